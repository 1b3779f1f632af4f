// Writes the prerendered public pages (ADR 0012): for each route of PRERENDERED_ROUTES and
// each language, dist/index.html with the page's markup inside #root and <html lang>, as
// dist/prerendered/<language>/<route>.html (the home page: index.html), plus
// dist/prerendered/pages.json, which the server reads to pick a file (vite.config.ts;
// docs/operations.md for nginx). Run after `vite build` and `vite build --ssr`.
// React's production build: the same markup the browser's build hydrates.
process.env.NODE_ENV ??= 'production'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..')
const dist = join(webDir, 'dist')
const entry = join(webDir, 'dist-prerender', 'prerender.js')

const fail = (message) => {
  console.error(`prerender: ${message}`)
  process.exit(1)
}

const template = await readFile(join(dist, 'index.html'), 'utf8').catch(() =>
  fail('dist/index.html is missing: run `vite build` first (pnpm --filter @cnm/web build).'),
)
if (!template.includes('<div id="root"></div>'))
  fail('dist/index.html has no empty <div id="root"></div> to fill; see index.html.')
const {
  PRERENDERED_ROUTES,
  LANGUAGES,
  BASE_NAMESPACES,
  renderPageAndRequests,
  pagePreload,
  EARLY_REQUESTS_SCRIPT,
  EARLY_REQUESTS_ATTRIBUTE,
} = await import(pathToFileURL(entry).href).catch((error) =>
  fail(
    `could not load ${entry} (${error.message}): run \`vite build --ssr src/prerender.tsx --outDir dist-prerender\` first.`,
  ),
)

// The client build's manifest: which files a module and a catalogue became.
const manifest = JSON.parse(
  await readFile(join(dist, '.vite', 'manifest.json'), 'utf8').catch(() =>
    fail('dist/.vite/manifest.json is missing: vite.config.ts must keep build.manifest on.'),
  ),
)
const alreadyLinked = new Set(
  [...template.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]),
)

/**
 * <link rel="modulepreload"> for what `route` in `language` loads after the entry: the page's
 * chunk with its static imports, the base catalogues and the page's own (issue #24). The
 * browser then fetches them beside the entry instead of one round trip after it.
 */
function preloadLinks(route, language, { photoGrid }) {
  const preload = pagePreload(route)
  if (!preload)
    fail(`${route} has no preload handle: declare it with publicPage() in src/app/router.tsx.`)
  const files = new Set()
  const addChunk = (key) => {
    const chunk = manifest[key]
    if (!chunk) fail(`${key} is not in the build manifest (route ${route}); check publicPage().`)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) addChunk(imported)
  }
  addChunk(`src/app/routes/${preload.module}.tsx`)
  for (const namespace of new Set([...BASE_NAMESPACES, ...preload.namespaces]))
    addChunk(`src/locales/${language}/${namespace}.json`)
  // Low priority where the prerendered text is the largest paint, so the code does not compete
  // with the stylesheet for the first paint; a photo grid's largest paint is a card drawn by
  // that code once the data is in, so there it keeps the default (ADR 0014, evening addendum).
  const priority = photoGrid ? '' : ' fetchpriority="low"'
  return [...files]
    .filter((file) => !alreadyLinked.has(file))
    .map((file) => `<link rel="modulepreload" crossorigin${priority} href="/${file}">`)
    .join('\n    ')
}

const escapeAttribute = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')

/**
 * The inline script that starts the page's first API requests while the HTML parses (ADR
 * 0014 "First data from the HTML"; the CSP allows it by its hash, src/early-requests-script.ts).
 */
const earlyRequestsTag = (requests) =>
  `<script ${EARLY_REQUESTS_ATTRIBUTE}="${escapeAttribute(JSON.stringify(requests))}">${EARLY_REQUESTS_SCRIPT}</script>`

const out = join(dist, 'prerendered')
await rm(out, { recursive: true, force: true })
const pages = {}
for (const language of LANGUAGES) {
  for (const route of PRERENDERED_ROUTES) {
    let rendered
    try {
      rendered = await renderPageAndRequests(route, language)
    } catch (error) {
      fail(`rendering ${route} in ${language} failed: ${error.stack ?? error}`)
    }
    if (!rendered)
      fail(`${route} has no page to render; check PRERENDERED_ROUTES in src/prerender.tsx.`)
    const { markup, requests } = rendered
    const file = `${language}${route === '/' ? '/index' : route}.html`
    // React renders a page's <title> where the page component is; the document's belongs in
    // <head> (tabs, search results, link previews), and React finds it there when it hydrates.
    const title = /<title>[^<]*<\/title>/.exec(markup)?.[0]
    if (!title) fail(`${route} in ${language} rendered no <title>; each page sets one.`)
    const html = template
      .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-prerendered`)
      .replace(/<title>[^<]*<\/title>/, title)
      // Before the stylesheet: a classic script waits for the stylesheets above it.
      .replace(/\n(\s*)<script type="module"/, (tag, indent) =>
        requests.length ? `\n${indent}${earlyRequestsTag(requests)}${tag}` : tag,
      )
      .replace(
        '</head>',
        `  ${preloadLinks(route, language, { photoGrid: requests.some((request) => request.images) })}\n  </head>`,
      )
      .replace('<div id="root"></div>', `<div id="root">${markup.replace(title, '')}</div>`)
    await mkdir(dirname(join(out, file)), { recursive: true })
    await writeFile(join(out, file), html)
    ;(pages[route] ??= {})[language] = `/prerendered/${file}`
  }
}
await writeFile(join(out, 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`)
console.log(
  `prerendered ${PRERENDERED_ROUTES.length} pages x ${LANGUAGES.length} languages into dist/prerendered/`,
)
