/**
 * What the studio shows, kept in its address (`/studio?journey=van&page=van-business&state=…`): a
 * reload, a saved journey file or a shared link opens the same page in the same state. The product
 * is `journey` there: the app takes `product` (and its other entry parameters) off any address.
 */
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { StudioSnapshot } from "./studioModel.ts";

export interface StudioPlace {
  product: string;
  page: string;
  /** A named driver's slot, for a named-driver page. */
  slot?: number;
  /** A state's id (`empty`, `scenario:…`, `case:…`, `session:<tab>`). */
  state: string;
  /** The product shown beside it. */
  compare?: string;
  /** A message or reveal shown (its id on the page). */
  show?: string;
  /** Every message of the page, each in a state that shows it. */
  every: boolean;
  /** The git ref "What changed" compares with (absent: where the branch left the main line). */
  ref?: string;
}

const param = (name: string) => (name === "product" ? "journey" : name);

type PlaceChange = Partial<Record<keyof StudioPlace, string | number | boolean | undefined>>;

export function useStudioPlace(snapshot: StudioSnapshot): [StudioPlace, (change: PlaceChange) => void] {
  const [params, setParams] = useSearchParams();
  const place = useMemo((): StudioPlace => {
    const loads = snapshot.products.find((p) => p.journey) ?? snapshot.products[0];
    const product = params.get(param("product")) ?? loads?.id ?? "";
    const journey = snapshot.products.find((p) => p.id === product)?.journey;
    const slot = params.get("slot");
    return {
      product,
      page: params.get("page") ?? journey?.startPage ?? "",
      ...(slot !== null ? { slot: Number(slot) } : {}),
      state: params.get("state") ?? "empty",
      ...(params.get("compare") ? { compare: params.get("compare")! } : {}),
      ...(params.get("show") ? { show: params.get("show")! } : {}),
      every: params.get("every") === "1",
      ...(params.get("ref") ? { ref: params.get("ref")! } : {}),
    };
  }, [params, snapshot]);
  const change = useCallback(
    (patch: PlaceChange) => {
      // From the address as it is now: choices made faster than the studio redraws each build on the last.
      const next = new URLSearchParams(window.location.search);
      for (const [name, value] of Object.entries(patch)) {
        if (value === undefined || value === false || value === "") next.delete(param(name));
        else next.set(param(name), value === true ? "1" : String(value));
      }
      setParams(next);
    },
    [setParams],
  );
  return [place, change];
}
