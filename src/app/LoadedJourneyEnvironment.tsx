/**
 * The app's journey environment: the journeys loaded so far. The current product's journey (the
 * default product's before a choice) loads when the draft names it and stays; while another
 * product's loads, the journey shown before it stays in use, so choosing a product does not blank
 * the page. Validators come with their product: a field's schema key names the same schema in
 * every product.
 */
import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { RJSFSchema } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { Clock } from "../engine/index.ts";
import { useQuote } from "../store/QuoteStoreContext.tsx";
import { JourneyEnvironmentProvider, type JourneyEnvironment, type JourneyLoading } from "./JourneyEnvironment.tsx";
import type { JourneySource, ProductJourney } from "./journeySource.ts";
import { answersCheck, answerSchemaUtils, type AnswerValidator } from "./form/answerValidators.ts";

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
  children,
}: {
  source: JourneySource;
  clock: Clock;
  initial?: Record<string, ProductJourney>;
  children: ReactNode;
}) {
  const product = useQuote((s) => s.draft.product);
  const current = typeof product === "string" && source.products.includes(product) ? product : source.defaultProduct;
  const [wantAll, setWantAll] = useState(false);
  const [loaded, setLoaded] = useState<Record<string, ProductJourney>>(() => initial ?? {});
  const [failed, setFailed] = useState<string>();
  const missing = (wantAll ? source.products : [current]).filter((id) => !loaded[id]).join(",");

  useEffect(() => {
    if (!missing) return;
    let live = true;
    Promise.all(missing.split(",").map(async (id) => [id, await source.load(id)] as const)).then(
      (entries) => {
        if (!live) return;
        setFailed(undefined);
        setLoaded((before) => ({ ...before, ...Object.fromEntries(entries) }));
      },
      () => live && setFailed(missing),
    );
    return () => {
      live = false;
    };
  }, [missing, source]);

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
