// Notifications as their owner sees them (the list, marking read, the header's counts) and
// the e-mails the job sends about them, delivered to a loopback SMTP server through the
// outbox, with a fake clock for the 15-minute window (issue #15, ADR 0025).
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  notificationListResponseSchema,
  notificationReadResponseSchema,
  SERVICE_TYPE,
  SERVER_MESSAGES,
  unreadCountsResponseSchema,
  MINUTE_MS,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createFakeSmtp } from '../../../test/fakes/smtp.js'
import {
  createApplication,
  createProposal,
  seedModelReferenceData,
} from '../threads/testing/thread-fixtures.js'
import { NOTIFICATION_EMAIL_KIND, NOTIFICATION_JOBS } from './notification-emails.js'
import { notify } from '../../lib/notify.js'

const smtp = createFakeSmtp()
await smtp.start()
afterAll(() => smtp.stop())

describe('notifications', () => {
  const clock = createFakeClock(new Date())
  const ctx = setupTestApp({
    clock,
    env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) },
  })
  beforeAll(() => seedModelReferenceData(ctx.db.prisma))
  beforeEach(() => smtp.clear())

  const server = () => ctx.app.server
  const model = (data: Record<string, unknown> = {}) =>
    signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL, allowNotification: true, ...data })
  const client = (data: Record<string, unknown> = {}) =>
    signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: 3,
      allowNotification: true,
      ...data,
    })
  /** An application whose client has written once (so both sides may write). */
  async function conversation(owner: SignedIn, applicant: SignedIn) {
    const application = await createApplication(ctx.db.prisma, {
      clientId: owner.user.id,
      applicantId: applicant.user.id,
    })
    return API_PATHS.APPLICATION_MESSAGES(application.id)
  }
  async function say(path: string, who: SignedIn, body: string) {
    const answer = await request(server()).post(path).set(who.headers).send({ body })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  }
  async function runEmailJob() {
    await ctx.app.jobs.send(NOTIFICATION_JOBS.SEND_EMAILS, {})
    await ctx.app.jobs.drain([NOTIFICATION_JOBS.SEND_EMAILS])
  }
  const outboxFor = (who: SignedIn) =>
    ctx.db.prisma.outboxMessage.findMany({
      where: { recipient: who.user.email!, kind: NOTIFICATION_EMAIL_KIND },
      orderBy: { createdAt: 'asc' },
    })
  const pendingOf = (who: SignedIn) =>
    ctx.db.prisma.notification.count({ where: { userId: who.user.id, emailedAt: null } })
  const delivered = (who: SignedIn) => smtp.messages.filter((m) => m.to.includes(who.user.email!))

  describe('the list and marking read', () => {
    it('lists only the caller’s notifications, newest first, paged by `before`, unread only on demand', async () => {
      const [me, someoneElse] = await Promise.all([model(), model()])
      for (let i = 1; i <= 5; i += 1) {
        await notify(ctx.db.prisma, {
          userId: me.user.id,
          kind: 'casting_closed',
          payload: { title: `c${i}` },
        })
      }
      await notify(ctx.db.prisma, { userId: someoneElse.user.id, kind: 'admin_action' })
      const list = async (query: string) => {
        const answer = await request(server())
          .get(`${API_PATHS.NOTIFICATIONS}${query}`)
          .set(me.headers)
        expect(answer.status).toBe(200)
        return notificationListResponseSchema.parse(answer.body).data
      }
      const first = await list('?limit=3')
      expect(first.items.map((n) => n.payload.title)).toEqual(['c5', 'c4', 'c3'])
      expect(first).toMatchObject({ hasMore: true, unread: 5 })
      const second = await list(`?limit=3&before=${first.items.at(-1)!.id}`)
      expect(second.items.map((n) => n.payload.title)).toEqual(['c2', 'c1'])
      expect(second.hasMore).toBe(false)

      const read = await request(server())
        .patch(API_PATHS.NOTIFICATIONS_READ)
        .set(me.headers)
        .send({ ids: [first.items[0]!.id, first.items[1]!.id] })
      expect(read.status).toBe(200)
      expect(read.body.message).toBe(SERVER_MESSAGES.NOTIFICATIONS_READ)
      expect(notificationReadResponseSchema.parse(read.body).data).toEqual({ marked: 2, unread: 3 })
      const unreadOnly = await list('?unreadOnly=true')
      expect(unreadOnly.items.map((n) => n.payload.title)).toEqual(['c3', 'c2', 'c1'])
      expect(first.items[0]!.read).toBe(false)
      expect((await list('')).items[0]).toMatchObject({ read: true, kind: 'casting_closed' })
    })

    it('never reads or marks another user’s rows', async () => {
      const [me, someoneElse] = await Promise.all([model(), model()])
      await notify(ctx.db.prisma, { userId: someoneElse.user.id, kind: 'admin_action' })
      const theirs = await ctx.db.prisma.notification.findFirstOrThrow({
        where: { userId: someoneElse.user.id },
      })
      const byIds = await request(server())
        .patch(API_PATHS.NOTIFICATIONS_READ)
        .set(me.headers)
        .send({ ids: [theirs.id] })
      expect(byIds.body.data).toEqual({ marked: 0, unread: 0 })
      const all = await request(server())
        .patch(API_PATHS.NOTIFICATIONS_READ)
        .set(me.headers)
        .send({ all: true })
      expect(all.body.data).toEqual({ marked: 0, unread: 0 })
      expect(
        (await ctx.db.prisma.notification.findUniqueOrThrow({ where: { id: theirs.id } })).readAt,
      ).toBeNull()
      const list = await request(server()).get(API_PATHS.NOTIFICATIONS).set(me.headers)
      expect(list.body.data.items).toEqual([])

      const mine = await request(server())
        .patch(API_PATHS.NOTIFICATIONS_READ)
        .set(someoneElse.headers)
        .send({ all: true })
      expect(mine.body.data).toEqual({ marked: 1, unread: 0 })
    })

    it('refuses a body that is neither ids nor all, and guests', async () => {
      const me = await model()
      for (const body of [{}, { ids: [] }, { all: false }, { ids: [0] }]) {
        const answer = await request(server())
          .patch(API_PATHS.NOTIFICATIONS_READ)
          .set(me.headers)
          .send(body)
        expect(answer.status, JSON.stringify(body)).toBe(400)
      }
      for (const path of [API_PATHS.NOTIFICATIONS, API_PATHS.MY_UNREAD]) {
        expect((await request(server()).get(path)).status).toBe(401)
      }
    })

    it('gives the header both counts: unread notifications and unread messages over all threads', async () => {
      const [owner, applicant] = await Promise.all([client(), model()])
      const counts = async (who: SignedIn) =>
        unreadCountsResponseSchema.parse(
          (await request(server()).get(API_PATHS.MY_UNREAD).set(who.headers)).body,
        ).data
      expect(await counts(applicant)).toEqual({ notifications: 0, messages: 0 })
      const a = await conversation(owner, applicant)
      const b = await conversation(owner, applicant)
      const proposal = await createProposal(ctx.db.prisma, {
        senderId: owner.user.id,
        recipientId: applicant.user.id,
      })
      await say(a, owner, 'one')
      await say(a, owner, 'two')
      await say(b, owner, 'three')
      await say(API_PATHS.PROPOSAL_MESSAGES(proposal.id), owner, 'four')
      await notify(ctx.db.prisma, { userId: applicant.user.id, kind: 'application_status' })
      expect(await counts(applicant)).toEqual({ notifications: 5, messages: 4 })
      await say(b, applicant, 'reply')
      expect(await counts(owner)).toEqual({ notifications: 1, messages: 1 })
      await request(server()).get(a).set(applicant.headers)
      expect(await counts(applicant)).toEqual({ notifications: 3, messages: 2 })
    })

    it('leaves out a kind a newer release wrote during a rolling deploy, instead of failing the list (ADR 0057)', async () => {
      const person = await model()
      await notify(ctx.db.prisma, { userId: person.user.id, kind: 'application_status' })
      await ctx.db.prisma.notification.create({
        data: { userId: person.user.id, kind: 'a_kind_of_the_next_release', payload: {} },
      })
      const list = await request(server()).get(API_PATHS.NOTIFICATIONS).set(person.headers)
      expect(list.status).toBe(200)
      const { data } = notificationListResponseSchema.parse(list.body)
      expect(data.items.map((item) => item.kind)).toEqual(['application_status'])
      expect(data.unread).toBe(1)
      const counts = await request(server()).get(API_PATHS.MY_UNREAD).set(person.headers)
      expect(counts.body.data).toEqual({ notifications: 1, messages: 0 })
    })
  })

  describe('e-mails', () => {
    it('sends one e-mail for a burst, holds the next for 15 minutes, then sends it', async () => {
      const [owner, applicant] = await Promise.all([client(), model({ language: 'ko' })])
      const path = await conversation(owner, applicant)
      for (let i = 1; i <= 5; i += 1) await say(path, owner, `message ${i}`)

      await runEmailJob()
      expect(await outboxFor(applicant)).toHaveLength(1)
      expect(await pendingOf(applicant)).toBe(0)

      clock.advance(2 * MINUTE_MS)
      await say(path, owner, 'message 6')
      await runEmailJob()
      expect(await outboxFor(applicant)).toHaveLength(1)
      expect(await pendingOf(applicant)).toBe(1)

      clock.advance(13 * MINUTE_MS)
      await runEmailJob()
      const rows = await outboxFor(applicant)
      expect(rows).toHaveLength(2)
      expect(await pendingOf(applicant)).toBe(0)

      await ctx.app.outbox.drain()
      const emails = delivered(applicant)
      expect(emails).toHaveLength(2)
      const first = emails.find((m) => m.text.includes('새 메시지 5개'))
      const second = emails.find((m) => m.text.includes('새 메시지 1개'))
      // In the recipient's language, counting the messages, never quoting them.
      expect(first?.subject).toBe('Casting N Model 새 소식: “Spring lipstick campaign”')
      expect(first?.text).toContain('“Spring lipstick campaign”에 새 메시지 5개가 도착했습니다.')
      expect(second?.subject).toBe(first?.subject)
      expect(first?.text).not.toContain('message 1')
      expect(first?.text).toContain('http://localhost:5173/mypage/casting')
      // The client wrote every message: nothing for them.
      expect(await outboxFor(owner)).toHaveLength(0)

      clock.advance(15 * MINUTE_MS)
      await say(path, owner, 'message 7')
      await runEmailJob()
      expect(await outboxFor(applicant)).toHaveLength(3)
    })

    it('keeps each side and each thread to its own window', async () => {
      const [owner, applicant] = await Promise.all([client(), model()])
      const a = await conversation(owner, applicant)
      const b = await conversation(owner, applicant)
      await say(a, owner, 'hello on a')
      await say(b, owner, 'hello on b')
      await say(a, applicant, 'answer on a')
      await runEmailJob()
      expect(await outboxFor(applicant)).toHaveLength(2)
      expect(await outboxFor(owner)).toHaveLength(1)
    })

    it('sends nothing to users who did not allow notifications, and marks their rows', async () => {
      const [owner, applicant] = await Promise.all([client(), model({ allowNotification: false })])
      const path = await conversation(owner, applicant)
      await say(path, owner, 'hello')
      await notify(ctx.db.prisma, { userId: applicant.user.id, kind: 'application_status' })
      await runEmailJob()
      expect(await outboxFor(applicant)).toHaveLength(0)
      expect(await pendingOf(applicant)).toBe(0)
    })

    it('sends nothing for what the user already read in the app', async () => {
      const [owner, applicant] = await Promise.all([client(), model()])
      const path = await conversation(owner, applicant)
      await say(path, owner, 'hello')
      await request(server()).get(path).set(applicant.headers)
      await runEmailJob()
      expect(await outboxFor(applicant)).toHaveLength(0)
      expect(await pendingOf(applicant)).toBe(0)
    })

    it('puts notifications without a thread into one digest per run, in English by default', async () => {
      const someone = await model()
      await notify(ctx.db.prisma, [
        { userId: someone.user.id, kind: 'application_status', payload: { title: 'Denim shoot' } },
        { userId: someone.user.id, kind: 'casting_closed', payload: { castingTitle: 'Beach ad' } },
        { userId: someone.user.id, kind: 'review_received' },
      ])
      await runEmailJob()
      await ctx.app.outbox.drain()
      const [digest, ...rest] = delivered(someone)
      expect(rest).toEqual([])
      expect(digest?.subject).toBe('You have 3 new notifications')
      expect(digest?.text).toContain('Your application to “Denim shoot” has a new status.')
      expect(digest?.text).toContain('The casting “Beach ad” has closed.')
      expect(digest?.text).toContain('You received a new review.')
      await runEmailJob()
      expect(await outboxFor(someone)).toHaveLength(1)
    })

    // The sender of a direct proposal reads how it was answered; rows written before the
    // answer was in the payload keep the neutral line.
    it.each([
      { language: 'en', status: 'accepted', line: 'Your proposal “Denim shoot” was accepted.' },
      { language: 'en', status: 'declined', line: 'Your proposal “Denim shoot” was declined.' },
      { language: 'en', status: undefined, line: 'Your proposal “Denim shoot” has been answered.' },
      { language: 'ko', status: 'accepted', line: '“Denim shoot” 제안이 수락되었습니다.' },
      { language: 'ko', status: 'declined', line: '“Denim shoot” 제안이 거절되었습니다.' },
      { language: 'ko', status: undefined, line: '보내신 제안 “Denim shoot”에 답변이 왔습니다.' },
    ])(
      'words an answered proposal as its payload says: $line',
      async ({ language, status, line }) => {
        const sender = await client({ language })
        await notify(ctx.db.prisma, {
          userId: sender.user.id,
          kind: 'proposal_answered',
          payload: { proposalId: 7, title: 'Denim shoot', ...(status ? { status } : {}) },
        })
        await runEmailJob()
        await ctx.app.outbox.drain()
        const [digest] = delivered(sender)
        expect(digest?.text).toContain(line)
      },
    )

    it('loses nothing while SMTP is down: every e-mail goes out once it is back', async () => {
      const owner = await client()
      const applicants = await Promise.all([model(), model(), model()])
      for (const applicant of applicants) {
        const path = await conversation(owner, applicant)
        await say(path, owner, 'hello')
        await say(path, owner, 'are you there?')
        await notify(ctx.db.prisma, { userId: applicant.user.id, kind: 'application_status' })
      }
      await smtp.stop()
      try {
        await runEmailJob()
        const queued = await ctx.db.prisma.outboxMessage.findMany({
          where: {
            kind: NOTIFICATION_EMAIL_KIND,
            recipient: { in: applicants.map((a) => a.user.email!) },
          },
        })
        // One per thread and one digest per applicant.
        expect(queued).toHaveLength(6)
        await ctx.app.outbox.drain()
        const failed = await ctx.db.prisma.outboxMessage.findMany({
          where: { id: { in: queued.map((row) => row.id) } },
        })
        expect(failed.map((row) => [row.status, row.attempts])).toEqual(
          failed.map(() => ['PENDING', 1]),
        )
      } finally {
        await smtp.start()
      }
      // The retry comes due (the outbox waits in real time; here it is simply made due now).
      await ctx.db.prisma.outboxMessage.updateMany({
        where: { kind: NOTIFICATION_EMAIL_KIND, status: 'PENDING' },
        data: { nextAttemptAt: new Date(Date.now() - 1_000) },
      })
      await ctx.app.outbox.drain()
      for (const applicant of applicants) {
        expect(
          delivered(applicant)
            .map((m) => m.subject)
            .sort(),
        ).toEqual([
          'New on Casting N Model: “Spring lipstick campaign”',
          'You have a new notification',
        ])
        expect(await pendingOf(applicant)).toBe(0)
      }
    })
  })
})
