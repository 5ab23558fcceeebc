/**
 * The app's journey environment: the journeys loaded so far. The current product's journey (the
 * default product's before a choice) loads when the draft names it and stays; while another
 * product's loads, the journey shown before it stays in use, so choosing a product does not blank
 * the page. Validators come with their product: a field's schema key names the same schema in
 * every product. Behind a page that shows no journey (an exit page), the first loads once that page
 * has settled.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { Clock } from "../engine/index.ts";
import { useQuote } from "../store/QuoteStoreContext.tsx";
import { JourneyEnvironmentProvider, type JourneyEnvironment, type JourneyLoading } from "./JourneyEnvironment.tsx";
import type { JourneySource, ProductJourney } from "./journeySource.ts";
import { answersCheck, answerSchemaUtils, type AnswerValidator } from "./form/answerValidators.ts";
import { whenIdle } from "./nextPaint.ts";

/** How long a page that shows no journey has been shown before the first journey loads behind it. */
export const SETTLE_MS = 500;

/** The environment of some loaded product chunks: their journeys, with validation by their precompiled validators. */
export function journeyEnvironmentOf(loaded: Record<string, ProductJourney>, clock: Clock): JourneyEnvironment {
  const validators = Object.entries(loaded).map(([id, { answers }]): [string, AnswerValidator] => [
    id,
    { schema: answers.schema, validator: createPrecompiledValidator(answers.validateFns, answers.schema as RJSFSchema) },
  ]);
  return {
    journeys: Object.fromEntries(Object.entries(loaded).map(([id, chunk]) => [id, chunk.journey])),
    check: answersCheck(validators.map(([, validator]) => validator)),
    schemaUtils: Object.fromEntries(validators.map(([id, validator]) => [id, answerSchemaUtils(validator)])),
    clock,
  };
}

/** `initial`: journeys already at hand (the entry asked for the current one early), shown from the first render. */
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
  const [loaded, setLoaded] = useState<Record<string, ProductJourney>>(() => initial ?? {});
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
      live ? Promise.all(missing.split(",").map(async (id) => [id, await source.load(id)] as const)) : undefined,
    );
    arriving.then(
      (entries) => {
        if (!live || !entries) return;
        setFailed(undefined);
        setLoaded((before) => ({ ...before, ...Object.fromEntries(entries) }));
      },
      () => live && setFailed(missing),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [missing, source, settleFirst]);

  const environment = useMemo(() => journeyEnvironmentOf(loaded, clock), [loaded, clock]);

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
