/**
 * The header every GraphQL request from the app carries. A cross-site form or text/plain POST, or a
 * GET, cannot set a custom header without a CORS preflight, which other origins fail; so a request
 * that needs no preflight is executed only with it (server/graphql/csrf.ts). Part of the API's
 * contract, so the server imports it from here.
 */
export const csrfHeader = "x-graphql-yoga-csrf";
