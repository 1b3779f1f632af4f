// Who may read and write which thread (issue #15, ADR 0025): one table of roles x routes,
// each cell on a fresh application or proposal. Outsiders get 404, as for a thread that does
// not exist; administrators are outsiders here (they see reported messages via the report).
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import { setupTestApp, type TestAppContext } from '../../../test/helpers/app.js'
import {
  createApplication,
  createProposal,
  createThreadCast,
  INFO,
  seedModelReferenceData,
  type ThreadCast,
} from './testing/thread-fixtures.js'

type Role =
  | 'guest'
  | 'applicant'
  | 'otherModel'
  | 'castingOwner'
  | 'otherClient'
  | 'admin'
  | 'proposalSender'
  | 'proposalRecipient'
const ROLES: readonly Role[] = [
  'guest',
  'applicant',
  'otherModel',
  'castingOwner',
  'otherClient',
  'admin',
  'proposalSender',
  'proposalRecipient',
]

interface Row {
  route: string
  method: 'GET' | 'POST'
  /** Builds the state the route acts on and answers its path. */
  path: (cast: ThreadCast, ctx: TestAppContext) => Promise<string>
  body?: object
  expect: Record<Role, number>
}

/** The applicant and the casting owner are also the proposal's recipient and sender. */
const signedInAs = (cast: ThreadCast, role: Role) =>
  ({
    guest: null,
    applicant: cast.applicant,
    otherModel: cast.otherModel,
    castingOwner: cast.owner,
    otherClient: cast.otherClient,
    admin: cast.admin,
    proposalSender: cast.owner,
    proposalRecipient: cast.applicant,
  })[role]

const application = async (cast: ThreadCast, ctx: TestAppContext) =>
  createApplication(ctx.db.prisma, {
    clientId: cast.owner.user.id,
    applicantId: cast.applicant.user.id,
  })
const proposal = async (cast: ThreadCast, ctx: TestAppContext) =>
  createProposal(ctx.db.prisma, {
    senderId: cast.owner.user.id,
    recipientId: cast.applicant.user.id,
  })

/** An application whose client has written, so both sides may write. */
async function openedApplication(cast: ThreadCast, ctx: TestAppContext) {
  const row = await application(cast, ctx)
  const answer = await request(ctx.app.server)
    .post(API_PATHS.APPLICATION_MESSAGES(row.id))
    .set(cast.owner.headers)
    .send({ body: 'Hello, are you free on the 24th?' })
  expect(answer.status).toBe(201)
  return row
}

async function messageOf(cast: ThreadCast, ctx: TestAppContext, from: 'owner' | 'applicant') {
  const row = await openedApplication(cast, ctx)
  const answer = await request(ctx.app.server)
    .post(API_PATHS.APPLICATION_MESSAGES(row.id))
    .set(cast[from].headers)
    .send({ body: 'A message to report' })
  expect(answer.status).toBe(201)
  return (answer.body as { data: { message: { id: number } } }).data.message.id
}

const BOTH_SIDES_OF_APPLICATION = (ok: number): Record<Role, number> => ({
  guest: 401,
  applicant: ok,
  otherModel: 404,
  castingOwner: ok,
  otherClient: 404,
  admin: 404,
  proposalSender: ok,
  proposalRecipient: ok,
})

const ROWS: Row[] = [
  {
    route: 'read an application thread',
    method: 'GET',
    path: async (cast, ctx) =>
      API_PATHS.APPLICATION_MESSAGES((await openedApplication(cast, ctx)).id),
    expect: BOTH_SIDES_OF_APPLICATION(200),
  },
  {
    route: 'read an application thread before any message',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.APPLICATION_MESSAGES((await application(cast, ctx)).id),
    expect: BOTH_SIDES_OF_APPLICATION(200),
  },
  {
    route: 'write first in an application thread (the client only)',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.APPLICATION_MESSAGES((await application(cast, ctx)).id),
    body: { body: 'Hello' },
    expect: {
      guest: 401,
      applicant: 403,
      otherModel: 404,
      castingOwner: 201,
      otherClient: 404,
      admin: 404,
      proposalSender: 201,
      proposalRecipient: 403,
    },
  },
  {
    route: 'answer in an application thread',
    method: 'POST',
    path: async (cast, ctx) =>
      API_PATHS.APPLICATION_MESSAGES((await openedApplication(cast, ctx)).id),
    body: { body: 'Yes, I am free.' },
    expect: BOTH_SIDES_OF_APPLICATION(201),
  },
  {
    route: 'read a proposal thread',
    method: 'GET',
    path: async (cast, ctx) => API_PATHS.PROPOSAL_MESSAGES((await proposal(cast, ctx)).id),
    expect: BOTH_SIDES_OF_APPLICATION(200),
  },
  {
    route: 'write first in a proposal thread (either side)',
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.PROPOSAL_MESSAGES((await proposal(cast, ctx)).id),
    body: { body: 'Hello' },
    expect: BOTH_SIDES_OF_APPLICATION(201),
  },
  {
    route: 'read a footer-form proposal (no recipient: no thread)',
    method: 'GET',
    path: async (cast, ctx) =>
      API_PATHS.PROPOSAL_MESSAGES(
        (await createProposal(ctx.db.prisma, { senderId: cast.owner.user.id, recipientId: null }))
          .id,
      ),
    expect: {
      guest: 401,
      applicant: 404,
      otherModel: 404,
      castingOwner: 404,
      otherClient: 404,
      admin: 404,
      proposalSender: 404,
      proposalRecipient: 404,
    },
  },
  {
    route: "report the client's message",
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MESSAGE_REPORTS(await messageOf(cast, ctx, 'owner')),
    body: { reasonId: INFO.REASON_SPAM },
    expect: {
      guest: 401,
      applicant: 201,
      otherModel: 404,
      castingOwner: 403,
      otherClient: 404,
      admin: 404,
      proposalSender: 403,
      proposalRecipient: 201,
    },
  },
  {
    route: "report the applicant's message",
    method: 'POST',
    path: async (cast, ctx) => API_PATHS.MESSAGE_REPORTS(await messageOf(cast, ctx, 'applicant')),
    body: { reasonId: INFO.REASON_SPAM },
    expect: {
      guest: 401,
      applicant: 403,
      otherModel: 404,
      castingOwner: 201,
      otherClient: 404,
      admin: 404,
      proposalSender: 201,
      proposalRecipient: 403,
    },
  },
]

describe('thread routes: who may call them', () => {
  // The cast writes far more than 20 messages a minute here; limits have their own tests.
  const ctx = setupTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } })
  let cast: ThreadCast
  beforeAll(async () => {
    await seedModelReferenceData(ctx.db.prisma)
    cast = await createThreadCast(ctx.app)
  })

  const cells = ROWS.flatMap((row) => ROLES.map((role) => [row.route, role, row] as const))
  it.each(cells)('%s as %s', async (_route, role, row) => {
    const path = await row.path(cast, ctx)
    const caller = signedInAs(cast, role)
    let call = request(ctx.app.server)[row.method === 'GET' ? 'get' : 'post'](path)
    if (caller) call = call.set(caller.headers)
    const answer = row.body === undefined ? await call : await call.send(row.body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(row.expect[role])
  })

  it('answers a thread id that does not exist like one the caller may not see', async () => {
    for (const path of [
      API_PATHS.APPLICATION_MESSAGES(999_999),
      API_PATHS.PROPOSAL_MESSAGES(999_999),
    ]) {
      const answer = await request(ctx.app.server).get(path).set(cast.otherClient.headers)
      expect(answer.status).toBe(404)
    }
  })
})
