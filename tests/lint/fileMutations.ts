/**
 * Single mistakes an analyst can plausibly make in the files beside the pages (rating files, the
 * quote-request mapping, the catalogue and its declarations) and in any text, on a copy of the real
 * journeys; each finds its place by shape, as mutations.ts does.
 */
import { isPageFile, misspellKey, typo, type JourneyCopy, type Mutation } from "./mutations.ts";

type Json = Record<string, unknown>;

/** The first product's rating file, parsed. */
function firstRating(copy: JourneyCopy): {
  file: string;
  rating: Json & { factors: Json[]; underwriting: Json[]; addons: Json[]; voluntaryExcess: Json[] };
} {
  const [file] = copy.filesMatching(/^[^/]+\/rating\.json$/);
  return { file, rating: copy.json(file) as never };
}

const MAPPING = "common/quote-request.json";
const QUOTE_TEXTS = "common/catalogue/quote.json";
const EMAIL_TEXTS = "common/catalogue/email.json";
const BUY_TEXTS = "common/catalogue/buy.json";
const DECLARATIONS = "common/catalogue-declarations.json";

/** Every object of a parsed file (depth first), with its parent and key. */
function objectsOf(value: unknown, found: Json[] = []): Json[] {
  if (Array.isArray(value)) value.forEach((item) => objectsOf(item, found));
  else if (value && typeof value === "object") {
    found.push(value as Json);
    Object.values(value).forEach((inner) => objectsOf(inner, found));
  }
  return found;
}

const RATING_MUTATIONS: Mutation[] = [
  {
    mistake: "a gap between a factor's bands",
    checks: ["rating-bands"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      const bands = rating.factors.find((factor) => Array.isArray(factor.bands) && factor.bands.length >= 2)!.bands as Json[];
      bands[1].from = (bands[1].from as number) + 1;
      return copy.save(file);
    },
  },
  {
    mistake: "a band's factor written as 0",
    checks: ["rating-factor"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      (rating.factors.find((factor) => Array.isArray(factor.bands))!.bands as Json[])[0].factor = 0;
      return copy.save(file);
    },
  },
  {
    mistake: "a category factor's code misspelt",
    checks: ["rating-values"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      const factor = rating.factors.find((one) => one.values && Object.keys(one.values).every((key) => /^[A-Z][A-Z_]{2,}$/.test(key)))!;
      const values = factor.values as Record<string, number>;
      const [key] = Object.keys(values);
      values[`${key}${key.at(-1)}`] = values[key];
      delete values[key];
      return copy.save(file);
    },
  },
  {
    mistake: "an addon listed twice",
    checks: ["rating-duplicate"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      rating.addons.push(structuredClone(rating.addons[0]));
      return copy.save(file);
    },
  },
  {
    mistake: "voluntary excess amounts out of order",
    checks: ["rating-excess"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      const [, second, third] = rating.voluntaryExcess;
      [second.amount, third.amount] = [third.amount, second.amount];
      return copy.save(file);
    },
  },
  {
    mistake: "an addon priced monthly instead of annually",
    checks: ["rating-addon"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      const [addon] = rating.addons;
      addon.monthlyCost = Math.round((addon.annualCost as number) / 10);
      delete addon.annualCost;
      return copy.save(file);
    },
  },
  {
    mistake: "an underwriting rule using a journey operation",
    checks: ["rating-rule-logic"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      rating.underwriting[0].when = { "<": [{ ageAt: [{ var: "dob" }, { today: [] }] }, 18] };
      return copy.save(file);
    },
  },
  {
    mistake: "an underwriting rule reading a misspelt input",
    checks: ["rating-rule-input"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      const read = objectsOf(rating.underwriting).find((node) => typeof node.var === "string")!;
      read.var = typo(read.var as string);
      return copy.save(file);
    },
  },
  {
    mistake: "an underwriting threshold no quote can reach (pence for pounds)",
    checks: ["rating-rule-fires"],
    apply: (copy) => {
      const { file, rating } = firstRating(copy);
      const comparison = objectsOf(rating.underwriting).find(
        (node) => Array.isArray(node[">"]) && typeof (node[">"] as unknown[])[1] === "number",
      )!;
      const operands = comparison[">"] as unknown[];
      operands[1] = (operands[1] as number) * 1000 + 1000;
      return copy.save(file);
    },
  },
  {
    mistake: "the monthly plan's interest changed without the stated APR",
    checks: ["rating-apr"],
    apply: (copy) => {
      const file = copy.filesMatching(/^[^/]+\/rating\.json$/).find((one) => (copy.json(one).payment as Json).monthly)!;
      const monthly = (copy.json(file).payment as Json).monthly as Json;
      monthly.interestFixedRate = (monthly.interestFixedRate as number) + 2;
      return copy.save(file);
    },
  },
  {
    mistake: "the monthly plan taken out of a rating file while /final still offers monthly",
    checks: ["rating-payment-methods"],
    apply: (copy) => {
      const file = copy.filesMatching(/^[^/]+\/rating\.json$/).find((one) => (copy.json(one).payment as Json).monthly)!;
      delete (copy.json(file).payment as Json).monthly;
      return copy.save(file);
    },
  },
];

const MAPPING_MUTATIONS: Mutation[] = [
  {
    mistake: "a stored lookup value's path misspelt in the mapping",
    checks: ["mapping-source"],
    apply: (copy) => {
      const source = objectsOf(copy.json(MAPPING).request).find(
        (node) => typeof node.stored === "string" && (node.stored as string).split(".").length >= 3 && node.note === undefined,
      )!;
      source.stored = typo(source.stored as string);
      return copy.save(MAPPING);
    },
  },
  {
    mistake: "a mapped answer misspelt",
    checks: ["mapping-source"],
    apply: (copy) => {
      const source = objectsOf(copy.json(MAPPING).request).find((node) => typeof node.answer === "string" && typeof node.as === "string")!;
      source.answer = typo(source.answer as string);
      return copy.save(MAPPING);
    },
  },
  {
    mistake: "a request field's name misspelt in the mapping",
    checks: ["mapping-target"],
    apply: (copy) => {
      const object = objectsOf(copy.json(MAPPING).request).find((node) =>
        Object.values(node).some((child) => child && typeof child === "object" && "as" in (child as Json)),
      )!;
      misspellKey(
        object,
        Object.keys(object).find((k) => object[k] && typeof object[k] === "object" && "as" in (object[k] as Json))!,
      );
      return copy.save(MAPPING);
    },
  },
  {
    mistake: "a number sent as yes/no",
    checks: ["mapping-type"],
    apply: (copy) => {
      const source = objectsOf(copy.json(MAPPING).request).find((node) => node.as === "number")!;
      source.as = "flag";
      return copy.save(MAPPING);
    },
  },
  {
    mistake: "a line copied, so a key is written twice",
    checks: ["duplicate-key"],
    apply: (copy) => {
      const [file] = copy.filesMatching(/\/pages\/[^/]+\.json$/);
      return copy.editText(file, (text) => text.replace(/\n(\s*)"title": ([^\n]*),\n/, '\n$1"title": $2,\n$1"title": $2,\n'));
    },
  },
];

const TEXT_MUTATIONS: Mutation[] = [
  {
    mistake: "a message's placeholder left open",
    checks: ["text-braces"],
    apply: (copy) => {
      const hit = copy.first(
        "field message with a placeholder",
        (v, f) =>
          (isPageFile(f) || f.startsWith("common/fields/")) &&
          !!v.messages &&
          Object.values(v.messages as Json).some((m) => /\{\w+\}/.test(String(m))),
      );
      const messages = hit.holder.messages as Record<string, string>;
      const key = Object.keys(messages).find((k) => /\{\w+\}/.test(messages[k]))!;
      messages[key] = messages[key].replace(/\{(\w+)\}/, "{$1");
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a summary line's plural without other",
    checks: ["text-icu"],
    apply: (copy) => {
      const hit = copy.first(
        "summary template with a plural",
        (v) => typeof v.text === "string" && typeof v.label === "string" && /, plural,/.test(v.text as string),
      );
      hit.holder.text = (hit.holder.text as string).replace(/ other \{[^{}]*\}/, "");
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a straight apostrophe typed in a label",
    checks: ["copy-quotes"],
    apply: (copy) => {
      const hit = copy.first(
        "page field with a label",
        (v, f) => isPageFile(f) && typeof v.name === "string" && typeof v.label === "string",
      );
      hit.holder.label = `${hit.holder.label as string} (it's quick)`;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "two spaces in a label",
    checks: ["copy-spaces"],
    apply: (copy) => {
      const hit = copy.first(
        "page field with a label of two words",
        (v, f) => isPageFile(f) && typeof v.label === "string" && (v.label as string).includes(" "),
      );
      hit.holder.label = (hit.holder.label as string).replace(" ", "  ");
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an option's label left empty",
    checks: ["copy-empty"],
    apply: (copy) => {
      const hit = copy.first(
        "inline options",
        (v) => Array.isArray(v.options) && (v.options as Json[]).length >= 2 && typeof (v.options as Json[])[0].label === "string",
      );
      (hit.holder.options as Json[])[0].label = "";
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a catalogue placeholder misspelt",
    checks: ["catalogue-placeholder"],
    apply: (copy) => {
      const texts = copy.json(QUOTE_TEXTS) as Record<string, unknown>;
      const key = Object.keys(texts).find((k) => typeof texts[k] === "string" && /\{\w+\}/.test(texts[k] as string))!;
      texts[key] = (texts[key] as string).replace(/\{(\w+)\}/, (_, name: string) => `{${typo(name)}}`);
      return copy.save(QUOTE_TEXTS);
    },
  },
  {
    mistake: "a catalogue text the app reads renamed",
    checks: ["catalogue-key-missing"],
    apply: (copy) => {
      const texts = copy.json(QUOTE_TEXTS) as Record<string, unknown>;
      misspellKey(
        texts,
        Object.keys(texts).find((k) => typeof texts[k] === "string" && /\{\w+\}/.test(texts[k] as string))!,
      );
      return copy.save(QUOTE_TEXTS);
    },
  },
  {
    mistake: "a text of the server's email renamed (read through a wrapper, the key in a variable)",
    checks: ["catalogue-key-missing"],
    apply: (copy) => {
      const texts = copy.json(EMAIL_TEXTS) as Record<string, Record<string, unknown>>;
      const email = Object.values(texts).find((value) => value && typeof value === "object")!;
      misspellKey(email, Object.keys(email).at(-1)!);
      return copy.save(EMAIL_TEXTS);
    },
  },
  {
    mistake: "the bank error texts renamed (the server reads them by a key of a union type: bankErrorMessage(type: BankErrorType))",
    checks: ["catalogue-key-missing"],
    apply: (copy) => {
      const { bankErrors } = copy.json(BUY_TEXTS) as Record<string, Record<string, unknown>>;
      for (const key of Object.keys(bankErrors)) misspellKey(bankErrors, key);
      return copy.save(BUY_TEXTS);
    },
  },
  {
    mistake: 'the server\'s wait texts renamed (read by a key chosen by a condition: wait === 1 ? "waitMinute" : "waitMinutes")',
    checks: ["catalogue-key-missing"],
    apply: (copy) => {
      const { errors } = copy.json(QUOTE_TEXTS) as Record<string, Record<string, unknown>>;
      for (const key of Object.keys(errors).filter((key) => key.startsWith("wait"))) misspellKey(errors, key);
      return copy.save(QUOTE_TEXTS);
    },
  },
  {
    mistake: "a catalogue placeholder declared that the reading code does not pass",
    checks: ["catalogue-param-missing"],
    apply: (copy) => {
      const texts = copy.json(QUOTE_TEXTS) as Record<string, unknown>;
      const declared = (copy.json(DECLARATIONS).placeholders as Record<string, Record<string, string[]>>)["quote.json"];
      const key = Object.keys(declared).find((k) => declared[k].length === 1)!;
      texts[key] = `${texts[key] as string} ({unpassed})`;
      declared[key] = [...declared[key], "unpassed"];
      copy.save(DECLARATIONS);
      return copy.save(QUOTE_TEXTS);
    },
  },
  {
    mistake: "a catalogue text nothing reads",
    checks: ["catalogue-key-unused"],
    severity: "warning",
    apply: (copy) => {
      (copy.json(QUOTE_TEXTS) as Record<string, unknown>).neverShownAnywhere = "A text no page shows";
      return copy.save(QUOTE_TEXTS);
    },
  },
];

/** The first manifest with limits, parsed. */
function firstManifest(copy: JourneyCopy): { file: string; limits: Json } {
  const [file] = copy.filesMatching(/^[^/]+\/manifest\.json$/);
  return { file, limits: copy.json(file).limits as Json };
}

const LIMIT_MUTATIONS: Mutation[] = [
  {
    mistake: "the final page's minimum age above its maximum",
    checks: ["limits-order"],
    apply: (copy) => {
      const { file, limits } = firstManifest(copy);
      const finalAge = limits.finalAge as Json;
      finalAge.min = (finalAge.max as number) + 1;
      return copy.save(file);
    },
  },
  {
    mistake: "the default mileage above the maximum",
    checks: ["limits-default"],
    apply: (copy) => {
      const { file, limits } = firstManifest(copy);
      limits.milesDefault = (limits.milesMax as number) + 1000;
      return copy.save(file);
    },
  },
  {
    mistake: "a licence-years option as old as the oldest driver",
    checks: ["limits-licence-years"],
    apply: (copy) => {
      const { file, limits } = firstManifest(copy);
      (limits.licenceYears as number[]).push((limits.driverAge as Json).max as number);
      return copy.save(file);
    },
  },
  {
    mistake: "the NCD maximum set to the oldest age",
    checks: ["limits-ncd"],
    apply: (copy) => {
      const { file, limits } = firstManifest(copy);
      limits.ncdMax = (limits.driverAge as Json).max;
      return copy.save(file);
    },
  },
  {
    mistake: "the final page's age rule refusing from the stated maximum",
    checks: ["age-check"],
    apply: (copy) => {
      const hit = copy.first(
        "age rule refusing from a checkMax",
        (v, f) => isPageFile(f) && typeof v.errorWhen === "object" && JSON.stringify(v.errorWhen).includes('"limits.finalAge.checkMax"'),
      );
      hit.holder.errorWhen = JSON.parse(
        JSON.stringify(hit.holder.errorWhen).replaceAll('"limits.finalAge.checkMax"', '"limits.finalAge.max"'),
      );
      return copy.save(hit.file);
    },
  },
];

const ROUTE_AND_SCENARIO_MUTATIONS: Mutation[] = [
  {
    mistake: "a loader passing a misspelt argument",
    checks: ["data-source-args"],
    apply: (copy) => {
      const hit = copy.first(
        "loader with arguments",
        (v, f) => isPageFile(f) && typeof v.source === "string" && !!v.args && Object.keys(v.args as Json).length > 0,
      );
      const args = hit.holder.args as Json;
      misspellKey(args, Object.keys(args)[0]);
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an app route on another app route's path",
    checks: ["route-clash"],
    apply: (copy) => {
      const routes = copy.json("common/routes.json") as Record<string, Json>;
      const [first, second] = Object.keys(routes);
      routes[second].path = routes[first].path;
      return copy.save("common/routes.json");
    },
  },
  {
    mistake: "a scenario's rule table naming a misspelt page",
    checks: ["scenario-reference"],
    apply: (copy) => {
      const file = copy
        .filesMatching(/^[^/]+\/scenarios\/[^/]+\.json$/)
        .find((one) => !one.startsWith("common/") && Array.isArray(copy.json(one).rules))!;
      const [table] = copy.json(file).rules as Json[];
      table.page = typo(table.page as string);
      return copy.save(file);
    },
  },
  {
    mistake: "a recorded message edited by hand",
    checks: ["scenario-message"],
    apply: (copy) => {
      const file = copy
        .filesMatching(/^[^/]+\/scenarios\/[^/]+\.json$/)
        .find((one) => !one.startsWith("common/") && Array.isArray(copy.json(one).rules))!;
      const recorded = objectsOf(copy.json(file).rules).find((node) => !!node.messages && Object.keys(node.messages as Json).length > 0)!;
      const messages = recorded.messages as Record<string, string>;
      const [field] = Object.keys(messages);
      messages[field] = messages[field]
        .replace(/\w+$/, (word) => `${word}s`)
        .replace(/(\w)(\w*)/, (_, a: string, b: string) => `${a}${a}${b}`);
      return copy.save(file);
    },
  },
];

const GAP_MUTATIONS: Mutation[] = [
  {
    mistake: "a field's visibleWhen left as a test of fixed values",
    checks: ["condition-never"],
    apply: (copy) => {
      const hit = copy.first(
        "field shown on a condition",
        (v, f) => isPageFile(f) && typeof v.name === "string" && !!v.visibleWhen && typeof v.visibleWhen === "object",
      );
      hit.holder.visibleWhen = { "===": ["yes", true] };
      return copy.save(hit.file);
    },
  },
  {
    mistake: "an edge's condition left as a test of fixed values",
    checks: ["edge-never"],
    apply: (copy) => {
      const hit = copy.first("conditional edge", (v, f) => isPageFile(f) && typeof v.to === "string" && v.when !== undefined);
      hit.holder.when = { "==": [1, 2] };
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a reference-list code compared in the wrong case",
    checks: ["condition-never"],
    apply: (copy) => {
      const hit = copy.first(
        "comparison with an upper-case code",
        (v, f) =>
          (isPageFile(f) || f.startsWith("common/fields/")) &&
          Array.isArray(v["==="]) &&
          typeof (v["==="] as unknown[])[1] === "string" &&
          /^[A-Z]{2,}$/.test((v["==="] as string[])[1]),
      );
      const operands = hit.holder["==="] as string[];
      operands[1] = operands[1].toLowerCase();
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a schema enum misspelling a reference list's code",
    checks: ["options-enum"],
    apply: (copy) => {
      const hit = copy.first(
        "reference-list field with an enum",
        (v, f) => isPageFile(f) && typeof v.optionsFrom === "string" && Array.isArray((v.schema as Json | undefined)?.enum),
      );
      const values = (hit.holder.schema as Json).enum as string[];
      values[0] = `${values[0]}S`;
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a page sent back to the page whose conditional edge leads to it",
    checks: ["trap-cycle"],
    apply: (copy) => {
      const pages = copy.find((v, f) => isPageFile(f) && typeof v.id === "string" && Array.isArray(v.next));
      const plain = (page: Json) => !page.actions && !page.loaders;
      for (const from of pages.filter((p) => plain(p.holder))) {
        for (const edge of (from.holder.next as Json[]).filter(
          (e) => e.when !== undefined && !JSON.stringify(e.when).includes('"answers.'),
        )) {
          const to = pages.find((p) => p.holder.id === edge.to && plain(p.holder) && (p.holder.next as Json[]).length === 1);
          if (!to) continue;
          (to.holder.next as Json[])[0].to = from.holder.id;
          return copy.save(to.file);
        }
      }
      throw new Error("the journeys have no page whose conditional edge leads to a page with one edge");
    },
  },
];

const NAMED_MUTATIONS: Mutation[] = [
  {
    mistake: "a named-driver page's message left as the policyholder's \"you\"",
    checks: ["named-wording"],
    apply: (copy) => {
      const hit = copy.first(
        "named-driver page rule or message override with they",
        (v, f) => f.includes("/pages/named-") && typeof v.message === "string" && /\bthey\b/i.test(v.message as string),
      );
      hit.holder.message = (hit.holder.message as string).replace(/\bthey\b/, "you").replace(/\bThey\b/, "You");
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a named-driver page's override put back to the shared field's text, where the driver is \"you\" as the object",
    checks: ["named-wording"],
    apply: (copy) => {
      const hit = copy.first(
        "named-driver field override ending with them",
        (v, f) =>
          f.includes("/pages/named-") &&
          typeof v.include === "string" &&
          Object.values((v.messages ?? {}) as Json).some((m) => typeof m === "string" && /\bthem$/.test(m)),
      );
      const messages = hit.holder.messages as Record<string, string>;
      for (const key of Object.keys(messages)) messages[key] = messages[key].replace(/\bthem$/, "you");
      return copy.save(hit.file);
    },
  },
  {
    mistake: "a removed named driver's reset missing the last slot",
    checks: ["named-slots"],
    apply: (copy) => {
      const hit = copy.first(
        "named-drivers block with resets",
        (v, f) => isPageFile(f) && Array.isArray(v.resetOnRemove) && (v.resetOnRemove as string[]).length >= 2,
      );
      (hit.holder.resetOnRemove as string[]).pop();
      return copy.save(hit.file);
    },
  },
];

export const FILE_MUTATIONS: Mutation[] = [
  ...RATING_MUTATIONS,
  ...MAPPING_MUTATIONS,
  ...TEXT_MUTATIONS,
  ...LIMIT_MUTATIONS,
  ...ROUTE_AND_SCENARIO_MUTATIONS,
  ...GAP_MUTATIONS,
  ...NAMED_MUTATIONS,
];
