// The one inline script of the app (issue #24, ADR 0014 "First data from the HTML"). A
// prerendered list page (/models, /k-stars, /ai-rankings …) lists in a data attribute the API
// requests its first render makes, exactly as the app makes them (URL, headers, credentials:
// recorded by src/prerender.tsx from the app's own api-client). This script starts them while
// the HTML is still parsing, instead of after the entry, the page's chunk and the first render;
// lib/early-requests.ts hands each response to the identical request of the app, once.
//
// A guest with no query string only: a signed-in visitor's requests carry a token (the app
// would not take the answer), and a filtered URL asks for another page of results.
//
// Dependency-free on purpose: vite.config.ts and the CSP (content-security-policy.ts) read
// the hash, and nginx sends the same policy (deploy/nginx/cnm-headers.conf). Change the
// script and its hash together; src/early-requests-script.test.ts tells the new hash.

/** The access cookie's name (COOKIE.ACCESS_TOKEN of @cnm/contracts; a test keeps them equal). */
export const ACCESS_COOKIE_NAME = 'cnm_at'

/** The attribute of the <script> element that holds the requests, as JSON. */
export const EARLY_REQUESTS_ATTRIBUTE = 'data-requests'

/** Where the started requests wait for the app (lib/early-requests.ts). */
export const EARLY_REQUESTS_GLOBAL = '__cnmEarlyRequests'

export const EARLY_REQUESTS_SCRIPT =
  `(function(d){var s=d.currentScript;` +
  `if(location.search||/(?:^|;\\s*)${ACCESS_COOKIE_NAME}=/.test(d.cookie))return;` +
  `try{window.${EARLY_REQUESTS_GLOBAL}=JSON.parse(s.getAttribute('${EARLY_REQUESTS_ATTRIBUTE}'))` +
  `.map(function(r){r.response=fetch(r.url,r.init);r.response.catch(function(){});return r})}` +
  `catch(e){}})(document)`

/** CSP source allowing exactly EARLY_REQUESTS_SCRIPT: base64 of its SHA-256. */
export const EARLY_REQUESTS_SCRIPT_HASH = "'sha256-d2uNQyB+xI9htmU1gjHGP3w1/5ACZ6XgJLyhxFD4AAQ='"
