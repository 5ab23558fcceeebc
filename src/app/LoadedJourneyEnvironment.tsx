/**
 * The app's journey environment: the journeys loaded so far. The current product's journey (the
 * default product's before a choice) loads when the draft names it and stays; while another
 * product's loads, the journey shown before it stays in use, so choosing a product does not blank
 * the page. Validators come with their product (a field's schema key names the same schema in
 * every product) and with the form's code (formCodeLoader.ts), which a journey's page needs anyway.
 * Behind a page that shows no journey (an exit page), the first loads once that page has settled.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { schemaCheckFrom, type Clock } from "../engine/index.ts";
import { useQuote } from "../store/QuoteStoreContext.tsx";
import { JourneyEnvironmentProvider, type JourneyEnvironment, type JourneyLoading } from "./JourneyEnvironment.tsx";
import type { JourneySource, ProductJourney } from "./journeySource.ts";
import { arrivedFormCode, loadFormCode } from "./formCodeLoader.ts";
import { whenIdle } from "./nextPaint.ts";

/** How long a page that shows no journey has been shown before the first journey loads behind it. */
export const SETTLE_MS = 500;

/** The environment before any journey has loaded: no journeys, so no answer to check. */
function withoutJourneys(clock: Clock): JourneyEnvironment {
  return { journeys: {}, check: schemaCheckFrom(() => undefined), schemaUtils: {}, clock };
}

/**
 * `initial`: journeys already at hand (the entry asked for the current one early), shown from the
 * first render if the form's code has arrived too.
 */
export function LoadedJourneyEnvironment({
  source,
  clock,
  initial,
  behindThePage = false,
  children,
}: {
  source: JourneySource;
  clock: Clock;
  initial?: Record<string, ProductJourney>;
  /** The page opened shows no journey: the first journey loads behind it, once it has settled. */
  behindThePage?: boolean;
  children: ReactNode;
}) {
  const product = useQuote((s) => s.draft.product);
  const current = typeof product === "string" && source.products.includes(product) ? product : source.defaultProduct;
  const [wantAll, setWantAll] = useState(false);
  const [loaded, setLoaded] = useState<Record<string, ProductJourney>>(() => (initial && arrivedFormCode() ? initial : {}));
  const [failed, setFailed] = useState<string>();
  const missing = (wantAll ? source.products : [current]).filter((id) => !loaded[id]).join(",");
  // Unless a page asks for every journey (a quote to retrieve), which it then waits for.
  const settleFirst = behindThePage && !wantAll && Object.keys(loaded).length === 0;

  useEffect(() => {
    if (!missing) return;
    let live = true;
    let cancel = () => {};
    // Behind a page that shows none, the journey's code and data download once that page has been
    // on the screen a while and the browser is idle: they never share its first paint's bandwidth
    // or main thread.
    const ready = settleFirst
      ? new Promise<void>((resolve) => {
          const timer = window.setTimeout(() => (cancel = whenIdle(resolve)), SETTLE_MS);
          cancel = () => window.clearTimeout(timer);
        })
      : Promise.resolve();
    const arriving = ready.then(() =>
      live ? Promise.all([loadFormCode(), ...missing.split(",").map(async (id) => [id, await source.load(id)] as const)]) : undefined,
    );
    arriving.then(
      (entries) => {
        if (!live || !entries) return;
        setFailed(undefined);
        const [, ...journeys] = entries;
        setLoaded((before) => ({ ...before, ...Object.fromEntries(journeys) }));
      },
      () => live && setFailed(missing),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [missing, source, settleFirst]);

  // Journeys are loaded only with the form's code, so it has arrived whenever there is one.
  const environment = useMemo(() => {
    const code = arrivedFormCode();
    return code && Object.keys(loaded).length > 0 ? code.journeyEnvironmentOf(loaded, clock) : withoutJourneys(clock);
  }, [loaded, clock]);

  const loading = useMemo(
    (): JourneyLoading => ({
      usable: Object.keys(loaded).length > 0,
      current: loaded[current] !== undefined,
      all: source.products.every((id) => loaded[id]),
      failed: failed !== undefined && failed === missing,
      loadAll: () => setWantAll(true),
    }),
    [loaded, current, source, failed, missing],
  );

  return (
    <JourneyEnvironmentProvider value={environment} loading={loading}>
      {children}
    </JourneyEnvironmentProvider>
  );
}
