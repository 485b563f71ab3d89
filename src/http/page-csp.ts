/**
 * What a page answered by the Worker (src/http/pages.ts) may load: the policy public/_headers gives the static files,
 * which the Worker's own responses do not get (test-node/deploy-checks.test.mjs keeps the two the same).
 */
export const PAGE_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; " +
  "frame-ancestors 'none'";
