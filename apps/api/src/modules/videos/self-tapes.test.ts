// Self-tapes on castings (issue #31, ADR 0053), on a real Postgres with a generated clip: the
// owner asks, the shortlisted applicant uploads over tus, the job makes it playable, the owner
// plays it with range requests and marks it seen; everybody else is refused; the reminder goes
// once, a day before the deadline, to those who have not answered (fake clock).
import { randomUUID } from 'node:crypto'
import request from 'supertest'
import { describe, expect, it } from 'vitest'
import {
  HOUR_MS,
  MODEL_STATUS,
  SELF_TAPE_API_PATHS,
  SELF_TAPE_MESSAGES,
  type ApplicationSelfTapes,
  type ApplicationStatus,
  type CastingSelfTapes,
} from '@cnm/contracts'
import type { App } from '../../app.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { tinyMp4 } from '../../../test/fakes/videos.js'
import { createApplication, createCasting } from '../applications/testing/casting-factory.js'
import { SELF_TAPE_REMINDER_EMAIL_KIND, sendSelfTapeReminders } from './self-tape-reminders.js'

const clock = createFakeClock('2030-03-01T00:00:00.000Z')
const ctx = setupTestApp({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const TUS = { 'tus-resumable': '1.0.0' }
const DEADLINE = '2030-03-03T00:00:00.000Z'

/** A model account with a published profile and its application in `status`. */
async function applicant(app: App, castingId: number, status: ApplicationStatus) {
  const who = await signIn(app)
  const profile = await app.prisma.modelProfile.create({
    data: {
      ownerId: who.user.id,
      stageName: `Model ${randomUUID().slice(0, 6)}`,
      status: MODEL_STATUS.PUBLISHED,
    },
  })
  const application = await createApplication(app.prisma, {
    castingId,
    modelProfileId: profile.id,
    applicantId: who.user.id,
    status,
  })
  return { who, profileId: profile.id, applicationId: application.id }
}

async function castingWithApplicants(app: App) {
  const owner = await signIn(app)
  // No reference data in this database: the casting names no category or city.
  const casting = await createCasting(app.prisma, owner.user.id, {
    modelCategoryId: null,
    cityId: null,
  })
  const shortlisted = await applicant(app, casting.id, 'shortlisted')
  const waiting = await applicant(app, casting.id, 'submitted')
  return { owner, castingId: casting.id, shortlisted, waiting }
}

const ask = (app: App, who: SignedIn, castingId: number, deadline = DEADLINE) =>
  request(app.server)
    .post(SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(castingId))
    .set(who.headers)
    .send({ instructions: 'Read the first scene to camera, then slate.', deadline })

/** tus creation and one PATCH with the whole clip; the PATCH's answer (or the refusal). */
async function answerWith(
  app: App,
  who: SignedIn,
  applicationId: number,
  requestId: number,
  clip: Buffer,
) {
  const created = await request(app.server)
    .post(SELF_TAPE_API_PATHS.UPLOADS(applicationId, requestId))
    .set(who.headers)
    .set(TUS)
    .set('upload-length', String(clip.length))
  if (created.status !== 201) return created
  const uploadPath = new URL(created.headers.location as string).pathname
  expect(uploadPath).toMatch(/^\/applications\/\d+\/self-tapes\/\d+\/uploads\/[0-9a-f-]{36}$/)
  return request(app.server)
    .patch(uploadPath)
    .set(who.headers)
    .set(TUS)
    .set('upload-offset', '0')
    .set('content-type', 'application/offset+octet-stream')
    .send(clip)
}

async function ownerView(app: App, who: SignedIn, castingId: number) {
  const answer = await request(app.server)
    .get(SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(castingId))
    .set(who.headers)
  expect(answer.status).toBe(200)
  return answer.body.data as CastingSelfTapes
}

async function applicantView(app: App, who: SignedIn, applicationId: number) {
  const answer = await request(app.server)
    .get(SELF_TAPE_API_PATHS.APPLICATION_SELF_TAPES(applicationId))
    .set(who.headers)
  expect(answer.status).toBe(200)
  return answer.body.data as ApplicationSelfTapes
}

const pathOf = (url: string | null | undefined) => {
  const parsed = new URL(url as string)
  return `${parsed.pathname}${parsed.search}`
}

describe('self-tapes: request, answer, playback', () => {
  it('goes from the request to a played, seen answer; others are refused', async () => {
    const { app } = ctx
    const { owner, castingId, shortlisted, waiting } = await castingWithApplicants(app)
    const otherClient = await signIn(app)

    const past = await ask(app, owner, castingId, '2030-02-28T00:00:00.000Z')
    expect(past.status).toBe(400)
    expect(past.body.message).toBe(SELF_TAPE_MESSAGES.DEADLINE_PAST)
    expect((await ask(app, otherClient, castingId)).status).toBe(403)
    const asked = await ask(app, owner, castingId)
    expect(asked.status).toBe(201)
    const requestId = asked.body.data.id as number

    // The script: judged by its bytes.
    const script = (body: Buffer, who = owner) =>
      request(app.server)
        .put(SELF_TAPE_API_PATHS.SCRIPT(requestId))
        .set(who.headers)
        .set('content-type', 'application/pdf')
        .send(body)
    const notPdf = await script(Buffer.from('plain text pretending to be a PDF'))
    expect(notPdf.status).toBe(400)
    expect(notPdf.body.message).toBe(SELF_TAPE_MESSAGES.NOT_A_PDF)
    expect((await script(Buffer.from('%PDF-1.4\n%%EOF\n'), otherClient)).status).toBe(403)
    const attached = await script(Buffer.from('%PDF-1.4\n%%EOF\n'))
    expect(attached.status).toBe(200)
    const scriptPath = pathOf(attached.body.data.scriptUrl)
    expect((await request(app.server).get(scriptPath)).headers['content-type']).toBe(
      'application/pdf',
    )
    expect((await request(app.server).get(scriptPath.split('?')[0] as string)).status).toBe(404)

    // The shortlisted applicant is told and sees it; the one not shortlisted sees nothing.
    const told = await app.prisma.notification.findMany({ where: { kind: 'self_tape' } })
    expect(told.map((row) => row.userId)).toEqual([shortlisted.who.user.id])
    const [seenByApplicant] = await applicantView(app, shortlisted.who, shortlisted.applicationId)
    expect(seenByApplicant).toMatchObject({ open: true, video: null })
    expect(await applicantView(app, waiting.who, waiting.applicationId)).toEqual([])

    const clip = await tinyMp4(2)
    const refused = await answerWith(app, waiting.who, waiting.applicationId, requestId, clip)
    expect(refused.status).toBe(404)
    const foreign = await answerWith(app, otherClient, shortlisted.applicationId, requestId, clip)
    expect(foreign.status).toBe(404)

    expect(
      (await answerWith(app, shortlisted.who, shortlisted.applicationId, requestId, clip)).status,
    ).toBe(204)
    await app.jobs.drain()

    const [view] = await ownerView(app, owner, castingId)
    expect(view?.answers).toHaveLength(1)
    const video = view?.answers[0]?.video
    expect(video).toMatchObject({ status: 'ready', seenAt: null })
    const videoPath = pathOf(video?.videoUrl)
    const ranged = await request(app.server).get(videoPath).set('range', 'bytes=0-99')
    expect(ranged.status).toBe(206)
    expect(ranged.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/)
    expect((await request(app.server).get(pathOf(video?.posterUrl))).status).toBe(200)
    // The 480p rendition, signed the same way.
    const smallPath = pathOf(video?.video480Url)
    expect(smallPath).toMatch(/\/video-480\.mp4\?.*signature=/)
    expect((await request(app.server).get(smallPath).set('range', 'bytes=0-99')).status).toBe(206)
    // Never public: without the signature nobody gets it; other callers get no list.
    expect((await request(app.server).get(videoPath.split('?')[0] as string)).status).toBe(404)
    expect((await request(app.server).get(smallPath.split('?')[0] as string)).status).toBe(404)
    expect(
      (await request(app.server).get(SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(castingId))).status,
    ).toBe(401)
    expect(
      (
        await request(app.server)
          .get(SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(castingId))
          .set(otherClient.headers)
      ).status,
    ).toBe(403)
    expect(
      (
        await request(app.server)
          .get(SELF_TAPE_API_PATHS.APPLICATION_SELF_TAPES(shortlisted.applicationId))
          .set(otherClient.headers)
      ).status,
    ).toBe(404)

    // Seen: the owner marks it, the applicant reads it.
    const seen = await request(app.server)
      .put(SELF_TAPE_API_PATHS.SEEN(requestId, shortlisted.applicationId))
      .set(owner.headers)
    expect(seen.status).toBe(200)
    const [mine] = await applicantView(app, shortlisted.who, shortlisted.applicationId)
    expect(mine?.video?.seenAt).toBe(clock.now().toISOString())

    // A new answer replaces the old one once it plays.
    expect(
      (await answerWith(app, shortlisted.who, shortlisted.applicationId, requestId, clip)).status,
    ).toBe(204)
    await app.jobs.drain()
    const rows = await app.prisma.modelVideo.findMany({
      where: { selfTapeRequestId: requestId, applicationId: shortlisted.applicationId },
    })
    expect(rows).toHaveLength(1)
    expect(rows[0]?.id).not.toBe(video?.id)
    expect((await request(app.server).get(videoPath)).status).toBe(404)

    // Withdrawn: the answer is no longer served, even with a signed URL.
    const [again] = await ownerView(app, owner, castingId)
    const newPath = pathOf(again?.answers[0]?.video?.videoUrl)
    expect((await request(app.server).get(newPath)).status).toBe(200)
    await app.prisma.application.update({
      where: { id: shortlisted.applicationId },
      data: { status: 'withdrawn' },
    })
    expect((await request(app.server).get(newPath)).status).toBe(404)
  }, 90_000)

  it('checks, continues and cancels an answer upload only for its applicant', async () => {
    const { app } = ctx
    const { owner, castingId, shortlisted } = await castingWithApplicants(app)
    const requestId = (await ask(app, owner, castingId)).body.data.id as number
    const created = await request(app.server)
      .post(SELF_TAPE_API_PATHS.UPLOADS(shortlisted.applicationId, requestId))
      .set(shortlisted.who.headers)
      .set(TUS)
      .set('upload-length', '1000')
    expect(created.status).toBe(201)
    const uploadPath = new URL(created.headers.location as string).pathname
    const head = (who: SignedIn) => request(app.server).head(uploadPath).set(who.headers).set(TUS)
    expect((await head(owner)).status).toBe(404)
    const offset = await head(shortlisted.who)
    expect(offset.status).toBe(200)
    expect(offset.headers['upload-offset']).toBe('0')
    expect(
      (await request(app.server).delete(uploadPath).set(shortlisted.who.headers).set(TUS)).status,
    ).toBe(204)
    expect((await head(shortlisted.who)).status).toBe(404)
    expect(await app.prisma.modelVideo.count({ where: { selfTapeRequestId: requestId } })).toBe(0)
  })

  it('refuses a new upload after the deadline', async () => {
    const { app } = ctx
    const { owner, castingId, shortlisted } = await castingWithApplicants(app)
    const requestId = (await ask(app, owner, castingId, '2030-03-01T01:00:00.000Z')).body.data
      .id as number
    clock.advance(2 * HOUR_MS)
    try {
      const late = await answerWith(
        app,
        shortlisted.who,
        shortlisted.applicationId,
        requestId,
        await tinyMp4(1),
      )
      expect(late.status).toBe(409)
      expect(late.body.message).toBe(SELF_TAPE_MESSAGES.CLOSED)
    } finally {
      clock.set('2030-03-01T00:00:00.000Z')
    }
  }, 60_000)
})

describe('self-tapes: the reminder', () => {
  it('goes once, 24 hours before the deadline, to addressed applicants without an answer', async () => {
    const { app } = ctx
    const { owner, castingId, shortlisted, waiting } = await castingWithApplicants(app)
    const answered = await applicant(app, castingId, 'shortlisted')
    const requestId = (await ask(app, owner, castingId)).body.data.id as number
    expect(
      (await answerWith(app, answered.who, answered.applicationId, requestId, await tinyMp4(1)))
        .status,
    ).toBe(204)
    await app.jobs.drain()

    const run = () =>
      sendSelfTapeReminders({ prisma: app.prisma, clock, webOrigin: 'https://cnm.example' })
    const reminders = () =>
      app.prisma.outboxMessage.findMany({
        where: {
          kind: SELF_TAPE_REMINDER_EMAIL_KIND,
          recipient: {
            in: [shortlisted, waiting, answered].map(({ who }) => who.user.email as string),
          },
        },
      })
    try {
      // 25 hours before: nothing yet.
      clock.set(new Date(new Date(DEADLINE).getTime() - 25 * HOUR_MS))
      await run()
      expect(await reminders()).toHaveLength(0)

      clock.set(new Date(new Date(DEADLINE).getTime() - 23 * HOUR_MS))
      await run()
      const sent = await reminders()
      expect(sent.map((row) => row.recipient)).toEqual([shortlisted.who.user.email])
      const inApp = await app.prisma.notification.findMany({
        where: {
          kind: 'self_tape',
          userId: { in: [shortlisted.who.user.id, waiting.who.user.id] },
        },
      })
      expect(inApp.map((row) => (row.payload as { event: string }).event).sort()).toEqual([
        'reminder',
        'requested',
      ])

      clock.advance(HOUR_MS)
      await run()
      expect(await reminders()).toHaveLength(1)
    } finally {
      clock.set('2030-03-01T00:00:00.000Z')
    }
  }, 60_000)
})
