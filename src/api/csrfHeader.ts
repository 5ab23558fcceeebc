/**
 * The header every GraphQL request from the app carries. A cross-site form or text/plain POST, or a
 * GET, cannot set a custom header without a CORS preflight, which other origins fail; so a request
 * that needs no preflight is executed only with it (csrf.ts). Kept free of imports: the browser
 * bundle imports it too.
 */
export const csrfHeader = "x-graphql-yoga-csrf";
