/**
 * A product's intro as the app can show it. The manifest's `intro` is checked by its schema when
 * journeys are linted, but the app reads whatever was deployed: a misspelt or missing key must
 * leave that part out, never stop the journey. Only strings, lists of strings and conditional
 * bullets (`{ text, visibleWhen }`) are taken.
 */
export interface IntroItem {
  text: string;
  /** Shown only while this holds over the quote (absent: always). */
  visibleWhen?: unknown;
}

export interface IntroStep {
  title?: string;
  /** The step's bullets: step 1's checklist, step 2's declarations. */
  items: IntroItem[];
}

export interface IntroContent {
  step1?: IntroStep & { next?: string };
  step2?: IntroStep & { agree?: string; backToHome?: string; privacyPolicy?: string };
}

const textOf = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);
const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

function itemOf(value: unknown): IntroItem | undefined {
  const text = textOf(value);
  if (text !== undefined) return { text };
  const item = objectOf(value);
  const conditional = textOf(item?.text);
  return conditional === undefined
    ? undefined
    : { text: conditional, ...(item?.visibleWhen !== undefined ? { visibleWhen: item.visibleWhen } : {}) };
}
const itemsOf = (value: unknown): IntroItem[] => (Array.isArray(value) ? value.flatMap((item) => itemOf(item) ?? []) : []);

/** A step with neither a title nor a bullet has nothing to show. */
const shown = <T extends IntroStep>(step: T): T | undefined => (step.title !== undefined || step.items.length > 0 ? step : undefined);

/** The parts of `intro` that can be shown; undefined when nothing can, as for a product without one. */
export function introContent(intro: unknown): IntroContent | undefined {
  const raw1 = objectOf(objectOf(intro)?.step1);
  const raw2 = objectOf(objectOf(intro)?.step2);
  const step1 = raw1 && shown({ title: textOf(raw1.title), items: itemsOf(raw1.checklist), next: textOf(raw1.next) });
  const step2 =
    raw2 &&
    shown({
      title: textOf(raw2.title),
      items: itemsOf(raw2.declarations),
      agree: textOf(raw2.agree),
      backToHome: textOf(raw2.backToHome),
      privacyPolicy: textOf(raw2.privacyPolicy),
    });
  return step1 || step2 ? { ...(step1 ? { step1 } : {}), ...(step2 ? { step2 } : {}) } : undefined;
}
