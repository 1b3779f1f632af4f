import { EARLY_REQUESTS_GLOBAL } from '@/early-requests-script'

// The API requests a prerendered page started from its HTML (src/early-requests-script.ts,
// ADR 0014 "First data from the HTML"), handed to the api-client's identical request once.

/**
 * Query meta of the request a public page's largest content waits for (its list): the
 * prerender lists only these in the HTML (src/prerender.tsx). Reference data (filter
 * options) stays with the app, so the list does not share the first connections with it.
 */
export const START_FROM_HTML = { startFromHtml: true } as const

/** The first photos of a grid the HTML preloads once its list has answered (ADR 0014). */
export interface EarlyImages {
  /** How many of the answer's first photos: a phone's first row. */
  count: number
  /** The `sizes` the cards draw them at, so the preload picks the card's variant. */
  sizes: string
}

/** A phone shows two cards per row: its first row holds the largest content. */
export const FIRST_ROW_ON_PHONE = 2

/** Query meta of a photo grid's list: started from the HTML, its first row's photos preloaded. */
export const startFromHtmlWithPhotos = (sizes: string) =>
  ({ ...START_FROM_HTML, images: { count: FIRST_ROW_ON_PHONE, sizes } }) as const

/** A request as the HTML lists it: what the app's fetch() is called with. */
export interface EarlyRequestInit {
  method?: string
  headers: Record<string, string>
  credentials: RequestCredentials
}

export interface EarlyRequest {
  url: string
  init: EarlyRequestInit
  /** A photo grid's first photos to preload from the answer (src/early-requests-script.ts). */
  images?: EarlyImages
}

interface StartedRequest extends EarlyRequest {
  response: Promise<Response>
}

type EarlyWindow = { [EARLY_REQUESTS_GLOBAL]?: StartedRequest[] }

const headerList = (headers: Headers | Record<string, string>) =>
  JSON.stringify(
    [...new Headers(headers).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  )

/**
 * The response of an early request identical to this one (same URL, method, headers and
 * credentials), taken at most once; null when there is none, so the caller fetches.
 */
export function takeEarlyResponse(
  url: string,
  init: { method: string; headers: Headers; credentials: RequestCredentials; body?: unknown },
): Promise<Response> | null {
  if (typeof window === 'undefined' || init.body !== undefined) return null
  const started = (window as unknown as EarlyWindow)[EARLY_REQUESTS_GLOBAL]
  if (!started?.length) return null
  const index = started.findIndex(
    (request) =>
      new URL(request.url, window.location.origin).href === url &&
      (request.init.method ?? 'GET') === init.method &&
      request.init.credentials === init.credentials &&
      headerList(request.init.headers) === headerList(init.headers),
  )
  if (index < 0) return null
  const [request] = started.splice(index, 1)
  return request?.response ?? null
}
