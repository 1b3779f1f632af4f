// My Casting (GET /users/0/castings) as a client, a model and an agency see it.
import { describe, expect, it } from 'vitest'
import { API_PATHS, myCastingsResponseSchema, SERVER_MESSAGES } from '@cnm/contracts'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import {
  createDirectProposal,
  createApplication,
  createApprovedClients,
  createCasting,
  setupApplicationsSuite,
} from './testing/casting-factory.js'

const { ctx, cast } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

async function myCastings(who: SignedIn, query = '') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `${API_PATHS.MY_CASTINGS}${query}`,
    headers: who.headers,
  })
  return response
}

async function proposalTo(profileId: number, recipientId: number, senderId: number) {
  return createDirectProposal(ctx.db.prisma, {
    companyName: 'Acme Cosmetics',
    contactInformation: '+82 10 0000 0000',
    senderUserId: senderId,
    targetModelProfileId: profileId,
    recipientId,
  })
}

describe('My Casting', () => {
  it('shows a client their castings in every status with counters, and proposals sent', async () => {
    const prisma = ctx.db.prisma
    const owner = cast.castingOwner
    const live = await createCasting(prisma, owner.user.id, { title: 'Live one' })
    const draft = await createCasting(prisma, owner.user.id, {
      title: 'Draft one',
      status: 'draft',
      publishedAt: null,
    })
    const held = await createCasting(prisma, owner.user.id, {
      title: 'Held one',
      status: 'held',
      holdReason: 'registration fee',
    })
    const profileA = await createProfile(prisma, cast.modelOwner.user.id)
    const profileB = await createProfile(prisma, cast.agency.user.id)
    const a = await createApplication(prisma, {
      castingId: live.id,
      modelProfileId: profileA.id,
      applicantId: cast.modelOwner.user.id,
    })
    await createApplication(prisma, {
      castingId: live.id,
      modelProfileId: profileB.id,
      applicantId: cast.agency.user.id,
      status: 'booked',
    })
    await prisma.messageThread.create({
      data: {
        applicationId: a.id,
        clientId: owner.user.id,
        modelUserId: cast.modelOwner.user.id,
        clientUnread: 3,
        modelUnread: 1,
      },
    })
    await proposalTo(profileA.id, cast.modelOwner.user.id, owner.user.id)

    const response = await myCastings(owner)
    expect(response.statusCode, response.body).toBe(200)
    const data = myCastingsResponseSchema.parse(response.json()).data
    expect(data.view).toBe('client')
    expect(data.applications).toBeNull()
    expect(data.castings?.total).toBe(3)
    expect(data.castings?.items.map((item) => item.title)).toEqual([
      'Held one',
      'Draft one',
      'Live one',
    ])
    const liveRow = data.castings?.items.find((item) => item.id === live.id)
    expect(liveRow).toMatchObject({
      status: 'live',
      applicationCount: 2,
      newApplications: 1,
      bookedCount: 1,
      unreadMessages: 3,
      client: { id: owner.user.id, verified: true },
      pay: { budget: 3_000_000, budgetType: 'total' },
      city: { value: 'Seoul' },
    })
    expect(data.castings?.items.find((item) => item.id === held.id)?.holdReason).toBe(
      'registration fee',
    )
    expect(data.proposalsSent).toHaveLength(1)
    expect(data.proposalsSent?.[0]).toMatchObject({
      status: 'pending',
      profile: { id: profileA.id },
    })

    const onlyDrafts = myCastingsResponseSchema.parse(
      (await myCastings(owner, '?status=draft')).json(),
    )
    expect(onlyDrafts.data.castings?.items.map((item) => item.id)).toEqual([draft.id])
    // A plain client has no model view.
    const refused = await myCastings(owner, '?view=model')
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe(SERVER_MESSAGES.MY_CASTINGS_VIEW_NOT_ALLOWED)
  })

  it('shows a model their applications with status and casting, and proposals received', async () => {
    const prisma = ctx.db.prisma
    const model = cast.otherModel
    const casting = await createCasting(prisma, cast.otherClient.user.id, { title: 'Runway call' })
    const second = await createCasting(prisma, cast.otherClient.user.id, { title: 'Catalogue' })
    const profile = await createProfile(prisma, model.user.id, { stageName: 'Jiwoo Park' })
    const submitted = await createApplication(prisma, {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId: model.user.id,
    })
    const viewed = await createApplication(prisma, {
      castingId: second.id,
      modelProfileId: profile.id,
      applicantId: model.user.id,
      status: 'shortlisted',
      createdAt: new Date(Date.now() - 60_000),
    })
    await prisma.messageThread.create({
      data: {
        applicationId: viewed.id,
        clientId: cast.otherClient.user.id,
        modelUserId: model.user.id,
        modelUnread: 2,
      },
    })
    await proposalTo(profile.id, model.user.id, cast.otherClient.user.id)

    const data = myCastingsResponseSchema.parse((await myCastings(model)).json()).data
    expect(data.view).toBe('model')
    expect(data.castings).toBeNull()
    expect(data.applications?.items).toMatchObject([
      {
        id: submitted.id,
        status: 'submitted',
        canWithdraw: true,
        casting: { id: casting.id, title: 'Runway call' },
        profile: { id: profile.id, stageName: 'Jiwoo Park' },
        unreadMessages: 0,
      },
      {
        id: viewed.id,
        status: 'shortlisted',
        canWithdraw: false,
        casting: { title: 'Catalogue' },
        unreadMessages: 2,
      },
    ])
    expect(data.proposalsReceived).toMatchObject([
      { title: 'Direct offer', status: 'pending', sender: { id: cast.otherClient.user.id } },
    ])
    // A model account has no client view.
    expect((await myCastings(model, '?view=client')).statusCode).toBe(403)
  })

  it('lets an agency ask for both views, the client view by default', async () => {
    const agency = cast.agency
    const casting = await createCasting(ctx.db.prisma, cast.otherClient.user.id)
    const profile = await createProfile(ctx.db.prisma, agency.user.id)
    await createApplication(ctx.db.prisma, {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId: agency.user.id,
      status: 'booked',
    })
    const byDefault = myCastingsResponseSchema.parse((await myCastings(agency)).json()).data
    expect(byDefault.view).toBe('client')
    const asModel = myCastingsResponseSchema.parse((await myCastings(agency, '?view=model')).json())
    expect(asModel.data.view).toBe('model')
    expect(asModel.data.applications?.items.map((item) => item.casting.id)).toContain(casting.id)
  })

  it('shows an applicant the casting card the board shows: UTC dates, and no Verified once the client left (ADR 0032)', async () => {
    const prisma = ctx.db.prisma
    const { castingOwner: client } = await createApprovedClients(ctx.app)
    const casting = await createCasting(prisma, client.user.id, {
      title: 'Left behind',
      filmingDate: new Date('2030-05-06T00:00:00Z'),
      applicationDeadline: new Date('2030-04-30T23:30:00Z'),
    })
    const profile = await createProfile(prisma, cast.modelOwner.user.id)
    await createApplication(prisma, {
      castingId: casting.id,
      modelProfileId: profile.id,
      applicantId: cast.modelOwner.user.id,
    })
    const cardOf = async () => {
      const data = myCastingsResponseSchema.parse((await myCastings(cast.modelOwner)).json()).data
      return data.applications?.items.find((item) => item.casting.id === casting.id)?.casting
    }

    expect(await cardOf()).toMatchObject({
      filmingDate: '2030-05-06',
      applicationDeadline: '2030-04-30T23:30:00.000Z',
      client: { id: client.user.id, verified: true },
    })
    await prisma.user.update({ where: { id: client.user.id }, data: { deletedAt: new Date() } })
    expect((await cardOf())?.client.verified).toBe(false)
  })
})
