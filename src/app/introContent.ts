/**
 * A product's intro as the app can show it. The manifest's `intro` is checked by its schema when
 * journeys are linted, but the app reads whatever was deployed: a misspelt or missing key must
 * leave that part out, never stop the journey. Only strings and lists of strings are taken.
 */
export interface IntroStep {
  title?: string;
  /** The step's bullets: step 1's checklist, step 2's declarations. */
  items: string[];
}

export interface IntroContent {
  step1?: IntroStep & { next?: string };
  step2?: IntroStep & { agree?: string; backToHome?: string; privacyPolicy?: string };
}

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const textsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => textOf(item) !== undefined) : [];
const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** A step with neither a title nor a bullet has nothing to show. */
const shown = <T extends IntroStep>(step: T): T | undefined => (step.title !== undefined || step.items.length > 0 ? step : undefined);

/** The parts of `intro` that can be shown; undefined when nothing can, as for a product without one. */
export function introContent(intro: unknown): IntroContent | undefined {
  const raw1 = objectOf(objectOf(intro)?.step1);
  const raw2 = objectOf(objectOf(intro)?.step2);
  const step1 = raw1 && shown({ title: textOf(raw1.title), items: textsOf(raw1.checklist), next: textOf(raw1.next) });
  const step2 =
    raw2 &&
    shown({
      title: textOf(raw2.title),
      items: textsOf(raw2.declarations),
      agree: textOf(raw2.agree),
      backToHome: textOf(raw2.backToHome),
      privacyPolicy: textOf(raw2.privacyPolicy),
    });
  return step1 || step2 ? { ...(step1 ? { step1 } : {}), ...(step2 ? { step2 } : {}) } : undefined;
}
