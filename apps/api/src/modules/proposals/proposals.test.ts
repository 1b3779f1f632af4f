// Direct proposals as their sender and recipient see them (issue #15, ADR 0024): the
// proposal form opened from a profile is addressed to the profile's owner, who accepts or
// declines it once; the sender is told. The footer form still only writes to support.
import { makeMailProposal } from '@cnm/contracts/testing'
import { describe, expect, it } from 'vitest'
import { API_PATHS, proposalDetailResponseSchema, SERVER_MESSAGES } from '@cnm/contracts'
import { createProfile } from '../models/testing/model-fixtures.js'
import { notificationsOf, setupApplicationsSuite } from '../applications/testing/casting-factory.js'

const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

const proposal = makeMailProposal

describe('direct proposals', () => {
  it('reach the profile owner, who answers once; the sender sees the answer', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const sent = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_SUGGESTIONS,
      headers: cast.castingOwner.headers,
      payload: proposal({ targetModelProfileId: profile.id }),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const row = await ctx.db.prisma.castingProposal.findFirstOrThrow({
      where: { targetModelProfileId: profile.id },
    })
    expect(row).toMatchObject({ recipientId: cast.modelOwner.user.id, status: 'pending' })
    const [received] = await notificationsOf(
      ctx.db.prisma,
      cast.modelOwner.user.id,
      'proposal_received',
    )
    expect(received?.payload).toMatchObject({ proposalId: row.id, title: 'Summer denim lookbook' })

    const read = async (who: typeof cast.modelOwner) =>
      ctx.app.inject({ method: 'GET', url: API_PATHS.PROPOSAL(row.id), headers: who.headers })
    const asRecipient = proposalDetailResponseSchema.parse((await read(cast.modelOwner)).json())
    expect(asRecipient.data.proposal).toMatchObject({
      status: 'pending',
      canAnswer: true,
      modelNumber: 1,
      budget: 2_500_000,
      sender: { id: cast.castingOwner.user.id, name: 'Blue Thread', verified: true },
      profile: { id: profile.id },
    })
    // Contact details of the sender stay with support.
    expect(JSON.stringify(asRecipient)).not.toContain('bluethread.example.com')
    const asSender = proposalDetailResponseSchema.parse((await read(cast.castingOwner)).json())
    expect(asSender.data.proposal.canAnswer).toBe(false)
    expect((await read(cast.otherModel)).statusCode).toBe(404)
    expect((await read(cast.otherClient)).statusCode).toBe(404)

    const answer = (who: typeof cast.modelOwner, status: string) =>
      ctx.app.inject({
        method: 'PATCH',
        url: API_PATHS.PROPOSAL(row.id),
        headers: who.headers,
        payload: { status },
      })
    expect((await answer(cast.castingOwner, 'accepted')).statusCode).toBe(403)
    expect((await answer(cast.otherModel, 'accepted')).statusCode).toBe(404)
    const accepted = await answer(cast.modelOwner, 'accepted')
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({
      message: SERVER_MESSAGES.PROPOSAL_ANSWERED,
      data: { proposal: { status: 'accepted', canAnswer: false } },
    })
    const twice = await answer(cast.modelOwner, 'declined')
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(SERVER_MESSAGES.PROPOSAL_ALREADY_ANSWERED)
    const [answered] = await notificationsOf(
      ctx.db.prisma,
      cast.castingOwner.user.id,
      'proposal_answered',
    )
    expect(answered?.payload).toMatchObject({ proposalId: row.id, status: 'accepted' })
    const seen = proposalDetailResponseSchema.parse((await read(cast.castingOwner)).json())
    expect(seen.data.proposal.status).toBe('accepted')
    expect(seen.data.proposal.answeredAt).not.toBeNull()
  })

  it('from the footer (no profile) only reaches support: no recipient, no notification', async () => {
    const before = await ctx.db.prisma.notification.count()
    const sent = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_SUGGESTIONS,
      headers: cast.otherClient.headers,
      payload: proposal({ title: 'Footer proposal' }),
    })
    expect(sent.statusCode).toBe(201)
    const row = await ctx.db.prisma.castingProposal.findFirstOrThrow({
      where: { title: 'Footer proposal' },
    })
    expect(row).toMatchObject({ recipientId: null, status: null })
    expect(await ctx.db.prisma.notification.count()).toBe(before)
    const read = await ctx.app.inject({
      method: 'GET',
      url: API_PATHS.PROPOSAL(row.id),
      headers: cast.otherClient.headers,
    })
    expect(read.statusCode).toBe(404)
  })

  // Issue #25, finding 5: a proposal is the one way a stranger reaches a model directly, so it
  // passes the same gates as a casting: a signed-in, approved client, and no money asked.
  it('reaches the model only from a signed-in, approved client and without a money ask; the rest go to support alone, which reads why', async () => {
    const profile = await createProfile(ctx.db.prisma, cast.modelOwner.user.id)
    const senders: {
      label: string
      headers: Record<string, string>
      why: string
      title?: string
      otherContent?: string
    }[] = [
      { label: 'a guest', headers: {}, why: 'sent by a guest' },
      {
        label: 'an unapproved client',
        headers: cast.unapprovedClient.headers,
        why: 'the sender is not an approved client',
      },
      { label: 'a model', headers: cast.otherModel.headers, why: 'not an approved client' },
      {
        label: 'an approved client asking for money (Cyrillic е in "fee")',
        headers: cast.otherClient.headers,
        otherContent: 'Great shoot. Registration fее of 50,000 won payable before the day.',
        why: 'Not delivered to the model',
      },
      {
        label: 'an approved client asking for money in the title',
        headers: cast.otherClient.headers,
        title: '등록비 5만원 입금 후 촬영',
        why: 'Not delivered to the model',
      },
    ]
    for (const [index, sender] of senders.entries()) {
      const title = sender.title ?? `Undelivered proposal ${index}`
      const before = await notificationsOf(
        ctx.db.prisma,
        cast.modelOwner.user.id,
        'proposal_received',
      )
      const sent = await ctx.app.inject({
        method: 'POST',
        url: API_PATHS.CASTING_SUGGESTIONS,
        headers: sender.headers,
        payload: proposal({
          title,
          targetModelProfileId: profile.id,
          ...(sender.otherContent ? { otherContent: sender.otherContent } : {}),
        }),
      })
      // The sender's answer does not say whether the model was reached (no probing of the gate).
      expect(sent.statusCode, sender.label).toBe(201)
      const row = await ctx.db.prisma.castingProposal.findFirstOrThrow({
        where: { title },
        orderBy: { id: 'desc' },
      })
      expect(row, sender.label).toMatchObject({ recipientId: null, status: null })
      expect(
        await notificationsOf(ctx.db.prisma, cast.modelOwner.user.id, 'proposal_received'),
        sender.label,
      ).toHaveLength(before.length)
      const read = await ctx.app.inject({
        method: 'GET',
        url: API_PATHS.PROPOSAL(row.id),
        headers: cast.modelOwner.headers,
      })
      expect(read.statusCode, sender.label).toBe(404)
      const mail = await ctx.db.prisma.outboxMessage.findFirstOrThrow({
        where: { textBody: { contains: `Proposal #${row.id},` } },
      })
      expect(mail.textBody, sender.label).toContain(sender.why)
    }
  })
})
