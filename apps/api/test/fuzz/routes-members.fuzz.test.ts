// The route fuzz of ADR 0020 for signed-in callers: every recorded route, called by a model,
// an approved client and an administrator with a valid token and fast-check-generated path
// parameters (often ids of rows that exist, so requests reach the handlers), queries, bodies
// and headers, must never answer 5xx. Table changes are checked for guests only
// (routes.fuzz.test.ts): a member's request may legitimately write almost anywhere.
import fc from 'fast-check'
import { SERVICE_TYPE } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import type { App } from '../../src/app.js'
import { seedAccountReferenceData } from '../../src/modules/users/testing/reference-data.js'
import {
  createApplication,
  createCasting,
} from '../../src/modules/applications/testing/casting-factory.js'
import {
  createProfile,
  INFO,
  seedModelReferenceData,
} from '../../src/modules/models/testing/model-fixtures.js'
import {
  createBooking,
  createReview,
  createThread,
  headersFor,
  signInApprovedClient,
} from '../../src/modules/reviews/testing/trust-fixtures.js'
import { createProposal } from '../../src/modules/threads/testing/thread-fixtures.js'
import { signIn } from '../helpers/factories.js'
import {
  FUZZ_SEED,
  fuzzRuns,
  injectOptions,
  memberHeaders,
  type RealIds,
  requestArbitrary,
} from './request-arbitrary.js'
import { useFuzzApp } from './fuzz-app.js'

/** Runs per route and role (three roles); FUZZ_RUNS raises it for a longer hunt. */
const RUNS = fuzzRuns(10)

const ROLES = ['model', 'client', 'admin'] as const
type Role = (typeof ROLES)[number]
interface Caller {
  id: number
  role: 'USER' | 'ADMIN'
}

/**
 * The three callers and rows they own or can see: the model's published and draft profiles,
 * the client's live and draft castings, an application of the profile on the live casting, a
 * past booking with a review and a thread, a direct proposal, and open reports of each kind.
 */
interface World {
  callers: Record<Role, Caller>
  /** Ids above for a path parameter, by the path segment before it ("castings"). */
  ids: RealIds
}

async function buildWorld(app: App): Promise<World> {
  const prisma = app.prisma
  const [model, client, admin] = await Promise.all([
    signIn(app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    signInApprovedClient(app),
    signIn(app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL, role: 'ADMIN' }),
  ])
  const profile = await createProfile(prisma, model.user.id)
  const draftProfile = await createProfile(
    prisma,
    model.user.id,
    { status: 'draft', publishedAt: null },
    { photo: false },
  )
  const live = await createCasting(prisma, client.user.id)
  const draft = await createCasting(prisma, client.user.id, { status: 'draft', publishedAt: null })
  const application = await createApplication(prisma, {
    castingId: live.id,
    modelProfileId: profile.id,
    applicantId: model.user.id,
  })
  const booking = await createBooking(prisma, client.user.id, model.user.id, {
    profileId: profile.id,
  })
  const review = await createReview(prisma, booking, 'client_to_model')
  const { messages } = await createThread(prisma, booking, ['Hello', 'See you Monday'])
  const proposal = await createProposal(prisma, {
    senderId: client.user.id,
    recipientId: model.user.id,
  })
  const reason = { reporterId: model.user.id, reasonId: INFO.REASON_SPAM, details: 'Fake' }
  const reports = await Promise.all([
    prisma.report.create({ data: { ...reason, target: 'casting', castingId: live.id } }),
    prisma.report.create({ data: { ...reason, target: 'review', reviewId: review.id } }),
    prisma.report.create({
      data: { ...reason, target: 'message', messageId: (messages[0] as { id: number }).id },
    }),
  ])
  const modelReport = await prisma.modelReport.create({
    data: { ...reason, reporterId: client.user.id, profileId: profile.id },
  })
  const ids = (...values: Array<number | string | null>) =>
    values.filter((value) => value !== null).map(String)
  const byKind: Record<string, string[]> = {
    users: ids(model.user.id, client.user.id, admin.user.id),
    partners: ids(client.user.id),
    sessions: ids(model.session.id, client.session.id, admin.session.id),
    models: ids(profile.id, draftProfile.id),
    photos: ids(profile.coverPhotoId),
    castings: ids(live.id, draft.id, booking.casting.id),
    applications: ids(application.id, booking.application.id),
    reviews: ids(review.id),
    messages: ids(...messages.map((message) => message.id)),
    proposals: ids(proposal.id),
    // /admin/reports/:kind/:id takes either table's ids.
    ':kind': ids(...reports.map((report) => report.id), modelReport.id),
    'model-reports': ids(modelReport.id),
  }
  const all = [...new Set(Object.values(byKind).flat())]
  return {
    callers: { model: model.user, client: client.user, admin: admin.user },
    // Mostly an id of the kind the path names, sometimes any other (another table's id).
    ids: (segment) => {
      const kind = byKind[segment]
      return kind ? [...kind, ...kind, ...kind, ...all] : all
    },
  }
}

describe('every route, fuzzed as a signed-in member', () => {
  const fuzz = useFuzzApp(async (db) => {
    await seedAccountReferenceData(db.prisma)
    await seedModelReferenceData(db.prisma)
  })
  let world: World

  /**
   * A token for the caller on a fresh session (a run may have logged out or ended every
   * session); a fresh world when the caller's account is gone (withdrawn, deleted, suspended,
   * demoted), so the next request is a member's again.
   */
  async function authorization(role: Role): Promise<string> {
    const { app, db } = fuzz
    const caller = world.callers[role]
    const row = await db.prisma.user.findUnique({
      where: { id: caller.id },
      select: { deletedAt: true, suspendedAt: true, role: true },
    })
    if (!row || row.deletedAt || row.suspendedAt || row.role !== caller.role) {
      world = await buildWorld(app)
    }
    return (await headersFor(app, world.callers[role])).authorization
  }

  it.each(ROLES)(
    'never answers 5xx to a signed-in %s',
    async (role) => {
      const { app, recorded } = fuzz
      world = await buildWorld(app)
      expect(recorded.length).toBeGreaterThan(10)
      // Every route gets its runs; the failures of all of them are reported at the end.
      const failures: string[] = []
      for (const route of recorded) {
        const key = `${role}: ${route.method} ${route.url}`
        const arbitrary = requestArbitrary(route, {
          headers: memberHeaders,
          realIds: (segment) => world.ids(segment),
        })
        const details = await fc.check(
          fc.asyncProperty(arbitrary, async (request) => {
            const headers = { ...request.headers, authorization: await authorization(role) }
            const response = await app.inject(injectOptions(route, { ...request, headers }))
            // Work a route does after answering belongs to it, not to the next request.
            await app.afterResponse.settled()
            expect(response.statusCode, `${key}: ${response.body.slice(0, 300)}`).toBeLessThan(500)
          }),
          { numRuns: RUNS, ...FUZZ_SEED },
        )
        if (details.failed) failures.push(fc.defaultReportMessage(details) ?? key)
      }
      expect(failures.join('\n\n'), `${failures.length} route(s) answered 5xx`).toBe('')
    },
    // About 5 to 20 s per role at the default 10 runs on a quiet machine, up to 60 s on one
    // loaded with other work. The limit only catches a hang; FUZZ_RUNS scales it.
    Math.max(1, RUNS / 10) * 300_000,
  )
})
