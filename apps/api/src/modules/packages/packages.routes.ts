import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  messageOnlyResponseSchema,
  PACKAGE_PASSWORD_HEADER,
  PACKAGE_SERVER_MESSAGES,
  packageIdParamsSchema,
  packageInputSchema,
  packageLinkInputSchema,
  packageListResponseSchema,
  packageOwnerResponseSchema,
  packagePickInputSchema,
  packageShareResponseSchema,
  sharedPackageItemParamsSchema,
  sharedPackageParamsSchema,
  sharedPackageResponseSchema,
  packagePickResponseSchema,
} from '@cnm/contracts'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { createPasswordHasher } from '../../lib/passwords.js'
import { envelope } from '../../lib/reply.js'
import { createCompCardService, sendCompCard } from '../comp-cards/index.js'
import { modelPhotoHooks } from '../photos/index.js'
import { createPackagesService } from './packages.service.js'

const TAGS = ['packages']
const SHARED_PREFIX = '/shared-packages/'

const passwordOf = (request: FastifyRequest): string | undefined => {
  const value = request.headers[PACKAGE_PASSWORD_HEADER]
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

/**
 * Packages shared by link (issue #29, ADR 0045). The owner's routes need a session; the
 * viewer's (/shared-packages/:token...) need only the token (and the password, when set),
 * are rate-limited per IP and tell search engines not to index anything they answer.
 */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const packages = createPackagesService({
    prisma: app.prisma,
    clock: app.clock,
    hasher: createPasswordHasher({ cost: app.config.bcryptCost }),
    photoUrl: modelPhotoHooks(app).url,
    videoFileUrl: (videoId, file) =>
      `${app.config.apiPublicUrl}${API_PATHS.MODEL_VIDEO_FILE(videoId, file)}`,
  })
  const cards = createCompCardService({
    prisma: app.prisma,
    storage: app.storage,
    clock: app.clock,
  })

  // Every answer of a shared route, 404s included: never in a search index.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(SHARED_PREFIX)) reply.header('x-robots-tag', 'noindex, nofollow')
  })

  app.get(
    API_PATHS.PACKAGES,
    signedInRead(app, {
      tags: TAGS,
      summary: "The caller's packages, latest first, with views and picks",
      response: { 200: packageListResponseSchema, ...errorResponses(401) },
    }),
    async (request) => envelope({ packages: await packages.list(authOf(request).userId) }),
  )

  app.post(
    API_PATHS.PACKAGES,
    signedInWrite(app, RATE_LIMITS.packageWrite, {
      tags: TAGS,
      summary: 'Build a package (agencies: their own models; approved clients: any public one)',
      body: packageInputSchema,
      response: { 201: packageOwnerResponseSchema, ...errorResponses(400, 401, 403, 429) },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            { package: await packages.create(authOf(request).userId, request.body) },
            PACKAGE_SERVER_MESSAGES.SAVED,
          ),
        ),
  )

  app.get(
    API_PATHS.PACKAGE(':id'),
    signedInRead(app, {
      tags: TAGS,
      summary: 'One of the caller’s packages (404 for anyone else’s)',
      params: packageIdParamsSchema,
      response: { 200: packageOwnerResponseSchema, ...errorResponses(400, 401, 404) },
    }),
    async (request) =>
      envelope({ package: await packages.get(authOf(request).userId, request.params.id) }),
  )

  app.put(
    API_PATHS.PACKAGE(':id'),
    signedInWrite(app, RATE_LIMITS.packageWrite, {
      tags: TAGS,
      summary: 'Replace a package’s name and items (picks stay on the models kept)',
      params: packageIdParamsSchema,
      body: packageInputSchema,
      response: { 200: packageOwnerResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) =>
      envelope(
        {
          package: await packages.update(authOf(request).userId, request.params.id, request.body),
        },
        PACKAGE_SERVER_MESSAGES.SAVED,
      ),
  )

  app.delete(
    API_PATHS.PACKAGE(':id'),
    signedInWrite(app, RATE_LIMITS.packageWrite, {
      tags: TAGS,
      summary: 'Delete a package and its link',
      params: packageIdParamsSchema,
      response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request) => {
      await packages.remove(authOf(request).userId, request.params.id)
      return envelope(null, PACKAGE_SERVER_MESSAGES.DELETED)
    },
  )

  app.post(
    API_PATHS.PACKAGE_LINK(':id'),
    signedInWrite(app, RATE_LIMITS.packageWrite, {
      tags: TAGS,
      summary: 'A new share link (expiry, optional password); the previous link stops working',
      params: packageIdParamsSchema,
      body: packageLinkInputSchema,
      response: { 201: packageShareResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(
          envelope(
            await packages.share(authOf(request).userId, request.params.id, request.body),
            PACKAGE_SERVER_MESSAGES.SHARED,
          ),
        ),
  )

  app.delete(
    API_PATHS.PACKAGE_LINK(':id'),
    signedInWrite(app, RATE_LIMITS.packageWrite, {
      tags: TAGS,
      summary: 'Revoke the share link at once',
      params: packageIdParamsSchema,
      response: { 200: packageOwnerResponseSchema, ...errorResponses(400, 401, 404, 429) },
    }),
    async (request) =>
      envelope(
        { package: await packages.revoke(authOf(request).userId, request.params.id) },
        PACKAGE_SERVER_MESSAGES.REVOKED,
      ),
  )

  app.get(
    API_PATHS.SHARED_PACKAGE(':token'),
    {
      config: { rateLimit: RATE_LIMITS.sharedPackage },
      schema: {
        tags: TAGS,
        summary: 'A package by its link (no account; password in X-Package-Password when set)',
        params: sharedPackageParamsSchema,
        response: { 200: sharedPackageResponseSchema, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) =>
      envelope({ package: await packages.view(request.params.token, passwordOf(request)) }),
  )

  app.put(
    API_PATHS.SHARED_PACKAGE_PICK(':token', ':profileId'),
    {
      config: { rateLimit: RATE_LIMITS.sharedPackagePick },
      schema: {
        tags: TAGS,
        summary: "The viewer's favourite and comment on one model of the package",
        params: sharedPackageItemParamsSchema,
        body: packagePickInputSchema,
        response: {
          200: packagePickResponseSchema,
          ...errorResponses(400, 403, 404, 429),
        },
      },
    },
    async (request) =>
      envelope(
        {
          pick: await packages.pick(
            request.params.token,
            passwordOf(request),
            request.params.profileId,
            request.body,
          ),
        },
        PACKAGE_SERVER_MESSAGES.PICK_SAVED,
      ),
  )

  app.get(
    API_PATHS.SHARED_PACKAGE_COMP_CARD(':token', ':profileId'),
    {
      config: { rateLimit: RATE_LIMITS.compCard },
      schema: {
        tags: TAGS,
        summary: 'The comp card (PDF) of one model of the package',
        params: sharedPackageItemParamsSchema,
        response: errorResponses(400, 403, 404, 429),
      },
    },
    async (request, reply) => {
      const { item } = await packages.sharedItem(
        request.params.token,
        passwordOf(request),
        request.params.profileId,
      )
      const card = await cards.cardOf(item.profileId)
      if (!card) throw new Error('packages: a public profile has no comp card')
      return sendCompCard(request, reply, card)
    },
  )
}
