/**
 * CORS: only the app's own origin may read answers. With PUBLIC_URL set, a request from that origin gets
 * CORS headers (no credentials: the app sends no cookies); any other origin gets none, so its browser keeps
 * the answer from it, and every answer says `Vary: Origin`, so no shared cache hands one origin's
 * answer to another. The app may read X-Request-Id, for its error reports. Without PUBLIC_URL the app and the API share one origin and no CORS header is sent.
 */
import type { Plugin, YogaServerOptions } from "graphql-yoga";
import { csrfHeader } from "../../src/api/csrfHeader.ts";

type CorsSetting = NonNullable<YogaServerOptions<object, object>["cors"]>;

export function corsFor(appOrigin: string | undefined): CorsSetting {
  if (!appOrigin) return false;
  const allowed = {
    origin: [appOrigin],
    methods: ["GET", "POST"],
    allowedHeaders: ["content-type", csrfHeader],
    exposedHeaders: ["x-request-id"],
    credentials: false,
    maxAge: 600,
  };
  return (request: Request) => (request.headers.get("origin") === appOrigin ? allowed : false);
}

/** `Vary: Origin` on every answer (preflights too), added to whatever Vary the answer already has. */
export function useVaryOnOrigin(): Plugin {
  return {
    onResponse({ response }) {
      const vary = response.headers.get("vary");
      if (!vary?.split(",").some((name) => name.trim().toLowerCase() === "origin"))
        response.headers.set("vary", vary ? `${vary}, Origin` : "Origin");
    },
  };
}
