/**
 * Cross-site request forgery: graphql-yoga's CSRF prevention plugin decides, this only words its
 * refusal for people. JSON POSTs pass (a browser preflights them, and CORS refuses other origins);
 * GETs and form-encoded POSTs need the csrfHeader.
 */
import { useCSRFPrevention } from "@graphql-yoga/plugin-csrf-prevention";
import { createGraphQLError, type Plugin } from "graphql-yoga";
import { csrfHeader } from "../../src/api/csrfHeader.ts";

export { csrfHeader };

const refusal = `Cross-site request refused: send GraphQL requests as JSON (Content-Type: application/json), or with the ${csrfHeader} header`;

export function useCsrfPrevention(): Plugin {
  const library = useCSRFPrevention({ requestHeaders: [csrfHeader] });
  return {
    async onRequestParse(payload) {
      // A request no parser takes (text/plain, say) is refused as unsupported (415) and executes nothing.
      if (!payload.requestParser) return;
      try {
        await library.onRequestParse?.(payload);
      } catch {
        throw createGraphQLError(refusal, { extensions: { code: "CSRF_HEADER_REQUIRED", http: { status: 403 } } });
      }
    },
  };
}
