/** What to show: product, page (and named driver), state, and a product to compare with. Each choice shows at once. */
import { namedSlotIndexes, isNamedDriverPage } from "../engine/index.ts";
import type { StudioSnapshot } from "./studioModel.ts";
import type { StudioPlace } from "./useStudioPlace.ts";
import type { OfferedState } from "./studioStates.ts";
import { studioText, type StudioTextKey } from "./studioText.ts";

interface StudioPickerProps {
  snapshot: StudioSnapshot;
  place: StudioPlace;
  offered: OfferedState[];
  chosen: OfferedState;
  onChange(change: Partial<Record<keyof StudioPlace, string | number | boolean | undefined>>): void;
  onAskSessions(): void;
}

const GROUPS: { group: OfferedState["group"]; label: StudioTextKey }[] = [
  { group: "start", label: "statesStart" },
  { group: "page", label: "statesPage" },
  { group: "quote", label: "statesQuotes" },
  { group: "draft", label: "statesDrafts" },
  { group: "session", label: "statesSessions" },
];

export function StudioPicker({ snapshot, place, offered, chosen, onChange, onAskSessions }: StudioPickerProps) {
  const journey = snapshot.products.find((p) => p.id === place.product)?.journey;
  const page = journey?.pages[place.page];
  const named = page !== undefined && isNamedDriverPage(page);
  // A new place starts without a message shown.
  const choose = (change: Parameters<StudioPickerProps["onChange"]>[0]) => onChange({ show: undefined, ...change });
  return (
    <form className="studio-picker" aria-label={studioText("pickerLabel")} onSubmit={(event) => event.preventDefault()}>
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor="studio-product">
          {studioText("productLabel")}
        </label>
        <select
          id="studio-product"
          className="govuk-select"
          value={place.product}
          onChange={(event) => {
            const next = snapshot.products.find((p) => p.id === event.target.value)?.journey;
            choose({
              product: event.target.value,
              page: next?.pages[place.page] ? place.page : next?.startPage,
              state: undefined,
              slot: undefined,
              compare: undefined,
            });
          }}
        >
          {snapshot.products.map((product) => (
            <option key={product.id} value={product.id}>
              {studioText(product.journey ? "productOption" : "productBrokenOption", { name: product.name, id: product.id })}
            </option>
          ))}
        </select>
      </div>
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor="studio-page">
          {studioText("pageLabel")}
        </label>
        <select
          id="studio-page"
          className="govuk-select"
          value={place.page}
          disabled={!journey}
          onChange={(event) => choose({ page: event.target.value, slot: undefined, state: undefined })}
        >
          {!page && <option value={place.page}>{place.page}</option>}
          {journey?.pageOrder.map((id) => (
            <option key={id} value={id}>
              {studioText("pageOption", { title: journey.pages[id].title, route: journey.pages[id].route })}
            </option>
          ))}
        </select>
      </div>
      {named && journey && (
        <div className="govuk-form-group">
          <label className="govuk-label" htmlFor="studio-slot">
            {studioText("slotLabel")}
          </label>
          <select
            id="studio-slot"
            className="govuk-select"
            value={place.slot ?? 0}
            onChange={(event) => choose({ slot: event.target.value, state: undefined })}
          >
            {namedSlotIndexes(journey).map((slot) => (
              <option key={slot} value={slot}>
                {studioText("slotOption", { number: slot + 1 })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="govuk-form-group studio-picker__state">
        <label className="govuk-label" htmlFor="studio-state">
          {studioText("stateLabel")}
        </label>
        <select id="studio-state" className="govuk-select" value={chosen.id} onChange={(event) => choose({ state: event.target.value })}>
          {GROUPS.map(({ group, label }) => {
            const states = offered.filter((s) => s.group === group);
            return states.length === 0 ? null : (
              <optgroup key={group} label={studioText(label)}>
                {states.map((state) => (
                  <option key={state.id} value={state.id}>
                    {state.group === "start"
                      ? studioText("stateEmpty")
                      : state.group === "session"
                        ? studioText("stateSession", { path: state.label })
                        : state.label}
                  </option>
                ))}
              </optgroup>
            );
          })}
        </select>
        <button type="button" className="govuk-button govuk-button--secondary studio-picker__sessions" onClick={onAskSessions}>
          {studioText("askSessions")}
        </button>
      </div>
      <div className="govuk-form-group">
        <label className="govuk-label" htmlFor="studio-compare">
          {studioText("compareLabel")}
        </label>
        <select
          id="studio-compare"
          className="govuk-select"
          value={place.compare ?? ""}
          onChange={(event) => choose({ compare: event.target.value })}
        >
          <option value="">{studioText("compareNone")}</option>
          {snapshot.products
            .filter((p) => p.id !== place.product)
            .map((product) => (
              <option key={product.id} value={product.id}>
                {studioText("productOption", { name: product.name, id: product.id })}
              </option>
            ))}
        </select>
      </div>
    </form>
  );
}
