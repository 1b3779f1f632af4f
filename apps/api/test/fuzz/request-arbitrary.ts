// What the route fuzzes share (ADR 0020): a recorder of every route the modules register, and
// fast-check arbitraries for one request to a route (path parameters, query, body, headers).
import fc, { type Arbitrary } from 'fast-check'
import fp from 'fastify-plugin'
import type { RouteOptions } from 'fastify'
import type { AppModule } from '../../src/modules/index.js'
import { fuzzValues, nastyString } from './schema-arbitrary.js'

/** Runs per route; FUZZ_RUNS raises it for a longer hunt. */
export const fuzzRuns = (defaultRuns: number) => Number(process.env.FUZZ_RUNS ?? defaultRuns)
/** FUZZ_SEED replays a failure: fast-check prints the seed with its counterexample. */
export const FUZZ_SEED = process.env.FUZZ_SEED ? { seed: Number(process.env.FUZZ_SEED) } : {}

export interface RecordedRoute {
  method: string
  url: string
  schema: RouteOptions['schema']
}

/**
 * A module to register first: its onRoute hook (on the root, through fastify-plugin) records
 * every route registered after it, so a new route is fuzzed as soon as it exists.
 */
export function routeRecorder(): { module: AppModule; recorded: RecordedRoute[] } {
  const recorded: RecordedRoute[] = []
  const module: AppModule = {
    name: 'route-recorder',
    routes: fp(async (app) => {
      app.addHook('onRoute', (route) => {
        for (const method of [route.method].flat()) {
          recorded.push({ method, url: route.url, schema: route.schema })
        }
      })
    }),
  }
  return { module, recorded }
}

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/)
/** Every header a request may carry but the access token. */
const otherHeaders = {
  'accept-encoding': fc.constantFrom('gzip', 'br;q=0', 'identity;q=0', '*', 'x'),
  'if-none-match': headerText,
  origin: fc.constantFrom('http://localhost:5173', 'null', 'https://evil.example'),
  'x-forwarded-for': fc.constantFrom('198.18.0.1', 'not-an-ip', '1.1.1.1, 2.2.2.2', ''),
  cookie: headerText,
  'accept-language': headerText,
}
/** A guest's headers: any of them, with a junk or forged token. */
export const guestHeaders: Arbitrary<Record<string, string>> = fc.record(
  {
    authorization: fc.oneof(
      headerText,
      headerText.map((text) => `Bearer ${text}`),
      fc.constant('Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.'),
    ),
    ...otherHeaders,
  },
  { requiredKeys: [] },
)
/** A signed-in caller's headers without the token, which is added per request. */
export const memberHeaders: Arbitrary<Record<string, string>> = fc.record(otherHeaders, {
  requiredKeys: [],
})

/** Mostly JSON, so that bodies get past the parser; sometimes what the parser must refuse. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      '',
    ),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

/** encodeURIComponent, which throws on a lone surrogate: that goes out as its raw bytes. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}

/**
 * A path parameter: what the contract describes, or junk, always URL-encoded; with `realIds`,
 * often one of those (ids of rows that exist), so that requests reach the handlers.
 */
const paramValue = (schema: unknown, realIds?: () => readonly string[]) => {
  const generated = fc
    .oneof(fuzzValues(schema), nastyString, fc.constantFrom('%', '%E0%A4%A', '..', '0', '-1'))
    .map((value) => {
      const text = typeof value === 'string' ? value : JSON.stringify(value ?? '')
      // Raw percent junk goes out as is; a decoder must refuse it, not crash.
      return /^%/.test(text) ? text : encode(text)
    })
  if (!realIds) return generated
  // An index, read at run time: the ids change when the caller's rows are rebuilt.
  const real = fc.nat().map((index) => {
    const ids = realIds()
    return ids.length === 0 ? '0' : encode(ids[index % ids.length] as string)
  })
  return fc.oneof({ weight: 1, arbitrary: generated }, { weight: 2, arbitrary: real })
}

/** Ids of rows that exist for a path parameter, by the path segment before it ("castings"). */
export type RealIds = (segment: string) => readonly string[]

function pathArbitrary(route: RecordedRoute, realIds?: RealIds) {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] as string)
  const params = (route.schema?.params ?? {}) as { shape?: Record<string, unknown> }
  if (names.length === 0) return fc.constant(route.url)
  const segments = route.url.split('/')
  const before = (name: string) => segments[segments.indexOf(`:${name}`) - 1] ?? ''
  return fc
    .tuple(
      ...names.map((name) =>
        paramValue(
          params.shape?.[name] ?? {},
          // Enums (a report's kind) come from the contract; ids are what may be real.
          realIds && name !== 'kind' ? () => realIds(before(name)) : undefined,
        ),
      ),
    )
    .map((values) =>
      names.reduce((url, name, i) => url.replace(`:${name}`, values[i] || 'x'), route.url),
    )
}

function queryString(value: unknown): string {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return `q=${encode(String(value))}`
  const search = new URLSearchParams()
  for (const [key, item] of Object.entries(value)) {
    for (const one of Array.isArray(item) ? item : [item]) {
      if (one !== undefined) {
        search.append(key, typeof one === 'object' ? JSON.stringify(one) : String(one))
      }
    }
  }
  return search.toString()
}

export interface FuzzRequest {
  url: string
  body: string | undefined
  headers: Record<string, string>
}

export interface RequestOptions {
  headers: Arbitrary<Record<string, string>>
  /** Ids of rows that exist, for path parameters; read when a request is generated. */
  realIds?: RealIds
}

/** One request to the route: its path, query, body and headers, each often malformed. */
export function requestArbitrary(route: RecordedRoute, options: RequestOptions) {
  const schema = route.schema ?? {}
  const query = fc.oneof(
    fuzzValues(schema.querystring ?? {}).map(queryString),
    nastyString.map(encode),
    fc.constantFrom('', 'a=%', 'type=1&type=2', '__proto__[x]=1', 'a'.repeat(3000)),
  )
  const body = fc.oneof(
    {
      weight: 5,
      arbitrary: fuzzValues(schema.body ?? {}).map((value) => JSON.stringify(value ?? null)),
    },
    { weight: 1, arbitrary: nastyString },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', 'null', '[]', '{"__proto__":{"admin":true}}', '"x"'),
    },
    { weight: 1, arbitrary: fc.constant(undefined) },
  )
  return fc.record({
    url: fc
      .tuple(pathArbitrary(route, options.realIds), query)
      .map(([path, q]) => (q ? `${path}?${q}` : path)),
    body,
    headers: fc
      .tuple(options.headers, contentType)
      .map(([headers, type]) =>
        type === undefined ? headers : { ...headers, 'content-type': type },
      ),
  }) as Arbitrary<FuzzRequest>
}

/** The inject options for a generated request: GET and HEAD carry no body. */
export function injectOptions(route: RecordedRoute, { url, body, headers }: FuzzRequest) {
  return {
    method: route.method as 'GET',
    url,
    headers,
    ...(body === undefined || route.method === 'GET' || route.method === 'HEAD'
      ? {}
      : { payload: body }),
  }
}
