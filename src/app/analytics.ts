/**
 * Analytics: one port, page views and events; the default adapter pushes GA4
 * shapes to a data layer named in the brand configuration (the tag manager that reads it is the
 * deployment's choice). Callers send no personal data; the adapter still scrubs every value, so a
 * mistake upstream never reaches a third party. Nothing reaches the port until the consumer has
 * accepted analytics cookies (consent.ts): before that, and after a rejection, page views and events
 * are dropped, never held back.
 */
import { brand } from "./catalogue.ts";
import { analyticsConsent } from "./consent.ts";

export type AnalyticsParams = Record<string, unknown>;

export interface PageView {
  /** The route's path, e.g. "/vehicle". */
  page_path: string;
  /** The full address with its query made safe (see safeLocation). */
  page_location: string;
}

export interface AnalyticsPort {
  pageView(view: PageView): void;
  event(name: string, params?: AnalyticsParams): void;
}

/**
 * What personal data looks like inside a string: registration plates (current, prefix and suffix
 * formats; dateless plates are too like ordinary codes to tell apart), email addresses, UK phone
 * numbers, UK postcodes, and long random tokens (letters and digits mixed, 20 or more).
 */
export const PERSONAL_PATTERNS: Readonly<Record<string, RegExp>> = Object.freeze({
  email: /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[^\s@"'<>(),;:]+/gi,
  token: /(?<![A-Za-z0-9_-])(?=[A-Za-z0-9_-]*[0-9])(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{20,}(?![A-Za-z0-9_-])/g,
  phone: /(?<![\d+])(?:\+44\s?\(?0?\)?\s?|\(?0)(?:\d[\s().-]{0,2}){8,9}\d(?!\d)/g,
  postcode: /\b[A-Z]{1,2}[0-9][A-Z0-9]?\s*[0-9][A-Z]{2}\b/gi,
  plate: /\b(?:[A-Z]{2}[0-9]{2}\s?[A-Z]{3}|[A-Z][0-9]{1,3}\s?[A-Z]{3}|[A-Z]{3}\s?[0-9]{1,3}[A-Z])\b/gi,
});

/** A string with anything that looks like personal data blanked out. */
export function scrubText(value: string): string {
  return Object.values(PERSONAL_PATTERNS).reduce((text, pattern) => text.replace(pattern, ""), value);
}

/**
 * Parameter names that carry people's details whatever their value looks like: names (a name has
 * no pattern to spot), contact details, plates, tokens and references. Compared without case,
 * underscores or hyphens, so firstName, first_name and FIRST-NAME are one.
 */
const PERSONAL_KEYS = new Set([
  "name",
  "firstname",
  "lastname",
  "surname",
  "fullname",
  "givenname",
  "familyname",
  "middlename",
  "username",
  "customername",
  "accountholder",
  "nameoncard",
  "title",
  "dob",
  "dateofbirth",
  "email",
  "emailaddress",
  "phone",
  "phonenumber",
  "mobile",
  "mobilenumber",
  "telephone",
  "postcode",
  "address",
  "addressline1",
  "line1",
  "reg",
  "registration",
  "numberplate",
  "vrm",
  "token",
  "password",
  "sortcode",
  "accountnumber",
  "card",
  "cardnumber",
]);

const isPersonalKey = (key: string) => PERSONAL_KEYS.has(key.toLowerCase().replace(/[_-]/g, ""));

/** A copy of an event's parameters with personal keys dropped and personal-looking values blanked, at any depth. */
export function scrubParams<T>(value: T): T {
  if (typeof value === "string") return scrubText(value) as T;
  if (Array.isArray(value)) return value.map((item) => scrubParams(item)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !isPersonalKey(key))
        .map(([key, item]) => [key, scrubParams(item)]),
    ) as T;
  }
  return value;
}

/** Query parameters never reported, whatever they hold: the retrieve token, the quote reference, contact details. */
const DROPPED_QUERY = new Set(["token", "quoteref", "ref", "email", "mobile", "phone", "postcode"]);

/**
 * The page's address as analytics may see it: origin and path, the `reg` value blanked, tokens, quote references and personal-looking values left out, no fragment.
 */
export function safeLocation(url: URL): string {
  const kept = new URLSearchParams();
  for (const [key, value] of url.searchParams) {
    const lower = key.toLowerCase();
    if (lower === "reg") kept.append(key, "");
    else if (!DROPPED_QUERY.has(lower) && scrubText(value) === value) kept.append(key, value);
  }
  const query = kept.toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

type DataLayerWindow = Window & Record<string, unknown>;

/**
 * The default adapter: GA4 shapes on the data layer. An e-commerce event keeps its `ecommerce`
 * object and, as GA4 asks, the previous one is cleared first so its items never leak into it.
 */
export function dataLayerAdapter(layerName: string = brand.analytics.dataLayer): AnalyticsPort {
  const push = (entry: Record<string, unknown>) => {
    const target = window as unknown as DataLayerWindow;
    const layer = (target[layerName] ??= []) as unknown[];
    layer.push(entry);
  };
  return {
    pageView: (view) => push({ event: "page_view", ...scrubParams(view) }),
    event(name, params = {}) {
      const safe = scrubParams(params);
      if (safe.ecommerce !== undefined) push({ ecommerce: null });
      push({ event: name, ...safe });
    },
  };
}

let port: AnalyticsPort = dataLayerAdapter();

/** Replaces the adapter (a deployment's own, or a test's); returns the one it replaced. */
export function setAnalyticsPort(next: AnalyticsPort): AnalyticsPort {
  const previous = port;
  port = next;
  return previous;
}

const allowed = () => analyticsConsent() === "accepted";

export function track(event: string, params: AnalyticsParams = {}) {
  if (allowed()) port.event(event, params);
}

export function trackPageView(view: PageView) {
  if (allowed()) port.pageView(view);
}
