// Who may call which model route: one table of roles x routes, each cell on a fresh
// profile in the state the route is about (ADR 0005, 0015; access rules in model-access.ts).
import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { API_PATHS, MODEL_PHOTO_FIELD } from '@cnm/contracts'
import type { TestAppContext } from '../../../test/helpers/app.js'
import { jpegWithGps } from '../../../test/fakes/photos.js'
import { createProfile, INFO, type Cast, setupModelSuite } from './testing/model-fixtures.js'

type Role = 'guest' | keyof Cast
const ROLES: readonly Role[] = [
  'guest',
  'modelOwner',
  'otherModel',
  'agencyOwner',
  'client',
  'admin',
]

interface Request {
  url: string
  body?: unknown
  /** A raw body (multipart) with its content type. */
  raw?: { payload: Buffer; contentType: string }
}

interface Row {
  route: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Builds the state the route acts on and answers its path (or the whole request). */
  path: (cast: Cast, app: TestAppContext) => Promise<string | Request>
  body?: unknown
  expect: Record<Role, number>
}

/** One photo in a multipart body, as a browser's FormData sends it. */
async function photoUpload(): Promise<Request['raw']> {
  const boundary = `----cnm${randomUUID().replace(/-/g, '')}`
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${MODEL_PHOTO_FIELD}"; ` +
        `filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    await jpegWithGps({ width: 64, height: 48 }),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A second ready photo, so deleting one leaves a published profile complete. */
async function addReadyPhoto(ctx: TestAppContext, profileId: number): Promise<string> {
  const id = randomUUID()
  await ctx.db.prisma.modelPhoto.create({
    data: {
      id,
      profileId,
      position: 1,
      status: 'ready',
      originalKey: `originals/${id}/${id.replace(/-/g, '')}.jpg`,
      contentHash: id.replace(/-/g, ''),
      width: 1200,
      height: 1600,
      variants: [{ width: 320, key: `variants/${id}/${id.slice(0, 8)}-320.webp`, bytes: 9_000 }],
    },
  })
  return id
}

const photoIdsOf = async (ctx: TestAppContext, profileId: number) =>
  (
    await ctx.db.prisma.modelPhoto.findMany({
      where: { profileId },
      orderBy: { position: 'desc' },
      select: { id: true },
    })
  ).map((photo) => photo.id)

const published = async (cast: Cast, ctx: TestAppContext) =>
  (await createProfile(ctx.db.prisma, cast.modelOwner.user.id)).id
const inState =
  (status: 'draft' | 'hidden', extra = {}) =>
  async (cast: Cast, ctx: TestAppContext) =>
    (await createProfile(ctx.db.prisma, cast.modelOwner.user.id, { status, ...extra })).id

// The answers that repeat down the table, named by who gets through.
const EVERYONE: Record<Role, number> = {
  guest: 200,
  modelOwner: 200,
  otherModel: 200,
  agencyOwner: 200,
  client: 200,
  admin: 200,
}
/** A public profile: strangers see it, so changing it is 403 for them. */
const managersOfPublic = (ok: number): Record<Role, number> => ({
  guest: 401,
  modelOwner: ok,
  otherModel: 403,
  agencyOwner: 403,
  client: 403,
  admin: ok,
})
const MANAGERS_OF_PUBLIC: Record<Role, number> = {
  guest: 401,
  modelOwner: 200,
  otherModel: 403,
  agencyOwner: 403,
  client: 403,
  admin: 200,
}
/** A draft or hidden profile: strangers cannot tell it exists (404). */
const managersOfPrivate = (ok: number): Record<Role, number> => ({
  guest: 401,
  modelOwner: ok,
  otherModel: 404,
  agencyOwner: 404,
  client: 404,
  admin: ok,
})
const MANAGERS_OF_PRIVATE: Record<Role, number> = {
  guest: 401,
  modelOwner: 200,
  otherModel: 404,
  agencyOwner: 404,
  client: 404,
  admin: 200,
}
const SIGNED_IN: Record<Role, number> = {
  guest: 401,
  modelOwner: 200,
  otherModel: 200,
  agencyOwner: 200,
  client: 200,
  admin: 200,
}
const ADMINS: Record<Role, number> = {
  guest: 401,
  modelOwner: 403,
  otherModel: 403,
  agencyOwner: 403,
  client: 403,
  admin: 200,
}
const NOBODY_SIGNED_IN: Record<Role, number> = {
  guest: 401,
  modelOwner: 404,
  otherModel: 404,
  agencyOwner: 404,
  client: 404,
  admin: 404,
}

const TABLE: Row[] = [
  {
    route: 'GET /models',
    method: 'GET',
    path: async () => API_PATHS.MODELS,
    expect: EVERYONE,
  },
  {
    route: 'GET /models/{published}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.MODEL(await published(cast, ctx)),
    expect: EVERYONE,
  },
  {
    route: 'GET /models/{draft}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.MODEL(await inState('draft')(cast, ctx)),
    expect: {
      guest: 404,
      modelOwner: 200,
      otherModel: 404,
      agencyOwner: 404,
      client: 404,
      admin: 200,
    },
  },
  {
    route: 'GET /models/{hidden}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.MODEL(await inState('hidden')(cast, ctx)),
    expect: {
      guest: 404,
      modelOwner: 200,
      otherModel: 404,
      agencyOwner: 404,
      client: 404,
      admin: 200,
    },
  },
  {
    route: 'GET /models/{deleted}',
    method: 'GET',
    path: async (cast, ctx) => {
      const id = await published(cast, ctx)
      await ctx.db.prisma.modelProfile.delete({ where: { id } })
      return API_PATHS.MODEL(id)
    },
    expect: {
      guest: 404,
      modelOwner: 404,
      otherModel: 404,
      agencyOwner: 404,
      client: 404,
      admin: 404,
    },
  },
  {
    route: 'POST /models',
    method: 'POST',
    path: async () => API_PATHS.MODELS,
    body: { stageName: 'New Face' },
    // The admin of the cast is a client account without an agency: not a registrant.
    expect: {
      guest: 401,
      modelOwner: 201,
      otherModel: 201,
      agencyOwner: 201,
      client: 403,
      admin: 403,
    },
  },
  {
    route: 'PATCH /models/{published}',
    method: 'PATCH',
    path: async (cast, ctx) => API_PATHS.MODEL(await published(cast, ctx)),
    body: { bio: 'Updated.' },
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'PATCH /models/{draft}',
    method: 'PATCH',
    path: async (cast, ctx) => API_PATHS.MODEL(await inState('draft')(cast, ctx)),
    body: { bio: 'Updated.' },
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: "PATCH /models/{agency's draft}",
    method: 'PATCH',
    path: async (cast, ctx) =>
      API_PATHS.MODEL(
        (await createProfile(ctx.db.prisma, cast.agencyOwner.user.id, { status: 'draft' })).id,
      ),
    body: { bio: 'Updated.' },
    expect: {
      guest: 401,
      modelOwner: 404,
      otherModel: 404,
      agencyOwner: 200,
      client: 404,
      admin: 200,
    },
  },
  {
    route: 'DELETE /models/{published}',
    method: 'DELETE',
    path: async (cast, ctx) => API_PATHS.MODEL(await published(cast, ctx)),
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'DELETE /models/{draft}',
    method: 'DELETE',
    path: async (cast, ctx) => API_PATHS.MODEL(await inState('draft')(cast, ctx)),
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: 'POST /models/{complete draft}/publish',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.MODEL_PUBLISH(await inState('draft', { publishedAt: null })(cast, ctx)),
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: 'POST /models/{published}/hide',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_HIDE(await published(cast, ctx)),
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'POST /models/{hidden}/unhide',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_UNHIDE(await inState('hidden')(cast, ctx)),
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: 'POST /models/{published}/review-request',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_REVIEW_REQUEST(await published(cast, ctx)),
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'POST /models/{published}/likes',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_LIKES(await published(cast, ctx)),
    // Nobody likes their own model.
    expect: {
      guest: 401,
      modelOwner: 403,
      otherModel: 200,
      agencyOwner: 200,
      client: 200,
      admin: 200,
    },
  },
  {
    route: 'POST /models/{draft}/likes',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_LIKES(await inState('draft')(cast, ctx)),
    expect: NOBODY_SIGNED_IN,
  },
  {
    route: 'DELETE /models/{published}/likes',
    method: 'DELETE',
    path: async (cast, ctx) => API_PATHS.MODEL_LIKES(await published(cast, ctx)),
    expect: SIGNED_IN,
  },
  {
    route: 'POST /models/{published}/reports',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_REPORTS(await published(cast, ctx)),
    body: { reasonId: INFO.REASON_SPAM },
    expect: {
      guest: 401,
      modelOwner: 201,
      otherModel: 201,
      agencyOwner: 201,
      client: 201,
      admin: 201,
    },
  },
  {
    route: 'POST /models/{hidden}/reports',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MODEL_REPORTS(await inState('hidden')(cast, ctx)),
    body: { reasonId: INFO.REASON_SPAM },
    expect: NOBODY_SIGNED_IN,
  },
  {
    route: 'GET /users/0/models',
    method: 'GET',
    path: async () => API_PATHS.MY_MODELS,
    expect: SIGNED_IN,
  },
  {
    route: 'GET /users/0/models/{draft}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.MY_MODEL(await inState('draft')(cast, ctx)),
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: 'POST /models/{published}/photos',
    method: 'POST',
    path: async (cast, ctx) => ({
      url: API_PATHS.MODEL_PHOTOS(await published(cast, ctx)),
      raw: await photoUpload(),
    }),
    expect: managersOfPublic(202),
  },
  {
    route: 'POST /models/{draft}/photos',
    method: 'POST',
    path: async (cast, ctx) => ({
      url: API_PATHS.MODEL_PHOTOS(await inState('draft')(cast, ctx)),
      raw: await photoUpload(),
    }),
    expect: managersOfPrivate(202),
  },
  {
    route: 'GET /models/{published}/photos/{photoId}',
    method: 'GET',
    path: async (cast, ctx) => {
      const id = await published(cast, ctx)
      const [photoId] = await photoIdsOf(ctx, id)
      return API_PATHS.MODEL_PHOTO(id, photoId!)
    },
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'PUT /models/{published}/photos/order',
    method: 'PUT',
    path: async (cast, ctx) => {
      const id = await published(cast, ctx)
      await addReadyPhoto(ctx, id)
      return { url: API_PATHS.MODEL_PHOTO_ORDER(id), body: { photoIds: await photoIdsOf(ctx, id) } }
    },
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'PUT /models/{hidden}/photos/order',
    method: 'PUT',
    path: async (cast, ctx) => {
      const id = await inState('hidden')(cast, ctx)
      return { url: API_PATHS.MODEL_PHOTO_ORDER(id), body: { photoIds: await photoIdsOf(ctx, id) } }
    },
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: 'DELETE /models/{published}/photos/{photoId}',
    method: 'DELETE',
    path: async (cast, ctx) => {
      const id = await published(cast, ctx)
      return API_PATHS.MODEL_PHOTO(id, await addReadyPhoto(ctx, id))
    },
    expect: MANAGERS_OF_PUBLIC,
  },
  {
    route: 'DELETE /models/{draft}/photos/{photoId}',
    method: 'DELETE',
    path: async (cast, ctx) => {
      const id = await inState('draft')(cast, ctx)
      const [photoId] = await photoIdsOf(ctx, id)
      return API_PATHS.MODEL_PHOTO(id, photoId!)
    },
    expect: MANAGERS_OF_PRIVATE,
  },
  {
    route: 'GET /users/0/likes',
    method: 'GET',
    path: async () => API_PATHS.MY_LIKES,
    expect: SIGNED_IN,
  },
  {
    route: 'GET /admin/models',
    method: 'GET',
    path: async () => API_PATHS.ADMIN_MODELS,
    expect: ADMINS,
  },
  {
    route: 'PATCH /admin/models/{requested}/review',
    method: 'PATCH',
    path: async (cast, ctx) =>
      API_PATHS.ADMIN_MODEL_REVIEW(
        (
          await createProfile(ctx.db.prisma, cast.modelOwner.user.id, {
            reviewStatus: 'requested',
            reviewRequestedAt: new Date(),
          })
        ).id,
      ),
    body: { status: 'approved' },
    expect: ADMINS,
  },
  {
    route: 'GET /admin/model-reports',
    method: 'GET',
    path: async () => API_PATHS.ADMIN_MODEL_REPORTS,
    expect: ADMINS,
  },
  {
    route: 'PATCH /admin/model-reports/{open}',
    method: 'PATCH',
    path: async (cast, ctx) => {
      const profile = await published(cast, ctx)
      const report = await ctx.db.prisma.modelReport.create({
        data: { profileId: profile, reporterId: cast.client.user.id, reasonId: INFO.REASON_SPAM },
      })
      return API_PATHS.ADMIN_MODEL_REPORT(report.id)
    },
    body: { status: 'dismissed' },
    expect: ADMINS,
  },
]

describe('model routes: roles x routes', () => {
  // Limits are tested on their own; here they would only count the table's requests.
  const { ctx, cast } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  const cells = TABLE.flatMap((row) =>
    ROLES.map((role) => ({ ...row, role, status: row.expect[role] })),
  )

  it.each(cells)('$route as $role -> $status', async ({ method, path, body, role, status }) => {
    const built = await path(cast, ctx)
    const { url, body: builtBody, raw } = typeof built === 'string' ? { url: built } : built
    const payload = raw?.payload ?? builtBody ?? body
    const response = await ctx.app.inject({
      method,
      url,
      headers: {
        ...(role === 'guest' ? {} : cast[role].headers),
        ...(raw ? { 'content-type': raw.contentType } : {}),
      },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    expect(response.statusCode, response.body).toBe(status)
  })
})
