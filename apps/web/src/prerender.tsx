// Build-time rendering of the public pages (ADR 0012, "Prerendered public pages"): each page
// of PRERENDERED_ROUTES in each language becomes HTML that paints before any script runs; the
// app then hydrates it. Built by `vite build --ssr` and run by scripts/prerender.mjs, never in
// the browser. A page is rendered as a guest sees it on arrival: shared texts, page titles
// and leads, empty filters and loading placeholders where the API's data will go.
import { LANGUAGES, languageOfHeaders, PUBLIC_PAGES, type Language } from '@cnm/contracts'
import { QueryClient } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router-dom'
import { AppProvider } from './app/provider'
import { routes, type PagePreload } from './app/router'
import { START_FROM_HTML, type EarlyImages, type EarlyRequest } from './lib/early-requests'
import { BASE_NAMESPACES, i18n, I18N_OPTIONS } from './lib/i18n'
export { EARLY_REQUESTS_ATTRIBUTE, EARLY_REQUESTS_SCRIPT } from './early-requests-script'

/** The pages anyone may open (spec §2), in the order they are written. */
export const PRERENDERED_ROUTES = PUBLIC_PAGES

export { BASE_NAMESPACES, LANGUAGES }

type Catalogue = { default: Record<string, unknown> }
const catalogues = import.meta.glob<Catalogue>('./locales/*/*.json', { eager: true })

let started: Promise<unknown> | null = null

/** i18next with every catalogue in memory: rendering never waits for a download. */
function startServerI18n(): Promise<unknown> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {}
  for (const [path, module] of Object.entries(catalogues)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? []
    if (!language || !namespace) continue
    ;(resources[language] ??= {})[namespace] = module.default
  }
  started ??= i18n.init({
    ...I18N_OPTIONS,
    lng: LANGUAGES[0],
    ns: Object.keys(resources[LANGUAGES[0]] ?? {}),
    resources,
    // No Suspense on the server: every namespace is already there.
    react: { useSuspense: false },
  })
  return started
}

/** The markup of `path` in `language` (what goes inside #root), or null if the path has no page. */
export async function renderPage(path: string, language: Language): Promise<string | null> {
  return (await renderPageAndRequests(path, language))?.markup ?? null
}

/**
 * The page's markup and the API requests its first render makes for a guest (ADR 0014 "First
 * data from the HTML"): the HTML starts them (src/early-requests-script.ts) and the app takes
 * each answer for its identical request.
 */
export async function renderPageAndRequests(
  path: string,
  language: Language,
): Promise<{ markup: string; requests: EarlyRequest[] } | null> {
  await startServerI18n()
  await i18n.changeLanguage(language)
  const handler = createStaticHandler(routes)
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')))
  if (context instanceof Response) return null
  if (context.statusCode !== 200) return null
  const router = createStaticRouter(handler.dataRoutes, context)
  // Queries never run on the server: each stays pending, as in the browser's first render.
  const queryClient = new QueryClient()
  const markup = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  )
  return { markup, requests: await recordRequests(queryClient) }
}

/**
 * Runs the query functions of the lists the render registered (meta START_FROM_HTML) with a fetch that only writes down what it
 * was called with: the URL, method, headers and credentials of the app's own api-client
 * (lib/api-client.ts), for a guest in the page's language.
 */
async function recordRequests(queryClient: QueryClient): Promise<EarlyRequest[]> {
  const requests: EarlyRequest[] = []
  const realFetch = globalThis.fetch
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push({
      url: `${url.pathname}${url.search}`,
      init: {
        method: init?.method ?? 'GET',
        headers: Object.fromEntries(new Headers(init?.headers).entries()),
        credentials: init?.credentials ?? 'same-origin',
      },
    })
    return Promise.reject(new Error('recorded, not sent'))
  }
  try {
    // One query at a time, so each request is known to be its query's (and takes its photos).
    for (const query of queryClient.getQueryCache().getAll()) {
      const queryFn = query.options.queryFn
      const meta = query.meta as { startFromHtml?: boolean; images?: EarlyImages } | undefined
      if (meta?.startFromHtml !== START_FROM_HTML.startFromHtml) continue
      if (typeof queryFn !== 'function') continue
      const first = requests.length
      await Promise.allSettled([
        queryFn({
          client: queryClient,
          queryKey: query.queryKey,
          signal: new AbortController().signal,
          meta: query.meta,
        } as never),
      ])
      if (meta.images) for (const request of requests.slice(first)) request.images = meta.images
    }
  } finally {
    globalThis.fetch = realFetch
  }
  return requests.filter((request) => request.init.method === 'GET')
}

/**
 * Which prerendered language a request gets, as the app itself would pick it (lib/i18n.ts
 * detectLanguage): the remembered choice (cookie), else Accept-Language, else English. The
 * browser's localStorage copy of the choice is written together with the cookie.
 */
export const languageOfRequest = languageOfHeaders

/**
 * What the page at `path` loads before it can render: its route module and catalogues (the
 * `handle` of publicPage() in app/router.tsx), for the modulepreload links of its HTML.
 */
export function pagePreload(path: string): PagePreload | null {
  const matches = matchRoutes(routes, path) ?? []
  const handle = matches.at(-1)?.route.handle as { preload?: PagePreload } | undefined
  return handle?.preload ?? null
}
