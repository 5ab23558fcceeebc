/**
 * The security headers every response carries: pages, assets, /graphql, /healthz and refusals.
 *
 * The Content-Security-Policy lets the page run only the app's own scripts and styles (the build has
 * no inline script or style, and nothing calls eval), load images from itself and from `data:` (small
 * SVGs are inlined into the bundle), and talk only to its own server. Stripe's origins, from Stripe's
 * documented CSP list, are added only when the server takes card payments with Stripe. No page may be
 * framed by another site.
 */
import type { ServerResponse } from "node:http";

export interface SecurityHeaderOptions {
  /** The server takes card payments with Stripe: its script, frames and API are allowed. */
  stripe: boolean;
  /**
   * Vite serves the app (npm run dev): its React refresh preamble is an inline script and it injects
   * stylesheets as <style> elements, so inline scripts and styles are allowed there, and only there.
   */
  dev?: boolean;
  /**
   * The app is reached over https (PUBLIC_URL, behind a TLS proxy): browsers are told to use https
   * only (HSTS). Never over plain http, where it would be ignored and a mistyped setting could lock
   * a site out of http it still needs.
   */
  https?: boolean;
}

export type SecurityHeaders = Readonly<Record<string, string>>;

/** Stripe.js, its Payment Element frames and 3-D Secure frames (docs.stripe.com/security/guide#content-security-policy). */
const stripeScripts = ["https://js.stripe.com", "https://*.js.stripe.com"];
const stripeFrames = [...stripeScripts, "https://hooks.stripe.com"];
const stripeApi = ["https://api.stripe.com"];

/** The Content-Security-Policy for the given configuration, one directive after another. */
export function contentSecurityPolicy({ stripe, dev = false }: SecurityHeaderOptions): string {
  const inline = dev ? ["'unsafe-inline'"] : [];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...inline, ...(stripe ? stripeScripts : [])],
    "style-src": ["'self'", ...inline],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(stripe ? stripeApi : [])],
    "frame-src": stripe ? stripeFrames : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Browser features the journey never uses are off; payment only for Stripe's frames, when Stripe is on. */
function permissionsPolicy(stripe: boolean): string {
  const off = ["accelerometer", "camera", "geolocation", "gyroscope", "magnetometer", "microphone", "usb"].map(
    (feature) => `${feature}=()`,
  );
  return [...off, stripe ? `payment=(self "https://js.stripe.com")` : "payment=()"].join(", ");
}

/** Every security header, by name, for the given configuration. */
export function securityHeaders(options: SecurityHeaderOptions): SecurityHeaders {
  return Object.freeze({
    "Content-Security-Policy": contentSecurityPolicy(options),
    // For browsers that predate frame-ancestors.
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    // Retrieve links carry a token in the URL: other sites learn at most this origin.
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": permissionsPolicy(options.stripe),
    // Stripe may open a bank's or wallet's window that must be able to report back.
    "Cross-Origin-Opener-Policy": options.stripe ? "same-origin-allow-popups" : "same-origin",
    // A year, as the HSTS preload list asks; subdomains are the operator's to decide, so left out.
    ...(options.https ? { "Strict-Transport-Security": "max-age=31536000" } : {}),
  });
}

/** Sets the headers on a response before any handler writes it; a handler's own value for a name wins. */
export function applySecurityHeaders(res: ServerResponse, headers: SecurityHeaders): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
