// The two mail forms as a visitor and the support team see them: the answer, the stored
// record, and the e-mail (queued in the outbox, then delivered to a loopback SMTP server).
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES, MESSAGES, SERVER_MESSAGES, SERVICE_TYPE } from '@cnm/contracts'
import type { App } from '../../app.js'
import { buildTestApp } from '../../../test/helpers/app.js'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db.js'
import { createUser, signIn } from '../../../test/helpers/factories.js'
import { createFakeSmtp } from '../../../test/fakes/smtp.js'
import { MAIL_FORM_BODY_LIMIT_BYTES } from './mail-forms.routes.js'

const SUPPORT_INBOX = 'help@castingnmodel.test'
const QUESTIONS = '/users/mail/questions'
const SUGGESTIONS = '/castings/mail/suggestions'

const question = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kim Min',
  email: 'min.kim@example.com',
  title: 'How do I become a pro model?',
  content: 'I signed up last week.\nWhat should I send for the examination?',
  ...overrides,
})

const proposal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Spring lipstick campaign',
  companyName: 'Acme Cosmetics',
  productCategories: 'Cosmetics',
  contractPeriod: 6,
  budgetType: 'KRW',
  budget: 15_000_000,
  modelCategory: 'Beauty',
  modelDetailedCategory: 'Make-up & cosmetics',
  gender: 'Female',
  age: 25,
  modelNumber: 2,
  filmingDate: 'Early May',
  locationOfFilming: 'Seongsu-dong, Seoul',
  postingMedia: 'Instagram, YouTube',
  otherContent: 'Two looks, one day. <b>Bold</b> red.',
  contactInformation: '+82 10 1234 5678',
  email: 'casting@acme.example.com',
  ...overrides,
})

describe('mail forms', () => {
  const smtp = createFakeSmtp()
  let db: TestDatabase
  let app: App

  beforeAll(async () => {
    await smtp.start()
    db = await createTestDatabase()
    // No outbox loop: a test sees the queued row, then delivers with drain().
    app = await buildTestApp({
      db,
      env: {
        SUPPORT_INBOX,
        SMTP_HOST: smtp.host,
        SMTP_PORT: String(smtp.port),
        RATE_LIMIT_ENABLED: 'false',
      },
    })
  })
  afterAll(async () => {
    await app?.close()
    await db?.drop()
    await smtp.stop()
  })

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    request(app.server)
      .post(path)
      .set(headers)
      .send(body as object)
  /** The one queued e-mail whose text contains `marker`. */
  const queuedWith = async (marker: string) => {
    const rows = await app.prisma.outboxMessage.findMany({
      where: { textBody: { contains: marker } },
    })
    expect(rows).toHaveLength(1)
    return rows[0]!
  }

  describe('POST /users/mail/questions', () => {
    it('stores the message, queues it for the support inbox and delivers it', async () => {
      const response = await post(QUESTIONS, question())
      expect(response.status).toBe(201)
      expect(response.body).toEqual({ data: null, message: SERVER_MESSAGES.MAIL_SENT })

      const stored = await app.prisma.supportMessage.findFirstOrThrow({
        orderBy: { id: 'desc' },
      })
      expect(stored).toMatchObject({ ...question(), userId: null })
      expect(stored.requestIp).toMatch(/127\.0\.0\.1/)

      const queued = await queuedWith(`Message #${stored.id},`)
      expect(queued).toMatchObject({
        channel: 'EMAIL',
        kind: 'support-message',
        recipient: SUPPORT_INBOX,
        status: 'PENDING',
        subject: '[Message] How do I become a pro model?',
      })
      expect(queued.textBody).toContain('From: Kim Min <min.kim@example.com>')
      expect(queued.textBody).toContain(question().content)
      expect(queued.textBody).toContain(`Message #${stored.id}`)

      await app.outbox.drain()
      const mail = await smtp.waitFor((m) => m.subject === queued.subject)
      expect(mail.to).toEqual([SUPPORT_INBOX])
      expect(mail.text).toContain('What should I send for the examination?')
    })

    it('records the signed-in sender, and treats a bad token as a guest', async () => {
      const { user, headers } = await signIn(app)
      expect((await post(QUESTIONS, question({ title: 'Signed in' }), headers)).status).toBe(201)
      const badToken = { authorization: 'Bearer not-a-token' }
      expect((await post(QUESTIONS, question({ title: 'Bad token' }), badToken)).status).toBe(201)
      const emptyBearer = { authorization: 'Bearer ' }
      expect((await post(QUESTIONS, question({ title: 'Empty' }), emptyBearer)).status).toBe(201)

      const byTitle = async (title: string) =>
        (await app.prisma.supportMessage.findFirstOrThrow({ where: { title } })).userId
      expect(await byTitle('Signed in')).toBe(user.id)
      expect(await byTitle('Bad token')).toBeNull()
      expect(await byTitle('Empty')).toBeNull()
    })

    it('refuses text with a NUL or another control character, field by field, and stores nothing', async () => {
      const before = await app.prisma.supportMessage.count()
      const nul = await post(QUESTIONS, question({ title: 'Hello\u0000' }))
      expect(nul.status).toBe(400)
      expect(nul.body).toEqual({
        message: `title: ${MESSAGES.INVALID}`,
        code: ERROR_CODES.VALIDATION_FAILED,
        fields: { title: MESSAGES.INVALID },
      })
      const bell = await post(QUESTIONS, question({ content: 'Ring\u0007 ring' }))
      expect(bell.status).toBe(400)
      expect(bell.body.fields).toEqual({ content: MESSAGES.INVALID })
      expect(await app.prisma.supportMessage.count()).toBe(before)
      // Line breaks and tabs are what multi-line text is made of.
      expect((await post(QUESTIONS, question({ content: 'One\r\n\tTwo' }))).status).toBe(201)
    })

    it('answers the first problem of each field and stores nothing', async () => {
      const before = await app.prisma.supportMessage.count()
      const empty = await post(QUESTIONS, {})
      expect(empty.status).toBe(400)
      expect(empty.body).toEqual({
        message: `name: ${MESSAGES.REQUIRED}`,
        code: ERROR_CODES.VALIDATION_FAILED,
        fields: {
          name: MESSAGES.REQUIRED,
          email: MESSAGES.REQUIRED,
          title: MESSAGES.REQUIRED,
          content: MESSAGES.REQUIRED,
        },
      })
      const invalid = await post(QUESTIONS, question({ email: 'min@', content: '   ' }))
      expect(invalid.body.fields).toEqual({ email: MESSAGES.INVALID, content: MESSAGES.REQUIRED })
      expect(await app.prisma.supportMessage.count()).toBe(before)
    })

    it('escapes what the sender typed in the HTML part', async () => {
      await post(QUESTIONS, question({ content: '<img src=x onerror=alert(1)>' }))
      const queued = await queuedWith('<img src=x')
      expect(queued.htmlBody).toContain('&lt;img src=x onerror=alert(1)&gt;')
      expect(queued.htmlBody).not.toContain('<img')
    })

    it('refuses a body over 32 KB with 413', async () => {
      const before = await app.prisma.supportMessage.count()
      const huge = question({ content: 'x'.repeat(MAIL_FORM_BODY_LIMIT_BYTES) })
      const response = await post(QUESTIONS, huge)
      expect(response.status).toBe(413)
      expect(response.body).toEqual({
        message: SERVER_MESSAGES.PAYLOAD_TOO_LARGE,
        code: ERROR_CODES.PAYLOAD_TOO_LARGE,
      })
      expect(await app.prisma.supportMessage.count()).toBe(before)
    })
  })

  describe('POST /castings/mail/suggestions', () => {
    it('stores the proposal and mails every field to the support inbox', async () => {
      const response = await post(SUGGESTIONS, proposal())
      expect(response.status).toBe(201)
      expect(response.body.message).toBe(SERVER_MESSAGES.MAIL_SENT)

      const stored = await app.prisma.castingProposal.findFirstOrThrow({ orderBy: { id: 'desc' } })
      expect(stored).toMatchObject({
        ...proposal(),
        budget: BigInt(proposal().budget),
        targetModelId: null,
        senderUserId: null,
      })
      const queued = await queuedWith(`Proposal #${stored.id},`)
      expect(queued).toMatchObject({ kind: 'casting-proposal', recipient: SUPPORT_INBOX })
      expect(queued.subject).toBe('[Casting proposal] Spring lipstick campaign (Acme Cosmetics)')
      for (const line of [
        'Budget: 15,000,000 (KRW)',
        'Contract period: 6 month(s)',
        'Number of models: 2',
        'Location of filming: Seongsu-dong, Seoul',
        'E-mail: casting@acme.example.com',
        'Two looks, one day. <b>Bold</b> red.',
      ]) {
        expect(queued.textBody).toContain(line)
      }
      expect(queued.htmlBody).toContain('&lt;b&gt;Bold&lt;/b&gt;')
    })

    it('takes budgets in the billions of won', async () => {
      const response = await post(SUGGESTIONS, proposal({ budget: 5_000_000_000 }))
      expect(response.status).toBe(201)
      const stored = await app.prisma.castingProposal.findFirstOrThrow({ orderBy: { id: 'desc' } })
      expect(stored.budget).toBe(5_000_000_000n)
      const queued = await queuedWith(`Proposal #${stored.id},`)
      expect(queued.textBody).toContain('Budget: 5,000,000,000 (KRW)')
    })

    it('names the model a proposal was opened for, and records the signed-in client', async () => {
      const model = await createUser(app.prisma, {
        firstName: 'Seo-yeon',
        lastName: 'Park',
        serviceType: SERVICE_TYPE.MODEL_PRO,
      })
      const client = await signIn(app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL })
      const response = await post(
        SUGGESTIONS,
        proposal({ targetModelId: model.id, modelNumber: 1 }),
        client.headers,
      )
      expect(response.status).toBe(201)

      const stored = await app.prisma.castingProposal.findFirstOrThrow({ orderBy: { id: 'desc' } })
      expect(stored).toMatchObject({ targetModelId: model.id, senderUserId: client.user.id })
      const queued = await queuedWith(`Proposal #${stored.id},`)
      expect(queued.subject).toBe(
        '[Casting proposal for Seo-yeon Park] Spring lipstick campaign (Acme Cosmetics)',
      )
      expect(queued.textBody).toContain(
        `This proposal was sent from the profile of model Seo-yeon Park (user #${model.id}, ${model.email}).`,
      )
      await app.outbox.drain()
      const mail = await smtp.waitFor((m) => m.subject === queued.subject)
      expect(mail.html).toContain('Seo-yeon Park')
    })

    it('links a proposal opened from a published model profile to it (issue #14)', async () => {
      const owner = await createUser(app.prisma, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
      const agency = await createUser(app.prisma, { serviceType: SERVICE_TYPE.CLIENT_NORMAL })
      const profile = await app.prisma.modelProfile.create({
        data: { ownerId: owner.id, stageName: 'Mina Cho', status: 'published' },
      })
      const represented = await app.prisma.modelProfile.create({
        data: { ownerId: agency.id, stageName: 'Jun Seo', status: 'published' },
      })
      const draft = await app.prisma.modelProfile.create({
        data: { ownerId: owner.id, stageName: 'Not Yet', status: 'draft' },
      })

      const response = await post(
        SUGGESTIONS,
        proposal({ targetModelProfileId: profile.id, modelNumber: 1 }),
      )
      expect(response.status).toBe(201)
      const stored = await app.prisma.castingProposal.findFirstOrThrow({ orderBy: { id: 'desc' } })
      expect(stored).toMatchObject({ targetModelProfileId: profile.id, targetModelId: owner.id })
      const queued = await queuedWith(`Proposal #${stored.id},`)
      expect(queued.subject).toBe(
        '[Casting proposal for Mina Cho] Spring lipstick campaign (Acme Cosmetics)',
      )
      expect(queued.textBody).toContain(
        `(profile #${profile.id}, user #${owner.id}, ${owner.email})`,
      )

      // An agency's profile: linked to the profile, no model account to point at.
      expect(
        (await post(SUGGESTIONS, proposal({ targetModelProfileId: represented.id }))).status,
      ).toBe(201)
      expect(
        await app.prisma.castingProposal.findFirstOrThrow({ orderBy: { id: 'desc' } }),
      ).toMatchObject({ targetModelProfileId: represented.id, targetModelId: null })

      // Drafts (and hidden or missing profiles) are not there for a visitor.
      for (const id of [draft.id, 999_999]) {
        const refused = await post(SUGGESTIONS, proposal({ targetModelProfileId: id }))
        expect(refused.status, String(id)).toBe(400)
        expect(refused.body.fields).toEqual({ targetModelProfileId: MESSAGES.INVALID })
      }
    })

    it('refuses a target that is not a live model', async () => {
      const client = await createUser(app.prisma, { serviceType: SERVICE_TYPE.CLIENT_NORMAL })
      const gone = await createUser(app.prisma, { deletedAt: new Date(), email: null })
      for (const targetModelId of [client.id, gone.id, 999_999]) {
        const response = await post(SUGGESTIONS, proposal({ targetModelId }))
        expect(response.status, String(targetModelId)).toBe(400)
        expect(response.body).toEqual({
          message: `targetModelId: ${MESSAGES.INVALID}`,
          code: ERROR_CODES.VALIDATION_FAILED,
          fields: { targetModelId: MESSAGES.INVALID },
        })
      }
    })

    it.each([
      ['contractPeriod', 0],
      ['budget', 0],
      ['age', 0],
      ['modelNumber', -1],
      ['age', 25.5],
      ['budget', '15000000'],
      ['budget', Number.MAX_SAFE_INTEGER + 1],
      ['targetModelId', 'seven'],
    ])('refuses %s = %j', async (field, value) => {
      const response = await post(SUGGESTIONS, proposal({ [field]: value }))
      expect(response.status).toBe(400)
      expect(response.body.fields).toEqual({ [field]: expect.any(String) })
    })

    it('accepts no models yet (modelNumber 0) and requires every field', async () => {
      expect((await post(SUGGESTIONS, proposal({ modelNumber: 0 }))).status).toBe(201)
      const response = await post(SUGGESTIONS, proposal({ title: '', budget: null, email: 'x' }))
      expect(response.body.fields).toEqual({
        title: MESSAGES.REQUIRED,
        budget: MESSAGES.REQUIRED,
        email: MESSAGES.INVALID,
      })
    })
  })
})
