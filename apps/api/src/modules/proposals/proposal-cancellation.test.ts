// Cancelling an accepted direct proposal (ADR 0024 addendum) as its two sides observe it:
// only an accepted proposal, once; who, when and why in the answers and in My Casting; the
// other side told in its notifications and in the thread; contact details hidden again for
// new messages. Who may call it at all is in the applications' role table.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  myCastingsResponseSchema,
  proposalDetailResponseSchema,
  SERVER_MESSAGES,
  SERVER_MESSAGES_KO,
  SERVICE_TYPE,
  type ProposalStatus,
} from '@cnm/contracts'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import {
  bookingCalls,
  notificationsOf,
  setupApplicationsSuite,
} from '../applications/testing/casting-factory.js'
import { signInApprovedClient } from '../reviews/testing/trust-fixtures.js'
import { createProposal } from '../threads/testing/thread-fixtures.js'

const { ctx } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

const prisma = () => ctx.db.prisma
const REASON = 'The brand moved the shoot abroad.'
const PHONE = 'Call me on 010-1234-5678 tonight.'

/** A fresh client who sent a proposal in `status` to a fresh model's profile. */
async function proposal(status: ProposalStatus = 'accepted') {
  const [client, model] = await Promise.all([
    signInApprovedClient(ctx.app),
    signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
  ])
  const row = await createProposal(
    prisma(),
    { senderId: client.user.id, recipientId: model.user.id },
    { status, answeredAt: status === 'pending' ? null : new Date() },
  )
  return { client, model, proposal: row }
}

const { cancel, write, thread } = bookingCalls(ctx, 'proposal', REASON)

const allTold = async (...users: SignedIn[]) =>
  (
    await Promise.all(
      users.map((one) => notificationsOf(prisma(), one.user.id, 'booking_cancelled')),
    )
  ).flat()

describe('cancelling an accepted proposal', () => {
  it('the sender cancels: cancelled with who, when and why; the recipient is told and sees it', async () => {
    const { client, model, proposal: row } = await proposal()
    const response = await cancel(client, row.id)
    expect(response.statusCode, response.body).toBe(200)
    const body = proposalDetailResponseSchema.parse(response.json())
    expect(body.message).toBe(SERVER_MESSAGES.BOOKING_CANCELLED)
    expect(body.data.proposal).toMatchObject({
      id: row.id,
      status: 'cancelled',
      canCancel: false,
      canAnswer: false,
      cancellation: { by: 'client', reason: REASON },
    })

    const told = await notificationsOf(prisma(), model.user.id, 'booking_cancelled')
    expect(told.map((one) => one.payload)).toEqual([
      expect.objectContaining({ proposalId: row.id, title: row.title, by: 'client' }),
    ])
    expect(await notificationsOf(prisma(), client.user.id, 'booking_cancelled')).toHaveLength(0)

    // The recipient's My Casting lists it cancelled by the client.
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${API_PATHS.MY_CASTINGS}?view=model`,
      headers: model.headers,
    })
    const received = myCastingsResponseSchema.parse(mine.json()).data.proposalsReceived
    expect(received?.[0]).toMatchObject({
      id: row.id,
      status: 'cancelled',
      cancellation: { by: 'client', reason: REASON },
    })
  })

  it('the recipient backs out (in Korean): the sender is told; it is no longer answerable', async () => {
    const { client, model, proposal: row } = await proposal()
    const response = await cancel(model, row.id, REASON, 'ko')
    expect(response.statusCode, response.body).toBe(200)
    const body = proposalDetailResponseSchema.parse(response.json())
    expect(body.message).toBe(SERVER_MESSAGES_KO.BOOKING_CANCELLED)
    expect(body.data.proposal.cancellation).toMatchObject({ by: 'model', reason: REASON })
    const told = await notificationsOf(prisma(), client.user.id, 'booking_cancelled')
    expect(told.map((one) => one.payload)).toEqual([
      expect.objectContaining({ proposalId: row.id, by: 'model' }),
    ])
    const seen = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.PROPOSAL(row.id),
      headers: client.headers,
    })
    expect(proposalDetailResponseSchema.parse(seen.json()).data.proposal).toMatchObject({
      status: 'cancelled',
      cancellation: { by: 'model' },
    })
    const answerAgain = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.PROPOSAL(row.id),
      headers: model.headers,
      payload: { status: 'accepted' },
    })
    expect(answerAgain.statusCode).toBe(409)
  })

  it('an accepted proposal offers Cancel to both sides (each told which it is), a pending one to neither', async () => {
    const accepted = await proposal()
    const pending = await proposal('pending')
    const read = async (who: SignedIn, id: number) =>
      proposalDetailResponseSchema.parse(
        (
          await ctx.app.inject({
            method: 'GET',
            url: API_PATHS.PROPOSAL(id),
            headers: who.headers,
          })
        ).json(),
      ).data.proposal
    expect(await read(accepted.client, accepted.proposal.id)).toMatchObject({
      canCancel: true,
      viewer: 'sender',
    })
    expect(await read(accepted.model, accepted.proposal.id)).toMatchObject({
      canCancel: true,
      viewer: 'recipient',
    })
    expect((await read(pending.client, pending.proposal.id)).canCancel).toBe(false)
    expect((await read(pending.model, pending.proposal.id)).canCancel).toBe(false)
  })

  it.each([
    ['pending', SERVER_MESSAGES.PROPOSAL_NOT_ACCEPTED],
    ['declined', SERVER_MESSAGES.PROPOSAL_NOT_ACCEPTED],
    ['cancelled', SERVER_MESSAGES.BOOKING_ALREADY_CANCELLED],
  ] as const)('a %s proposal cannot be cancelled: 409', async (status, message) => {
    const { client, model, proposal: row } = await proposal(status)
    for (const who of [client, model]) {
      const response = await cancel(who, row.id)
      expect(response.statusCode, response.body).toBe(409)
      expect(response.json().message).toBe(message)
    }
    const after = await prisma().castingProposal.findUniqueOrThrow({ where: { id: row.id } })
    expect(after.status).toBe(status)
    expect(await allTold(client, model)).toHaveLength(0)
  })

  it('twice is a clear 409 in Korean; ten at once give one 200 and one notification', async () => {
    const { client, model, proposal: row } = await proposal()
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => cancel(i % 2 ? client : model, row.id)),
    )
    expect(answers.map((one) => one.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409, 409, 409, 409, 409, 409,
    ])
    expect(await allTold(client, model)).toHaveLength(1)
    const again = await cancel(client, row.id, REASON, 'ko')
    expect(again.json().message).toBe(SERVER_MESSAGES_KO.BOOKING_ALREADY_CANCELLED)
  })

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(501)],
  ])('a reason that is %s is 400 and nothing changes', async (_, reason) => {
    const { client, proposal: row } = await proposal()
    expect((await cancel(client, row.id, reason)).statusCode).toBe(400)
    const after = await prisma().castingProposal.findUniqueOrThrow({ where: { id: row.id } })
    expect(after.status).toBe('accepted')
  })
})

describe('after a proposal is cancelled', () => {
  it('contact details are hidden again in new messages; older ones stay as they were read', async () => {
    const { client, model, proposal: row } = await proposal()
    expect((await write(client, row.id, PHONE)).statusCode).toBe(201)
    expect((await thread(model, row.id)).messages.at(-1)?.body).toBe(PHONE)

    expect((await cancel(model, row.id)).statusCode).toBe(200)
    expect((await write(client, row.id, PHONE)).statusCode).toBe(201)
    const bodies = (await thread(model, row.id)).messages.map((one) => one.body)
    // The accepted-time message, the system line, the new message.
    expect(bodies).toHaveLength(3)
    expect(bodies[0]).toBe(PHONE)
    expect(bodies[2]).not.toContain('010-1234-5678')
    expect(bodies[2]).toContain(SERVER_MESSAGES.CONTACT_HIDDEN)
  })

  it('the thread shows a system line with the reason, in the reader language, unread for the other side', async () => {
    const { client, model, proposal: row } = await proposal()
    expect((await write(model, row.id, 'Looking forward to it!')).statusCode).toBe(201)
    await thread(client, row.id) // the client has read everything
    expect((await cancel(client, row.id)).statusCode).toBe(200)

    const unread = await prisma().messageThread.findUniqueOrThrow({
      where: { proposalId: row.id },
    })
    expect({ client: unread.clientUnread, model: unread.modelUnread }).toEqual({
      client: 0,
      model: 1,
    })
    const english = (await thread(model, row.id)).messages.at(-1)
    expect(english).toMatchObject({
      side: 'system',
      mine: false,
      body: `${SERVER_MESSAGES.BOOKING_CANCELLED_BY_CLIENT_LINE}\n${REASON}`,
    })
    const korean = (await thread(client, row.id, 'ko')).messages.at(-1)
    expect(korean?.body).toBe(`${SERVER_MESSAGES_KO.BOOKING_CANCELLED_BY_CLIENT_LINE}\n${REASON}`)
    const told = await notificationsOf(prisma(), model.user.id, 'booking_cancelled')
    expect(told[0]?.threadId).toBe(unread.id)
  })

  it('no thread yet: none is created, the notification alone tells', async () => {
    const { client, model, proposal: row } = await proposal()
    expect((await cancel(model, row.id)).statusCode).toBe(200)
    expect(await prisma().messageThread.findUnique({ where: { proposalId: row.id } })).toBeNull()
    const told = await notificationsOf(prisma(), client.user.id, 'booking_cancelled')
    expect(told[0]?.threadId).toBeNull()
  })
})

describe('proposing again (ADR 0024 addendum)', () => {
  const HIDDEN = { hiddenByAdminAt: new Date() }
  const DRAFT = { status: 'draft' as const }
  it.each([
    ['public', null, true],
    ['hidden by an administrator', HIDDEN, false],
    ['back to draft', DRAFT, false],
    ['deleted', 'deleted', false],
  ] as const)(
    'the sender reads whether the profile is still available: %s',
    async (_name, change, available) => {
      const { client, proposal: row } = await proposal('declined')
      const profileId = row.targetModelProfileId ?? 0
      if (change === 'deleted') await prisma().modelProfile.delete({ where: { id: profileId } })
      else if (change)
        await prisma().modelProfile.update({ where: { id: profileId }, data: change })
      const detail = await ctx.app.inject({
        method: 'GET',
        url: API_PATHS.PROPOSAL(row.id),
        headers: client.headers,
      })
      expect(detail.statusCode, detail.body).toBe(200)
      const { proposal: read } = proposalDetailResponseSchema.parse(detail.json()).data
      expect(read.profileAvailable).toBe(available)
      expect(read.profile === null).toBe(change === 'deleted')
      const list = await ctx.app.inject({
        method: 'GET',
        url: API_PATHS.MY_CASTINGS,
        headers: client.headers,
      })
      const sent = myCastingsResponseSchema.parse(list.json()).data.proposalsSent ?? []
      expect(sent.find((one) => one.id === row.id)?.profileAvailable).toBe(available)
    },
  )
})
