// The inbox (issue #26): both sides list every thread they have a message in, newest first,
// with their own unread count; nobody lists a thread they are not on; reading empties it.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, inboxResponseSchema, type Inbox } from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { bornYearsAgo } from '../models/testing/model-fixtures.js'
import {
  createApplication,
  createProposal,
  createThreadCast,
  seedModelReferenceData,
  type ThreadCast,
} from './testing/thread-fixtures.js'

describe('GET /users/0/threads (the inbox)', () => {
  const ctx = setupTestApp({ env: { RATE_LIMIT_ENABLED: 'false' } })
  let cast: ThreadCast
  beforeAll(async () => {
    await seedModelReferenceData(ctx.db.prisma)
    cast = await createThreadCast(ctx.app)
  })

  const post = (path: string, who: SignedIn, body: string) =>
    request(ctx.app.server).post(path).set(who.headers).send({ body })
  async function inboxOf(who: SignedIn, query = ''): Promise<Inbox> {
    const answer = await request(ctx.app.server)
      .get(`${API_PATHS.MY_THREADS}${query}`)
      .set(who.headers)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return inboxResponseSchema.parse(answer.body).data
  }

  it('lists both sides’ threads newest first with each side’s unread count; reading empties it', async () => {
    const { owner, applicant, otherClient, otherModel } = await createThreadCast(ctx.app)
    const first = await createApplication(ctx.db.prisma, {
      clientId: owner.user.id,
      applicantId: applicant.user.id,
    })
    const second = await createApplication(ctx.db.prisma, {
      clientId: owner.user.id,
      applicantId: applicant.user.id,
    })
    const proposal = await createProposal(ctx.db.prisma, {
      senderId: owner.user.id,
      recipientId: applicant.user.id,
    })
    // No message yet: no thread in anybody's inbox, and the empty state says so (total 0).
    expect(await inboxOf(owner)).toMatchObject({ items: [], total: 0, page: 1 })

    await post(API_PATHS.APPLICATION_MESSAGES(first.id), owner, 'Hello from the first casting')
    await post(API_PATHS.PROPOSAL_MESSAGES(proposal.id), owner, 'About the proposal')
    await post(API_PATHS.APPLICATION_MESSAGES(second.id), owner, 'Second casting')
    await post(API_PATHS.APPLICATION_MESSAGES(second.id), owner, 'Second casting, again')
    await post(API_PATHS.APPLICATION_MESSAGES(first.id), applicant, 'Thanks!')

    const model = await inboxOf(applicant)
    expect(model.total).toBe(3)
    expect(model.items.map((item) => [item.kind, item.refId, item.unread, item.mySide])).toEqual([
      ['application', first.id, 1, 'model'],
      ['application', second.id, 2, 'model'],
      ['proposal', proposal.id, 1, 'model'],
    ])
    expect(model.items[0]).toMatchObject({
      title: 'Spring lipstick campaign',
      counterpartName: 'Acme Cosmetics',
    })
    const client = await inboxOf(owner)
    expect(client.items.map((item) => [item.refId, item.unread, item.mySide])).toEqual([
      [first.id, 1, 'client'],
      [second.id, 0, 'client'],
      [proposal.id, 0, 'client'],
    ])
    expect(client.items[0]?.counterpartName).toBe('Mina Kim')

    // Reading a thread empties its count in the inbox.
    await request(ctx.app.server)
      .get(API_PATHS.APPLICATION_MESSAGES(second.id))
      .set(applicant.headers)
    expect((await inboxOf(applicant)).items.find((item) => item.refId === second.id)?.unread).toBe(
      0,
    )

    // Pages.
    const paged = await inboxOf(applicant, '?pageSize=2&page=2')
    expect(paged).toMatchObject({ page: 2, pageSize: 2, total: 3 })
    expect(paged.items.map((item) => item.refId)).toEqual([proposal.id])

    // Strangers see none of it.
    for (const stranger of [otherClient, otherModel, cast.admin]) {
      expect((await inboxOf(stranger)).total).toBe(0)
    }
  })

  it('names a minor by first name only until the booking stands (ADR 0035)', async () => {
    const { owner, applicant } = await createThreadCast(ctx.app)
    const application = await createApplication(ctx.db.prisma, {
      clientId: owner.user.id,
      applicantId: applicant.user.id,
    })
    await ctx.db.prisma.modelProfile.update({
      where: { id: application.modelProfileId },
      data: { birthDate: bornYearsAgo(12, ctx.app.clock.now()) },
    })
    await post(API_PATHS.APPLICATION_MESSAGES(application.id), owner, 'Hello')
    expect((await inboxOf(owner)).items[0]?.counterpartName).toBe('Mina')
    expect((await inboxOf(applicant)).items[0]?.profile?.stageName).toBe('Mina Kim')
    await ctx.db.prisma.application.update({
      where: { id: application.id },
      data: { status: 'booked' },
    })
    expect((await inboxOf(owner)).items[0]?.counterpartName).toBe('Mina Kim')
  })

  it('answers a guest 401 and a bad page 400', async () => {
    expect((await request(ctx.app.server).get(API_PATHS.MY_THREADS)).status).toBe(401)
    const someone = await signIn(ctx.app)
    const bad = await request(ctx.app.server)
      .get(`${API_PATHS.MY_THREADS}?pageSize=500`)
      .set(someone.headers)
    expect(bad.status).toBe(400)
  })
})
