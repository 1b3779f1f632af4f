import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  API_PATHS,
  countryListQuerySchema,
  countryListResponseSchema,
  INFO_TYPE,
  infosQuerySchema,
  infosResponseSchema,
  keywordTopResponseSchema,
  MESSAGES,
  type Language,
} from '@cnm/contracts'
import { headerLanguage } from '../../lib/i18n/request-language.js'
import { notFound } from '../../lib/http-error.js'
import { lazyChildLoggerFactory } from '../../lib/lazy-logger.js'
import { envelope } from '../../lib/reply.js'
import { sendCached } from './cached-reply.js'
import { FLAG_ROUTE, flagCodeFromFile, flagImage } from './flags.js'
import { createInfosService } from './infos.service.js'
import type { CachedBody } from './reference-cache.js'
import { allowCrossOriginEmbedding } from '../../plugins/security-headers.js'

const JSON_TYPE = 'application/json; charset=utf-8'
// Browsers and shared caches may reuse a list for a minute, then revalidate (a 304 via
// the ETag); the web keeps lists for the whole session anyway (spec §7).
const LIST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'
const LIST_REPLY = { cacheControl: LIST_CACHE_CONTROL, contentType: JSON_TYPE }
// A flag url carries its content hash (?v=…), so that exact url never changes.
const FLAG_CACHE_CONTROL = 'public, max-age=31536000, immutable'
const FLAG_UNVERSIONED_CACHE_CONTROL = 'public, max-age=86400'
const KEYWORD_TOP_CACHE_CONTROL = 'public, max-age=60'
// Cached reads are the busiest, least telling requests (every page load asks for a few).
// Logging each at info halved their throughput (docs/decisions/0009); failures still log,
// and only then is a request logger made.
const cachedRead = { logLevel: 'warn' as const, childLoggerFactory: lazyChildLoggerFactory }
// Some flags carry inline styles, which a flag opened on its own must still show.
const FLAG_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"

// Cities are only served per country: all of them at once would be ~10 MB.
const infosRouteQuerySchema = infosQuerySchema.superRefine((query, ctx) => {
  if (query.type === INFO_TYPE.CITY && query.parentId === undefined) {
    ctx.addIssue({ code: 'custom', path: ['parentId'], message: MESSAGES.REQUIRED })
  }
})

/**
 * ADR 0022: names in `?lang`, else in the guest's language from the headers. An answer that
 * went by the headers says so in Vary (after CORS's Origin), so no shared or browser cache
 * hands a Korean list to an English visitor; the web always sends ?lang and needs no Vary.
 */
function listLanguage(request: FastifyRequest, reply: FastifyReply, lang?: Language): Language {
  if (lang) return lang
  const vary = reply.getHeader('vary')
  reply.header(
    'vary',
    vary ? `${String(vary)}, accept-language, cookie` : 'accept-language, cookie',
  )
  return headerLanguage(request.headers)
}

/**
 * A list straight from memory when `peek` has it, without a promise (see `pnpm bench`), else
 * once `load` has it. Repeats then come from the front cache for as long as `peek` still
 * gives this very body.
 */
function sendList(
  request: FastifyRequest,
  reply: FastifyReply,
  peek: () => CachedBody | undefined,
  load: () => Promise<CachedBody>,
): void | Promise<void> {
  const send = (body: CachedBody) => {
    sendCached(request, reply, body, { ...LIST_REPLY, isCurrent: () => peek() === body })
  }
  const cached = peek()
  return cached ? send(cached) : load().then(send)
}

/**
 * Reference data (spec §3, §7). Registered without a prefix: /users/most-keyword-top-10
 * lives here while the users module owns the rest of /users.
 */
export const infosRoutes: FastifyPluginAsyncZod = async (app) => {
  const infos = createInfosService({ prisma: app.prisma, clock: app.clock, log: app.log })

  app.get(
    API_PATHS.INFOS,
    {
      ...cachedRead,
      schema: {
        tags: ['infos'],
        summary: 'Items of one info type (spec §3); cities need parentId (a country id)',
        querystring: infosRouteQuerySchema,
        response: { 200: infosResponseSchema },
      },
    },
    (request, reply) => {
      const language = listLanguage(request, reply, request.query.lang)
      return sendList(
        request,
        reply,
        () => infos.cachedInfos(request.query, language),
        () => infos.infos(request.query, language),
      )
    },
  )

  app.get(
    API_PATHS.COUNTRY_LIST,
    {
      ...cachedRead,
      schema: {
        tags: ['infos'],
        summary: 'Every country with its dialling code and flag url',
        querystring: countryListQuerySchema,
        response: { 200: countryListResponseSchema },
      },
    },
    (request, reply) => {
      const language = listLanguage(request, reply, request.query.lang)
      return sendList(
        request,
        reply,
        () => infos.cachedCountryList(language),
        () => infos.countryList(language),
      )
    },
  )

  app.get(
    FLAG_ROUTE,
    {
      ...cachedRead,
      schema: {
        tags: ['infos'],
        summary: 'Flag image (SVG) of a country, e.g. /infos/flags/KR.svg',
        params: z.object({ file: z.string() }),
        querystring: z.object({ v: z.string().optional() }),
      },
    },
    async (request, reply) => {
      // The web app shows flags from its own origin, so they may be embedded cross-origin.
      allowCrossOriginEmbedding(reply, FLAG_CSP)
      const code = flagCodeFromFile(request.params.file)
      const image = code ? flagImage(code) : null
      if (!image) throw notFound()
      const current = request.query.v === image.version
      return sendCached(
        request,
        reply,
        { payload: image.svg, bytes: image.bytes, gzip: null, etag: image.etag },
        {
          cacheControl: current ? FLAG_CACHE_CONTROL : FLAG_UNVERSIONED_CACHE_CONTROL,
          contentType: 'image/svg+xml',
        },
      )
    },
  )

  app.get(
    API_PATHS.KEYWORD_TOP,
    {
      schema: {
        tags: ['infos'],
        summary: 'The ten keywords used by most model profiles',
        response: { 200: keywordTopResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', KEYWORD_TOP_CACHE_CONTROL)
      // Names (and the message) follow the visitor's language (ADR 0022), said in Vary.
      return envelope({ keywords: await infos.keywordTop(listLanguage(request, reply)) })
    },
  )
}
