// Threads as their two sides see them: who writes first, limits, paging, unread counts,
// contact redaction and the notifications a message leaves (issue #15, ADR 0025).
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  ERROR_CODES,
  SERVER_MESSAGES,
  SERVER_MESSAGES_KO,
  THREAD_LIMITS,
  messagePageSchema,
  messageResponseSchema,
  threadResponseSchema,
  unreadCountsResponseSchema,
  type Thread,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import {
  createApplication,
  createProposal,
  createThreadCast,
  INFO,
  seedModelReferenceData,
  seedThreadMessages,
  type ThreadCast,
} from './testing/thread-fixtures.js'
import { Prisma } from '../../generated/prisma/client.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'

describe('message threads', () => {
  const ctx = setupTestApp()
  let cast: ThreadCast
  beforeAll(async () => {
    await seedModelReferenceData(ctx.db.prisma)
    cast = await createThreadCast(ctx.app)
  })

  const server = () => ctx.app.server
  const newApplication = () =>
    createApplication(ctx.db.prisma, {
      clientId: cast.owner.user.id,
      applicantId: cast.applicant.user.id,
    })
  const post = (path: string, who: SignedIn, body: string) =>
    request(server()).post(path).set(who.headers).send({ body })
  async function read(path: string, who: SignedIn, query = ''): Promise<Thread> {
    const answer = await request(server()).get(`${path}${query}`).set(who.headers)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    return threadResponseSchema.parse(answer.body).data
  }
  async function unread(who: SignedIn) {
    const answer = await request(server()).get(API_PATHS.MY_UNREAD).set(who.headers)
    expect(answer.status).toBe(200)
    return unreadCountsResponseSchema.parse(answer.body).data
  }

  it('lets the client write first on an application, then the applicant answer', async () => {
    const application = await newApplication()
    const path = API_PATHS.APPLICATION_MESSAGES(application.id)

    const before = await read(path, cast.applicant)
    expect(before).toMatchObject({
      id: 0,
      kind: 'application',
      applicationId: application.id,
      mySide: 'model',
      counterpartName: 'Acme Cosmetics',
      canWrite: false,
      cannotWriteReason: SERVER_MESSAGES.CLIENT_WRITES_FIRST,
      messages: [],
      hasMore: false,
    })
    const refused = await post(path, cast.applicant, 'Hi! Pick me')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(SERVER_MESSAGES.CLIENT_WRITES_FIRST)
    expect(
      await ctx.db.prisma.messageThread.count({ where: { applicationId: application.id } }),
    ).toBe(0)

    const first = await post(path, cast.owner, 'Are you free on 2026-12-03?')
    expect(first.status).toBe(201)
    expect(first.body.message).toBe(SERVER_MESSAGES.MESSAGE_SENT)
    const threadId = first.body.data.threadId as number

    const opened = await read(path, cast.applicant)
    expect(opened).toMatchObject({ id: threadId, canWrite: true, cannotWriteReason: null })
    expect(opened.messages.map((m) => [m.side, m.mine, m.body])).toEqual([
      ['client', false, 'Are you free on 2026-12-03?'],
    ])
    const answer = await post(path, cast.applicant, 'Yes, I am.')
    expect(answer.status).toBe(201)

    const client = await read(path, cast.owner)
    expect(client.mySide).toBe('client')
    expect(client.counterpartName).toBe('Mina Kim')
    expect(client.profile?.stageName).toBe('Mina Kim')
    expect(client.messages.map((m) => [m.side, m.mine])).toEqual([
      ['client', true],
      ['model', false],
    ])
  })

  it('lets either side start on a direct proposal', async () => {
    const proposal = await createProposal(ctx.db.prisma, {
      senderId: cast.owner.user.id,
      recipientId: cast.applicant.user.id,
    })
    const path = API_PATHS.PROPOSAL_MESSAGES(proposal.id)
    expect((await read(path, cast.applicant)).canWrite).toBe(true)
    expect((await post(path, cast.applicant, 'What is the usage period?')).status).toBe(201)
    const thread = await read(path, cast.owner)
    expect(thread).toMatchObject({ kind: 'proposal', proposalId: proposal.id, mySide: 'client' })
    expect(thread.messages).toHaveLength(1)
  })

  it('refuses an empty body and one over 2,000 characters, and takes exactly 2,000', async () => {
    const application = await newApplication()
    const path = API_PATHS.APPLICATION_MESSAGES(application.id)
    for (const body of ['', '   ', 'x'.repeat(THREAD_LIMITS.BODY_MAX + 1)]) {
      const answer = await post(path, cast.owner, body)
      expect(answer.status, body.slice(0, 10)).toBe(400)
      expect(answer.body.code).toBe(ERROR_CODES.VALIDATION_FAILED)
    }
    expect((await post(path, cast.owner, 'y'.repeat(THREAD_LIMITS.BODY_MAX))).status).toBe(201)
  })

  it('limits how often one address re-reads threads, with a clean 429 (issue #25)', async () => {
    const { owner, applicant } = await createThreadCast(ctx.app)
    const application = await createApplication(ctx.db.prisma, {
      clientId: owner.user.id,
      applicantId: applicant.user.id,
    })
    const path = API_PATHS.APPLICATION_MESSAGES(application.id)
    // Another address, so the rest of the file's reads do not count here.
    const ip = '203.0.113.77'
    const get = () =>
      ctx.app.inject({ method: 'GET', url: path, headers: owner.headers, remoteAddress: ip })
    let answered = 0
    for (;;) {
      const answer = await get()
      if (answer.statusCode !== 200) {
        expect(answer.statusCode).toBe(429)
        expect(answer.json().code).toBe(ERROR_CODES.RATE_LIMITED)
        break
      }
      answered += 1
      expect(answered, 'reads never stopped').toBeLessThan(1_000)
    }
    expect(answered).toBe(RATE_LIMITS.threadReadPerIp.max)
  })

  it('limits each user to 20 messages a minute over all threads, with a clean 429', async () => {
    const client = await signIn(ctx.app, { serviceType: 3, examinationStatus: 3 })
    const [a, b] = await Promise.all([
      createApplication(ctx.db.prisma, {
        clientId: client.user.id,
        applicantId: cast.applicant.user.id,
      }),
      createApplication(ctx.db.prisma, {
        clientId: client.user.id,
        applicantId: cast.applicant.user.id,
      }),
    ])
    for (let i = 0; i < THREAD_LIMITS.SEND_PER_MINUTE; i += 1) {
      const path = API_PATHS.APPLICATION_MESSAGES(i % 2 === 0 ? a.id : b.id)
      expect((await post(path, client, `message ${i}`)).status).toBe(201)
    }
    const refused = await post(API_PATHS.APPLICATION_MESSAGES(a.id), client, 'one too many')
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual({
      code: ERROR_CODES.RATE_LIMITED,
      message: SERVER_MESSAGES.MESSAGES_TOO_FAST,
    })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another user is not held back by this one.
    expect((await post(API_PATHS.APPLICATION_MESSAGES(a.id), cast.applicant, 'hi')).status).toBe(
      201,
    )
    expect(await ctx.db.prisma.message.count({ where: { senderId: client.user.id } })).toBe(20)
  })

  it('keeps unread counts exact and marks a side read when it reads the newest page', async () => {
    const application = await newApplication()
    const path = API_PATHS.APPLICATION_MESSAGES(application.id)
    const start = await unread(cast.applicant)

    for (const text of ['one', 'two', 'three']) {
      expect((await post(path, cast.owner, text)).status).toBe(201)
    }
    expect((await unread(cast.applicant)).messages).toBe(start.messages + 3)
    expect((await unread(cast.applicant)).notifications).toBe(start.notifications + 3)

    // An older page does not mark anything read.
    const newest = await read(path, cast.owner, '?limit=2')
    const older = await read(path, cast.applicant, `?before=${newest.messages[0]!.id}`)
    expect(older.messages.map((m) => m.body)).toEqual(['one'])
    expect((await unread(cast.applicant)).messages).toBe(start.messages + 3)

    await read(path, cast.applicant)
    expect(await unread(cast.applicant)).toEqual({
      messages: start.messages,
      notifications: start.notifications,
    })
    // The writer's own messages never count for the writer.
    expect((await unread(cast.owner)).messages).toBe(0)

    // Concurrent writes while the other side reads: nothing counted twice or lost.
    const thread = await ctx.db.prisma.messageThread.findUniqueOrThrow({
      where: { applicationId: application.id },
    })
    const seen = new Set<number>()
    await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => post(path, cast.owner, `burst ${i}`)),
      ...Array.from({ length: 4 }, async () => {
        for (const m of (await read(path, cast.applicant, '?limit=100')).messages) seen.add(m.id)
      }),
    ])
    const total = await ctx.db.prisma.message.count({ where: { threadId: thread.id } })
    const unseen = (
      await ctx.db.prisma.message.findMany({
        where: { threadId: thread.id },
        select: { id: true },
      })
    ).filter((m) => !seen.has(m.id) && m.id > newest.messages[1]!.id).length
    const row = await ctx.db.prisma.messageThread.findUniqueOrThrow({ where: { id: thread.id } })
    expect(total).toBe(11)
    expect(row.modelUnread).toBe(unseen)
  })

  it('pages a long thread by cursor: newest page, older pages, and new messages after an id', async () => {
    const application = await newApplication()
    const bodies = Array.from({ length: 75 }, (_, i) => `m${i + 1}`)
    const thread = await seedThreadMessages(
      ctx.db.prisma,
      {
        applicationId: application.id,
        clientId: cast.owner.user.id,
        modelUserId: cast.applicant.user.id,
      },
      bodies.map((body) => ({ senderId: cast.owner.user.id, body })),
    )
    const path = API_PATHS.APPLICATION_MESSAGES(application.id)

    const first = await read(path, cast.applicant)
    expect(first.id).toBe(thread.id)
    expect(first.messages.map((m) => m.body)).toEqual(bodies.slice(45))
    expect(first.hasMore).toBe(true)
    const second = await read(path, cast.applicant, `?before=${first.messages[0]!.id}`)
    expect(second.messages.map((m) => m.body)).toEqual(bodies.slice(15, 45))
    const third = await read(path, cast.applicant, `?before=${second.messages[0]!.id}`)
    expect(third.messages.map((m) => m.body)).toEqual(bodies.slice(0, 15))
    expect(third.hasMore).toBe(false)

    const last = first.messages.at(-1)!.id
    expect((await read(path, cast.applicant, `?after=${last}`)).messages).toEqual([])
    await post(path, cast.owner, 'new one')
    const polled = await read(path, cast.applicant, `?after=${last}`)
    expect(polled.messages.map((m) => m.body)).toEqual(['new one'])
    expect(messagePageSchema.safeParse(polled).success).toBe(true)

    const both = await request(server())
      .get(`${path}?before=${last}&after=1`)
      .set(cast.applicant.headers)
    expect(both.status).toBe(400)
  })

  describe('contact details before a booking', () => {
    const CONTACTS = 'Write to mina@example.com or call 010-1234-5678. Pay 500,000원 on 2026-12-03.'
    const HIDDEN = SERVER_MESSAGES.CONTACT_HIDDEN

    it('hides them from the other side, shows the sender their own words, keeps the original', async () => {
      const application = await newApplication()
      const path = API_PATHS.APPLICATION_MESSAGES(application.id)
      await post(path, cast.owner, 'Hello')
      const sent = await post(path, cast.applicant, CONTACTS)
      expect(sent.body.data.message).toMatchObject({ body: CONTACTS, contactHidden: true })

      const client = await read(path, cast.owner)
      expect(client.messages.at(-1)).toMatchObject({
        body: `Write to ${HIDDEN} or call ${HIDDEN}. Pay 500,000원 on 2026-12-03.`,
        contactHidden: true,
        mine: false,
      })
      expect((await read(path, cast.applicant)).messages.at(-1)?.body).toBe(CONTACTS)
      const stored = await ctx.db.prisma.message.findFirstOrThrow({
        where: { senderId: cast.applicant.user.id },
        orderBy: { id: 'desc' },
      })
      expect(stored.body).toBe(CONTACTS)

      // In the reader's language.
      const korean = await request(server())
        .get(path)
        .set(cast.owner.headers)
        .set('accept-language', 'ko')
      expect(korean.body.data.messages.at(-1).body).toContain(SERVER_MESSAGES_KO.CONTACT_HIDDEN)

      // Booked: both sides read everything as written.
      await ctx.db.prisma.application.update({
        where: { id: application.id },
        data: { status: 'booked' },
      })
      expect((await read(path, cast.owner)).messages.at(-1)).toMatchObject({
        body: CONTACTS,
        contactHidden: false,
      })
    })

    it('finds them once, when the message is written, and cuts at those places on every read (issue #25)', async () => {
      const { owner, applicant } = await createThreadCast(ctx.app)
      const application = await createApplication(ctx.db.prisma, {
        clientId: owner.user.id,
        applicantId: applicant.user.id,
      })
      const path = API_PATHS.APPLICATION_MESSAGES(application.id)
      await post(path, owner, 'Hello')
      const sent = await post(path, applicant, CONTACTS)
      const id = messageResponseSchema.parse(sent.body).data.message.id
      const stored = await ctx.db.prisma.message.findUniqueOrThrow({ where: { id } })
      const email = CONTACTS.indexOf('mina@example.com')
      const phone = CONTACTS.indexOf('010-1234-5678')
      expect(stored.contactSpans).toEqual([
        [email, email + 'mina@example.com'.length],
        [phone, phone + '010-1234-5678'.length],
      ])
      // What was found on write is what a read cuts: the patterns do not run again per page.
      await ctx.db.prisma.message.update({ where: { id }, data: { contactSpans: [[0, 5]] } })
      expect((await read(path, owner)).messages.at(-1)?.body).toBe(`${HIDDEN}${CONTACTS.slice(5)}`)
      // Rows written before the column (null), or with unreadable offsets, are found on read.
      for (const unknown of [Prisma.DbNull, [[40, 2]], [[0, 10_000]], 'x']) {
        await ctx.db.prisma.message.update({ where: { id }, data: { contactSpans: unknown } })
        expect((await read(path, owner)).messages.at(-1)?.body, JSON.stringify(unknown)).toBe(
          `Write to ${HIDDEN} or call ${HIDDEN}. Pay 500,000원 on 2026-12-03.`,
        )
      }
    })

    it('tells the sender on their own copy that the other side cannot read the details', async () => {
      // Two users of their own: the file's cast has spent much of its per-minute send budget.
      const { owner, applicant } = await createThreadCast(ctx.app)
      const application = await createApplication(ctx.db.prisma, {
        clientId: owner.user.id,
        applicantId: applicant.user.id,
      })
      const path = API_PATHS.APPLICATION_MESSAGES(application.id)
      // Sender, reader, what is written, whether the reader's copy hides part of it.
      const cases: Array<[SignedIn, SignedIn, string, boolean]> = [
        [owner, applicant, 'Call me on 010-1234-5678 tonight.', true],
        [applicant, owner, '카톡 아이디 minji2026 으로 연락 주세요', true],
        [applicant, owner, 'See you at 10:00 on 2026-12-03 for 500,000원.', false],
      ]
      for (const [sender, reader, body, hidden] of cases) {
        const sent = await post(path, sender, body)
        expect(sent.status, body).toBe(201)
        const answer = messageResponseSchema.parse(sent.body).data.message
        expect(answer, body).toMatchObject({ mine: true, body, contactHidden: hidden })

        // The sender's copy in the thread says the same: their words, and the flag.
        expect((await read(path, sender)).messages.at(-1), body).toMatchObject({
          id: answer.id,
          mine: true,
          body,
          contactHidden: hidden,
        })
        const theirs = (await read(path, reader)).messages.at(-1)!
        expect(theirs, body).toMatchObject({ id: answer.id, mine: false, contactHidden: hidden })
        expect(theirs.body.includes(HIDDEN), body).toBe(hidden)
        expect(theirs.body === body, body).toBe(!hidden)
      }

      // Once booked, nothing is hidden, so the sender is told nothing.
      await ctx.db.prisma.application.update({
        where: { id: application.id },
        data: { status: 'booked' },
      })
      const after = await post(path, owner, 'My e-mail is kim@acme.example.com')
      expect(after.body.data.message).toMatchObject({ mine: true, contactHidden: false })
      const mine = (await read(path, owner)).messages.filter((m) => m.mine)
      expect(mine.map((m) => m.contactHidden)).toEqual([false, false])
    })

    it('hides messenger IDs and outside links, keeps links to the platform', async () => {
      const application = await newApplication()
      const path = API_PATHS.APPLICATION_MESSAGES(application.id)
      await post(path, cast.owner, 'Hello')
      const own = 'http://localhost:5173/models/12'
      await post(
        path,
        cast.applicant,
        `My profile: ${own} — 카톡 아이디 minji2026, or open.kakao.com/o/sAbC123`,
      )
      expect((await read(path, cast.owner)).messages.at(-1)).toMatchObject({
        body: `My profile: ${own} — 카톡 아이디 ${HIDDEN}, or ${HIDDEN}`,
        contactHidden: true,
      })

      // A link to the platform alone is not a contact detail.
      const sent = await post(path, cast.applicant, `See ${own}`)
      expect(sent.body.data.message).toMatchObject({ body: `See ${own}`, contactHidden: false })
    })

    it('hides them on a proposal until it is accepted', async () => {
      const proposal = await createProposal(ctx.db.prisma, {
        senderId: cast.owner.user.id,
        recipientId: cast.applicant.user.id,
      })
      const path = API_PATHS.PROPOSAL_MESSAGES(proposal.id)
      await post(path, cast.owner, 'My number: +82 10 9876 5432')
      expect((await read(path, cast.applicant)).messages[0]?.body).toBe(`My number: ${HIDDEN}`)
      await ctx.db.prisma.castingProposal.update({
        where: { id: proposal.id },
        data: { status: 'accepted' },
      })
      expect((await read(path, cast.applicant)).messages[0]?.body).toBe(
        'My number: +82 10 9876 5432',
      )
    })
  })

  it('files a report on a message once, with a reason of info type 13 only', async () => {
    const application = await newApplication()
    const sent = await post(
      API_PATHS.APPLICATION_MESSAGES(application.id),
      cast.owner,
      'Pay 50,000원 to register',
    )
    const messageId = sent.body.data.message.id as number
    const report = (reasonId: number) =>
      request(server())
        .post(API_PATHS.MESSAGE_REPORTS(messageId))
        .set(cast.applicant.headers)
        .send({ reasonId, details: 'Asks for a fee' })

    const wrongType = await report(INFO.FEMALE)
    expect(wrongType.status).toBe(400)
    expect(wrongType.body.fields).toEqual({ reasonId: expect.any(String) })
    for (let i = 0; i < 2; i += 1) {
      const answer = await report(INFO.REASON_SPAM)
      expect(answer.status).toBe(201)
      expect(answer.body.message).toBe(SERVER_MESSAGES.MESSAGE_REPORTED)
    }
    const rows = await ctx.db.prisma.report.findMany({ where: { messageId } })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      target: 'message',
      reporterId: cast.applicant.user.id,
      reasonId: INFO.REASON_SPAM,
      details: 'Asks for a fee',
      status: 'open',
    })
  })

  it("tells the other side with a 'message' notification that links the thread", async () => {
    const application = await newApplication()
    const sent = await post(API_PATHS.APPLICATION_MESSAGES(application.id), cast.owner, 'Hi')
    const notification = await ctx.db.prisma.notification.findFirstOrThrow({
      where: { userId: cast.applicant.user.id, threadId: sent.body.data.threadId },
    })
    expect(notification).toMatchObject({
      kind: 'message',
      castingId: application.castingId,
      payload: {
        threadId: sent.body.data.threadId,
        applicationId: application.id,
        title: 'Spring lipstick campaign',
      },
    })
    expect(
      await ctx.db.prisma.notification.count({
        where: { userId: cast.owner.user.id, threadId: sent.body.data.threadId },
      }),
    ).toBe(0)
  })
})
