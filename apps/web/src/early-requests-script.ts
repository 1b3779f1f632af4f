// The one inline script of the app (issue #24, ADR 0014 "First data from the HTML"). A
// prerendered list page (/models, /k-stars, /ai-rankings …) lists in a data attribute the API
// requests its first render makes, exactly as the app makes them (URL, headers, credentials:
// recorded by src/prerender.tsx from the app's own api-client). This script starts them while
// the HTML is still parsing, instead of after the entry, the page's chunk and the first render;
// lib/early-requests.ts hands each response to the identical request of the app, once.
//
// A request that feeds a photo grid also names how many of its first photos to preload and the
// `sizes` the cards draw them at (`images`): once the answer arrives, the script adds a
// <link rel=preload as=image> per photo with the card's own srcset and sizes, so the browser
// picks the same variant the card will ask for and the photo downloads while the entry is
// still being fetched and run, instead of after the first render (the LCP of /models,
// /k-stars and /ai-rankings). A photo is any object with a `variants` list in the answer's
// envelope's `data.items`, in order: a model card's `cover`, or a ranking entry's `model.cover`.
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
  `.map(function(r){r.response=fetch(r.url,r.init);r.response.catch(function(){});` +
  `if(r.images)r.response.then(function(x){return x.ok&&x.clone().json()}).then(function(j){` +
  `var f=[];(function w(v){if(f.length>=r.images.count||!v||typeof v!='object')return;` +
  `if(Array.isArray(v.variants)){f.push(v);return}for(var k in v)w(v[k])})(j&&j.data&&j.data.items);` +
  `f.forEach(function(i){var l=d.createElement('link');l.rel='preload';l.as='image';` +
  `l.fetchPriority='high';l.imageSizes=r.images.sizes;l.imageSrcset=i.variants.map(` +
  `function(x){return x.url+' '+x.width+'w'}).join(', ');d.head.appendChild(l)})})` +
  `.catch(function(){});return r})}` +
  `catch(e){}})(document)`

/** CSP source allowing exactly EARLY_REQUESTS_SCRIPT: base64 of its SHA-256. */
export const EARLY_REQUESTS_SCRIPT_HASH = "'sha256-L93Nv4N9cJm3pgpMDHVL77mJ7ZLKnnMOWrz9I1QXuc0='"
