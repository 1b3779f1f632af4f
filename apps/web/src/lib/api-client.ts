import {
  AUTH_HEADER,
  apiErrorSchema,
  bearer,
  envelopeSchema,
  SERVER_MESSAGES,
  type Envelope,
} from '@cnm/contracts'
import type { z } from 'zod'
import { config } from '@/config'
import { ApiError } from './api-error'
import { clearTokens, getAccessToken } from './cookies'
import { takeEarlyResponse } from './early-requests'
import { currentLanguage } from './i18n'

export { ApiError, isApiError, isUnauthorized } from './api-error'

type Query = Record<string, string | number | boolean | null | undefined>
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export interface RequestOptions {
  body?: unknown
  query?: Query
  signal?: AbortSignal
  /** Lets the request outlive the page (sent while the tab closes), as fetch's keepalive. */
  keepalive?: boolean
  /**
   * Sends this token instead of the access cookie's. Used for the temporary-password
   * session, which may only change the password and so is never stored as a sign-in.
   */
  accessToken?: string
  /**
   * 'include' for the calls that set or send the API's HttpOnly refresh cookie (log-in,
   * sign-up, Google exchange, refresh, log-out), so it also works when the API is on
   * another origin; CORS allows credentials for the web's origins only.
   */
  credentials?: RequestCredentials
  /** Extra request headers (a shared package's password, ADR 0045). */
  headers?: Record<string, string>
}

/** The absolute URL of an API path with its query (also what EventSource opens, lib/live.ts). */
export function apiUrl(path: string, query?: Query): string {
  const base = config.apiBaseUrl.replace(/\/+$/, '')
  // Resolving against the page origin keeps a relative base ('/api') working in fetch
  // implementations without a document base (tests, workers).
  // (The prerender records the first requests of a page without a window: src/prerender.tsx.)
  const origin = globalThis.location?.origin ?? 'http://prerender.invalid'
  const url = new URL(`${base}${path.startsWith('/') ? path : `/${path}`}`, origin)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
  }
  return url.toString()
}

const readJson = async (response: Response): Promise<unknown> => parseJson(await response.text())

/** null for an empty body, undefined for one that is not JSON. */
function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/**
 * The one way the web app talks to the API: sends the bearer token from the access
 * cookie, parses the `{ data, message }` envelope with `dataSchema`, and turns every
 * failure into an ApiError. Any 401 clears the access cookie (spec §4).
 */
export async function apiRequest<S extends z.ZodType>(
  method: Method,
  path: string,
  dataSchema: S,
  {
    body,
    query,
    signal,
    keepalive,
    accessToken,
    credentials = 'same-origin',
    headers: extraHeaders = {},
  }: RequestOptions = {},
): Promise<Envelope<z.infer<S>>> {
  const headers = new Headers(
    baseHeaders('application/json', extraHeaders, accessToken ?? getAccessToken()),
  )
  // A file (a self-tape's script PDF) goes as its own bytes and type; anything else as JSON.
  const isFile = typeof Blob !== 'undefined' && body instanceof Blob
  if (body !== undefined) {
    headers.set(
      'Content-Type',
      isFile ? body.type || 'application/octet-stream' : 'application/json',
    )
  }

  const url = apiUrl(path, query)
  const init = { method, headers, credentials, body }
  let response: Response
  try {
    // A prerendered page may have started this very request from its HTML (ADR 0014);
    // if that one failed, the request is sent again as usual.
    const early = await takeEarlyResponse(url, init)?.catch(() => null)
    response =
      early ??
      (await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : isFile ? body : JSON.stringify(body),
        signal,
        credentials,
        ...(keepalive ? { keepalive } : {}),
      }))
  } catch (cause) {
    if (signal?.aborted) throw cause
    throw NETWORK_ERROR()
  }

  const json = await readJson(response)

  if (!response.ok) throw failureOf(response.status, json)
  return envelopeOf(dataSchema, response.status, json)
}

const NETWORK_ERROR = () =>
  new ApiError(
    0,
    'NETWORK_ERROR',
    'We could not reach the server. Please check your connection and try again.',
  )

/** The ApiError of a failed answer; any 401 clears the access cookie (spec §4). */
function failureOf(status: number, json: unknown): ApiError {
  if (status === 401) clearTokens()
  const parsed = apiErrorSchema.safeParse(json)
  if (parsed.success) {
    return new ApiError(status, parsed.data.code, parsed.data.message, parsed.data.fields)
  }
  const fallback = status === 401 ? SERVER_MESSAGES.UNAUTHORIZED : SERVER_MESSAGES.INTERNAL
  return new ApiError(status, `HTTP_${status}`, fallback)
}

function envelopeOf<S extends z.ZodType>(
  dataSchema: S,
  status: number,
  json: unknown,
): Envelope<z.infer<S>> {
  const parsed = envelopeSchema(dataSchema).safeParse(json ?? { data: null, message: '' })
  if (!parsed.success) {
    throw new ApiError(
      status,
      'INVALID_RESPONSE',
      'The server sent an answer we did not understand.',
    )
  }
  return parsed.data as Envelope<z.infer<S>>
}

/** The headers every call sends: the bearer token (empty for guests) and the language. */
function baseHeaders(
  accept: string,
  extra: Record<string, string> = {},
  token = getAccessToken(),
): Record<string, string> {
  return {
    ...extra,
    Accept: accept,
    // Spec §7: the header is sent on every request, with an empty token for guests.
    [AUTH_HEADER]: bearer(token),
    // ADR 0022: the API answers a guest in the language on screen, not only the browser's.
    'Accept-Language': currentLanguage(),
  }
}

/**
 * A file the API answers (a PDF: a comp card, an agreement): the same bearer token and
 * language as apiRequest, the body as a Blob; `headers` adds e.g. a package's password. A
 * profile's owner gets the card of a draft. Failures are ApiErrors with the server's message.
 */
export async function apiDownload(
  path: string,
  options: { query?: Query; headers?: Record<string, string> } = {},
): Promise<Blob> {
  const headers = new Headers(baseHeaders('*/*', options.headers))
  let response: Response
  try {
    response = await fetch(apiUrl(path, options.query), { headers, credentials: 'same-origin' })
  } catch {
    throw NETWORK_ERROR()
  }
  if (!response.ok) throw failureOf(response.status, await readJson(response))
  return response.blob()
}

export interface UploadProgress {
  loaded: number
  total: number
}

/**
 * POST of a multipart form with upload progress (a photo): through XMLHttpRequest, since
 * fetch() cannot report what has been sent. The same token, language, 401 handling, errors
 * and envelope as apiRequest; `signal` cancels (rejects with an AbortError).
 */
export function apiUpload<S extends z.ZodType>(
  path: string,
  dataSchema: S,
  {
    body,
    onProgress,
    signal,
  }: { body: FormData; onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal },
): Promise<Envelope<z.infer<S>>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', apiUrl(path))
    for (const [name, value] of Object.entries(baseHeaders('application/json'))) {
      xhr.setRequestHeader(name, value)
    }
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    }
    xhr.onload = () => {
      const json = parseJson(xhr.responseText)
      try {
        if (xhr.status < 200 || xhr.status >= 300) throw failureOf(xhr.status, json)
        resolve(envelopeOf(dataSchema, xhr.status, json))
      } catch (error) {
        reject(error)
      }
    }
    xhr.onerror = () => reject(NETWORK_ERROR())
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(body)
  })
}

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    apiRequest('GET', path, schema, options),
  post: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    apiRequest('POST', path, schema, options),
  put: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    apiRequest('PUT', path, schema, options),
  patch: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    apiRequest('PATCH', path, schema, options),
  delete: <S extends z.ZodType>(path: string, schema: S, options?: RequestOptions) =>
    apiRequest('DELETE', path, schema, options),
}
