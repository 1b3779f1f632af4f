// Who may call which casting route: one table of roles x routes, each cell on a fresh
// casting in the state the route is about (ADR 0023). Cannot see it: 404; can see it but
// it is not theirs: 403; no token on a signed-in route: 401.
import { describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import type { TestAppContext } from '../../../test/helpers/app.js'
import type { Prisma } from '../../generated/prisma/client.js'
import {
  castingInput,
  createCasting,
  INFO,
  setupCastingSuite,
  type CastingCast,
} from './testing/casting-fixtures.js'

type Role = 'guest' | keyof CastingCast
const ROLES: readonly Role[] = [
  'guest',
  'model',
  'agency',
  'unapprovedClient',
  'owner',
  'otherClient',
  'admin',
]

interface Row {
  route: string
  method: 'GET' | 'POST' | 'PATCH'
  /** Builds the state the route acts on and answers its path. */
  path: (cast: CastingCast, ctx: TestAppContext) => Promise<string>
  body?: () => unknown
  expect: Record<Role, number>
}

const owned =
  (data: Partial<Prisma.CastingUncheckedCreateInput> = {}, by: keyof CastingCast = 'owner') =>
  async (cast: CastingCast, ctx: TestAppContext) =>
    (await createCasting(ctx.db.prisma, cast[by].user.id, data)).id

const all = (status: number, overrides: Partial<Record<Role, number>> = {}) =>
  Object.fromEntries(ROLES.map((role) => [role, overrides[role] ?? status])) as Record<Role, number>

const EVERYONE = all(200)
/** Drafts, held and hidden castings: only their client and admins know they exist. */
const MANAGERS_SEE = all(404, { owner: 200, admin: 200 })
/** A public casting: strangers see it, so changing it is 403 for them. */
const OWNER_OF_PUBLIC = (ok: number) => all(403, { guest: 401, owner: ok })
/** A private one: strangers get 404, admins see it but it is not theirs (403). */
const OWNER_OF_PRIVATE = (ok: number) => all(404, { guest: 401, owner: ok, admin: 403 })
const ADMINS = all(403, { guest: 401, admin: 200 })
const reason = () => ({ reason: 'Checked by the trust team.' })

const TABLE: Row[] = [
  { route: 'GET /castings', method: 'GET', path: async () => API_PATHS.CASTINGS, expect: EVERYONE },
  {
    route: 'GET /castings/{live}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned()(cast, ctx)),
    expect: EVERYONE,
  },
  {
    route: 'GET /castings/{closed}',
    method: 'GET',
    path: async (cast, ctx) =>
      API_PATHS.CASTING(await owned({ status: 'closed', closedReason: 'client' })(cast, ctx)),
    expect: EVERYONE,
  },
  {
    route: 'GET /castings/{draft}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned({ status: 'draft' })(cast, ctx)),
    expect: MANAGERS_SEE,
  },
  {
    route: 'GET /castings/{held}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned({ status: 'held' })(cast, ctx)),
    expect: MANAGERS_SEE,
  },
  {
    route: 'GET /castings/{hidden}',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned({ hiddenAt: new Date() })(cast, ctx)),
    expect: MANAGERS_SEE,
  },
  {
    route: 'POST /castings (draft)',
    method: 'POST',
    path: async () => API_PATHS.CASTINGS,
    body: () => castingInput(new Date()),
    // Any client account (service type 3) saves drafts; the admin of the cast is one.
    expect: all(201, { guest: 401, model: 403 }),
  },
  {
    route: 'POST /castings (publish)',
    method: 'POST',
    path: async () => API_PATHS.CASTINGS,
    body: () => castingInput(new Date(), { publish: true }),
    expect: all(201, { guest: 401, model: 403, unapprovedClient: 403 }),
  },
  {
    route: 'PATCH /castings/{live}',
    method: 'PATCH',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned()(cast, ctx)),
    body: () => castingInput(new Date()),
    expect: OWNER_OF_PUBLIC(200),
  },
  {
    route: 'PATCH /castings/{draft}',
    method: 'PATCH',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned({ status: 'draft' })(cast, ctx)),
    body: () => castingInput(new Date()),
    expect: OWNER_OF_PRIVATE(200),
  },
  {
    route: 'PATCH /castings/{closed}',
    method: 'PATCH',
    path: async (cast, ctx) => API_PATHS.CASTING(await owned({ status: 'closed' })(cast, ctx)),
    body: () => castingInput(new Date()),
    expect: OWNER_OF_PUBLIC(409),
  },
  {
    route: 'POST /castings/{draft}/publish',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.CASTING_PUBLISH(await owned({ status: 'draft' })(cast, ctx)),
    expect: OWNER_OF_PRIVATE(200),
  },
  {
    route: "POST /castings/{unapproved client's draft}/publish",
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.CASTING_PUBLISH(await owned({ status: 'draft' }, 'unapprovedClient')(cast, ctx)),
    expect: all(404, { guest: 401, unapprovedClient: 403, admin: 403 }),
  },
  {
    route: 'POST /castings/{live}/publish',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.CASTING_PUBLISH(await owned()(cast, ctx)),
    expect: OWNER_OF_PUBLIC(409),
  },
  {
    route: 'POST /castings/{live}/close',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.CASTING_CLOSE(await owned()(cast, ctx)),
    expect: OWNER_OF_PUBLIC(200),
  },
  {
    route: 'POST /castings/{held}/close',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.CASTING_CLOSE(await owned({ status: 'held' })(cast, ctx)),
    expect: OWNER_OF_PRIVATE(200),
  },
  {
    route: 'GET /castings/{closed while held}',
    method: 'GET',
    path: async (cast, ctx) =>
      API_PATHS.CASTING(
        await owned({ status: 'closed', closedReason: 'client', holdReason: 'Asks for a fee' })(
          cast,
          ctx,
        ),
      ),
    expect: MANAGERS_SEE,
  },
  {
    route: 'POST /castings/{draft}/close',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.CASTING_CLOSE(await owned({ status: 'draft' })(cast, ctx)),
    expect: OWNER_OF_PRIVATE(409),
  },
  {
    route: 'POST /castings/{live}/reports',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.CASTING_REPORTS(await owned()(cast, ctx)),
    body: () => ({ reasonId: INFO.REASON_SPAM, details: '' }),
    expect: all(201, { guest: 401 }),
  },
  {
    route: 'POST /castings/{held}/reports',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.CASTING_REPORTS(await owned({ status: 'held' })(cast, ctx)),
    body: () => ({ reasonId: INFO.REASON_SPAM, details: '' }),
    expect: all(404, { guest: 401 }),
  },
  {
    route: 'GET /admin/castings',
    method: 'GET',
    path: async () => `${API_PATHS.ADMIN_CASTINGS}?status=held`,
    expect: ADMINS,
  },
  {
    route: 'POST /admin/castings/{held}/release',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.ADMIN_CASTING_RELEASE(await owned({ status: 'held' })(cast, ctx)),
    body: reason,
    expect: ADMINS,
  },
  {
    route: 'POST /admin/castings/{held}/reject',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.ADMIN_CASTING_REJECT(await owned({ status: 'held' })(cast, ctx)),
    body: reason,
    expect: ADMINS,
  },
  {
    route: 'POST /admin/castings/{live}/hide',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.ADMIN_CASTING_HIDE(await owned()(cast, ctx)),
    body: reason,
    expect: ADMINS,
  },
  {
    route: 'POST /admin/castings/{hidden}/restore',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.ADMIN_CASTING_RESTORE(await owned({ hiddenAt: new Date() })(cast, ctx)),
    body: reason,
    expect: ADMINS,
  },
]

describe('casting routes: roles x routes', () => {
  // Limits are tested on their own; here they would only count the table's requests.
  const { ctx, cast } = setupCastingSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  const cells = TABLE.flatMap((row) =>
    ROLES.map((role) => ({ ...row, role, status: row.expect[role] })),
  )

  it.each(cells)('$route as $role -> $status', async ({ method, path, body, role, status }) => {
    const url = await path(cast, ctx)
    const payload = body?.()
    const response = await ctx.app.inject({
      method,
      url,
      headers: role === 'guest' ? {} : cast[role].headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
    expect(response.statusCode, response.body).toBe(status)
  })
})
