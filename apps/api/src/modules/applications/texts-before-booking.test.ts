// Issue #25, finding 9: every text that crosses from one side to the other before a booking goes
// through the contact redaction messages get (threads/contact-redaction.ts): an applicant's
// note as the client reads it, a direct proposal's free text as the model reads it. The writer
// reads their own words; after the booking (or the accepted proposal) both sides read them whole.
import { describe, expect, it } from 'vitest'
import { makeMailProposal } from '@cnm/contracts/testing'
import { API_PATHS, SERVER_MESSAGES, SERVER_MESSAGES_KO, SERVICE_TYPE } from '@cnm/contracts'
import { signIn } from '../../../test/helpers/factories.js'
import { createProfile } from '../models/testing/model-fixtures.js'
import { signInApprovedClient } from '../reviews/testing/trust-fixtures.js'
import { createCasting, setupApplicationsSuite } from './testing/casting-factory.js'

const { ctx } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
const prisma = () => ctx.db.prisma

const PHONE = '010-2345-6789'
const EMAIL = 'mina.scout@gmail.com'
const NOTE = `I would love this job. Call me on ${PHONE} or write to ${EMAIL}.`

const get = (url: string, headers: Record<string, string>, language = 'en') =>
  ctx.app.inject({ method: 'GET', url, headers: { ...headers, 'accept-language': language } })

describe("an applicant's note", () => {
  it('reaches the client without contact details until the booking, in the reader’s language', async () => {
    const [client, model] = await Promise.all([
      signInApprovedClient(ctx.app),
      signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    ])
    const casting = await createCasting(prisma(), client.user.id)
    const profile = await createProfile(prisma(), model.user.id, { stageName: 'Mina Kim' })
    const applied = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_APPLICATIONS(casting.id),
      headers: model.headers,
      payload: { modelId: profile.id, note: NOTE },
    })
    expect(applied.statusCode, applied.body).toBe(201)
    const id: number = applied.json().data.application.id
    // The applicant reads what they wrote.
    expect(applied.json().data.application.note).toBe(NOTE)

    const list = await get(API_PATHS.CASTING_APPLICATIONS(casting.id), client.headers)
    expect(list.statusCode, list.body).toBe(200)
    const listed: string = list.json().data.items[0].note
    expect(listed).not.toContain(PHONE)
    expect(listed).not.toContain(EMAIL)
    expect(listed).toContain('I would love this job.')
    expect(listed).toContain(SERVER_MESSAGES.CONTACT_HIDDEN)

    const opened = await get(API_PATHS.APPLICATION(id), client.headers, 'ko')
    expect(opened.statusCode, opened.body).toBe(200)
    const note: string = opened.json().data.applicant.note
    expect(note).not.toContain(PHONE)
    expect(note).toContain(SERVER_MESSAGES_KO.CONTACT_HIDDEN)

    const mine = await get(API_PATHS.APPLICATION(id), model.headers)
    expect(mine.json().data.application.note).toBe(NOTE)

    const booked = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.APPLICATION(id),
      headers: client.headers,
      payload: { status: 'booked' },
    })
    expect(booked.statusCode, booked.body).toBe(200)
    expect(booked.json().data.applicant.note).toBe(NOTE)
  })
})

describe("a direct proposal's text", () => {
  it('reaches the model without contact details until it is accepted; the sender reads it whole', async () => {
    const [client, model] = await Promise.all([
      signInApprovedClient(ctx.app),
      signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL }),
    ])
    const profile = await createProfile(prisma(), model.user.id)
    const sent = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.CASTING_SUGGESTIONS,
      headers: client.headers,
      payload: makeMailProposal({
        title: `Lookbook, DM me on kakao: scout${PHONE.slice(-4)}`,
        locationOfFilming: `Hongdae, Seoul (call ${PHONE} when there)`,
        otherContent: `One day, six looks. Send your portfolio to ${EMAIL}.`,
        targetModelProfileId: profile.id,
      }),
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const row = await prisma().castingProposal.findFirstOrThrow({
      where: { targetModelProfileId: profile.id },
    })

    const asModel = await get(API_PATHS.PROPOSAL(row.id), model.headers)
    expect(asModel.statusCode, asModel.body).toBe(200)
    const shown = JSON.stringify(asModel.json().data.proposal)
    expect(shown).not.toContain(PHONE)
    expect(shown).not.toContain(EMAIL)
    expect(shown).not.toContain(`scout${PHONE.slice(-4)}`)
    expect(asModel.json().data.proposal.otherContent).toContain('One day, six looks.')

    // So does the notification that tells the model of it (stored, and e-mailed in a digest).
    const [told] = await prisma().notification.findMany({
      where: { userId: model.user.id, kind: 'proposal_received' },
    })
    expect(JSON.stringify(told?.payload)).toContain('Lookbook')
    expect(JSON.stringify(told?.payload)).not.toContain(`scout${PHONE.slice(-4)}`)

    // The model's My Casting list carries the title too.
    const mine = await get(`${API_PATHS.MY_CASTINGS}?view=model`, model.headers)
    expect(mine.statusCode, mine.body).toBe(200)
    expect(JSON.stringify(mine.json().data)).not.toContain(`scout${PHONE.slice(-4)}`)

    const asSender = await get(API_PATHS.PROPOSAL(row.id), client.headers)
    expect(asSender.json().data.proposal.otherContent).toContain(EMAIL)

    // The thread shows the proposal's title as its header, and a message tells the model of it.
    const wrote = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.PROPOSAL_MESSAGES(row.id),
      headers: client.headers,
      payload: { body: 'Are you free in June?' },
    })
    expect(wrote.statusCode, wrote.body).toBe(201)
    const thread = await get(API_PATHS.PROPOSAL_MESSAGES(row.id), model.headers)
    expect(thread.statusCode, thread.body).toBe(200)
    expect(thread.json().data.title).toContain('Lookbook')
    expect(thread.json().data.title).not.toContain(`scout${PHONE.slice(-4)}`)
    const messageNotices = await prisma().notification.findMany({
      where: { userId: model.user.id, kind: 'message' },
    })
    expect(messageNotices).toHaveLength(1)
    expect(JSON.stringify(messageNotices[0]?.payload)).not.toContain(`scout${PHONE.slice(-4)}`)
    const asSenderThread = await get(API_PATHS.PROPOSAL_MESSAGES(row.id), client.headers)
    expect(asSenderThread.json().data.title).toContain(`scout${PHONE.slice(-4)}`)

    const accepted = await ctx.app.inject({
      method: 'PATCH',
      url: API_PATHS.PROPOSAL(row.id),
      headers: model.headers,
      payload: { status: 'accepted' },
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().data.proposal.otherContent).toContain(EMAIL)
    expect(accepted.json().data.proposal.locationOfFilming).toContain(PHONE)
  })
})
