// The usage-ended notice and its acknowledgement (issue #28, ADR 0056), on the fake clock: the
// model side sends it only after the usage's end (409 before), the client is told at once in
// its language and answers "taken down on a date" or asks for an extension (a new agreement
// version the model side accepts or declines); one reminder after 7 days unanswered; the rows
// are kept. Who may call which route is a table of roles.
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import {
  BOOKING_API_PATHS,
  imageUsageResponseSchema,
  imageUsageListResponseSchema,
  type AgreementContent,
} from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import type { SignedIn } from '../../../test/helpers/factories.js'
import { setupApplicationsSuite, type AppCast } from '../applications/testing/casting-factory.js'
import {
  agreementCalls,
  agreementOf,
  bookThroughRoute,
  signInAgain,
} from './testing/agreement-fixtures.js'
import { sendUsageNoticeRemindersHandler } from './usage-jobs.js'

// Shoots on 2030-03-06 with 12 months of usage: the usage ends on 2031-03-06 (Seoul).
const BOOKED_AT = '2030-06-01T03:00:00.000Z'
const AFTER_END = '2031-03-07T03:00:00.000Z'
const clock = createFakeClock(BOOKED_AT)
const { ctx, cast } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)
const prisma = () => ctx.db.prisma

/** A confirmed booking of `owner`'s profile by the casting owner, with its ledger row id. */
async function confirmedUsage(owner: SignedIn = cast.modelOwner) {
  clock.set(BOOKED_AT)
  const booking = await bookThroughRoute(ctx, { owner, client: cast.castingOwner })
  agreementOf(await calls.propose(cast.castingOwner, booking.agreementId))
  agreementOf(await calls.accept(owner, booking.agreementId, 1))
  const usage = await prisma().imageUsage.findFirstOrThrow({
    where: { agreementId: booking.agreementId },
  })
  return { ...booking, owner, usageId: usage.id }
}

const post = async (who: SignedIn | null, url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: who ? (await signInAgain(ctx, who)).headers : {},
    payload,
  })
const sendNotice = (who: SignedIn | null, usageId: number, message = '') =>
  post(who, BOOKING_API_PATHS.USAGE_NOTICE(usageId), { message })
const acknowledge = (who: SignedIn | null, usageId: number, answer: object) =>
  post(who, BOOKING_API_PATHS.USAGE_NOTICE_ACKNOWLEDGEMENT(usageId), answer)

function usageOf(response: { statusCode: number; body: string; json: () => unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return imageUsageResponseSchema.parse(response.json()).data.usage
}

async function ledgerRow(who: SignedIn, agreementId: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: BOOKING_API_PATHS.IMAGE_USAGES,
    headers: (await signInAgain(ctx, who)).headers,
  })
  expect(response.statusCode, response.body).toBe(200)
  const items = imageUsageListResponseSchema.parse(response.json()).data.items
  return items.find((row) => row.agreementId === agreementId)
}

const eventsOf = async (userId: number, agreementId: number) =>
  (
    await prisma().notification.findMany({
      where: { userId, kind: 'agreement' },
      orderBy: { id: 'asc' },
    })
  )
    .map((row) => row.payload as Record<string, unknown>)
    .filter((payload) => payload.agreementId === agreementId)
    .map((payload) => String(payload.event))
    .filter((event) => event.startsWith('usage_notice') || event === 'usage_taken_down')

type Role = 'guest' | keyof AppCast
const ROLES: readonly Role[] = [
  'guest',
  'modelOwner',
  'otherModel',
  'agency',
  'castingOwner',
  'otherClient',
  'admin',
]
const whoIs = (role: Role) => (role === 'guest' ? null : cast[role])

describe('the usage-ended notice', () => {
  it('is refused before the end (409), sent after it, the client told at once in its language', async () => {
    const { usageId, agreementId } = await confirmedUsage()
    await prisma().user.update({
      where: { id: cast.castingOwner.user.id },
      data: { language: 'ko' },
    })
    clock.set('2031-03-06T03:00:00.000Z') // the last day of the usage (Seoul)
    expect((await sendNotice(cast.modelOwner, usageId)).statusCode).toBe(409)
    clock.set(AFTER_END)
    const before = await ledgerRow(cast.modelOwner, agreementId)
    expect(before).toMatchObject({ status: 'ended', can: { sendNotice: true, acknowledge: false } })
    const usage = usageOf(await sendNotice(cast.modelOwner, usageId, 'Please take them down.'))
    expect(usage).toMatchObject({
      status: 'notice_sent',
      notice: { message: 'Please take them down.', answer: null },
      can: { sendNotice: false },
    })
    expect(await eventsOf(cast.castingOwner.user.id, agreementId)).toEqual(['usage_notice'])
    const mail = await prisma().outboxMessage.findFirstOrThrow({
      where: { kind: 'usage-notice', recipient: cast.castingOwner.user.email! },
      orderBy: { createdAt: 'desc' },
    })
    expect(mail.subject).toContain('이미지 사용 기간이 끝났습니다')
    expect(mail.textBody).toContain('Please take them down.')
    expect(await ledgerRow(cast.castingOwner, agreementId)).toMatchObject({
      status: 'notice_sent',
      can: { acknowledge: true, sendNotice: false },
    })
    // One notice per usage.
    expect((await sendNotice(cast.modelOwner, usageId)).statusCode).toBe(409)
    await prisma().user.update({
      where: { id: cast.castingOwner.user.id },
      data: { language: 'en' },
    })
  })

  const noticeCells = ROLES.map((role) => ({
    role,
    status: { guest: 401, modelOwner: 200, castingOwner: 403, admin: 403 }[role as string] ?? 404,
  }))
  it.each(noticeCells)('POST notice as $role -> $status', async ({ role, status }) => {
    const { usageId } = await confirmedUsage()
    clock.set(AFTER_END)
    const response = await sendNotice(whoIs(role), usageId)
    expect(response.statusCode, response.body).toBe(status)
  })

  it('is sent by the agency for the model it manages (the model side is the profile owner)', async () => {
    const { usageId } = await confirmedUsage(cast.agency)
    clock.set(AFTER_END)
    expect((await sendNotice(cast.modelOwner, usageId)).statusCode).toBe(404)
    usageOf(await sendNotice(cast.agency, usageId))
  })

  const answerCells = ROLES.map((role) => ({
    role,
    status: { guest: 401, castingOwner: 200, modelOwner: 403, admin: 403 }[role as string] ?? 404,
  }))
  it.each(answerCells)('POST acknowledgement as $role -> $status', async ({ role, status }) => {
    const { usageId } = await confirmedUsage()
    clock.set(AFTER_END)
    usageOf(await sendNotice(cast.modelOwner, usageId))
    const response = await acknowledge(whoIs(role), usageId, {
      answer: 'taken_down',
      takenDownOn: '2031-03-07',
    })
    expect(response.statusCode, response.body).toBe(status)
  })

  it('taken down on a date: the model side is told, the ledger says so, nothing is answered twice', async () => {
    const { usageId, agreementId } = await confirmedUsage()
    clock.set(AFTER_END)
    expect(
      (
        await acknowledge(cast.castingOwner, usageId, {
          answer: 'taken_down',
          takenDownOn: '2031-03-07',
        })
      ).statusCode,
    ).toBe(409) // no notice yet
    usageOf(await sendNotice(cast.modelOwner, usageId))
    expect(
      (
        await acknowledge(cast.castingOwner, usageId, {
          answer: 'taken_down',
          takenDownOn: '2031-03-09',
        })
      ).statusCode,
    ).toBe(409) // in the future
    const usage = usageOf(
      await acknowledge(cast.castingOwner, usageId, {
        answer: 'taken_down',
        takenDownOn: '2031-03-07',
      }),
    )
    expect(usage).toMatchObject({
      status: 'acknowledged',
      notice: { answer: 'taken_down', takenDownOn: '2031-03-07' },
      can: { acknowledge: false },
    })
    expect(await ledgerRow(cast.modelOwner, agreementId)).toMatchObject({
      status: 'acknowledged',
      notice: { takenDownOn: '2031-03-07' },
    })
    expect(await eventsOf(cast.modelOwner.user.id, agreementId)).toEqual(['usage_taken_down'])
    expect(
      await prisma().outboxMessage.count({
        where: { kind: 'usage-notice', recipient: cast.modelOwner.user.email! },
      }),
    ).toBeGreaterThan(0)
    expect(
      (
        await acknowledge(cast.castingOwner, usageId, {
          answer: 'taken_down',
          takenDownOn: '2031-03-07',
        })
      ).statusCode,
    ).toBe(409)
    // Kept: the database refuses to delete a notice or change an answer.
    await expect(prisma().$executeRaw`DELETE FROM usage_notices`).rejects.toThrow()
    await expect(
      prisma().$executeRaw`UPDATE usage_notice_answers SET taken_down_on = '2031-03-01'`,
    ).rejects.toThrow()
  })

  it('an extension is a new version with its months and fee; declined, the notice waits again; accepted, a new row runs', async () => {
    const { usageId, agreementId } = await confirmedUsage()
    clock.set(AFTER_END)
    usageOf(await sendNotice(cast.modelOwner, usageId))
    expect(
      (await acknowledge(cast.castingOwner, usageId, { answer: 'extension', months: 12, fee: 1 }))
        .statusCode,
    ).toBe(409) // not longer than the agreed 12 months
    const asked = usageOf(
      await acknowledge(cast.castingOwner, usageId, {
        answer: 'extension',
        months: 24,
        fee: 800_000,
      }),
    )
    expect(asked).toMatchObject({
      status: 'extension_requested',
      notice: { answer: 'extension', extensionVersion: 2 },
    })
    const model = await signInAgain(ctx, cast.modelOwner)
    const agreement = agreementOf(await calls.get(model, agreementId))
    expect(agreement.can.answer).toBe(2)
    const terms = (agreement.versions[1]!.content as AgreementContent).terms
    expect(terms.usage).toMatchObject({ months: 24, extensionFee: 800_000 })
    expect(agreement.versions[1]).toMatchObject({ proposedBy: 'client', status: 'proposed' })
    // Declined: the notice waits for an answer again.
    agreementOf(await calls.decline(model, agreementId, 2, 'Too little.'))
    expect(await ledgerRow(cast.castingOwner, agreementId)).toMatchObject({
      status: 'notice_sent',
      can: { acknowledge: true },
    })
    usageOf(
      await acknowledge(cast.castingOwner, usageId, {
        answer: 'extension',
        months: 24,
        fee: 1_200_000,
      }),
    )
    agreementOf(await calls.accept(model, agreementId, 3))
    expect(await ledgerRow(cast.modelOwner, agreementId)).toMatchObject({
      version: 3,
      endsOn: '2032-03-06',
      status: 'running',
      notice: null,
    })
    // The agreed extension's PDF states its fee.
    const pdf = await calls.pdf(model, agreementId, 3, 'en')
    expect(pdf.statusCode).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    })
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Usage extension fee (on top of the fee): KRW 1,200,000',
    )
    // The old row, its notice and both answers are on record.
    expect(await prisma().usageNotice.count({ where: { agreementId } })).toBe(1)
    expect(await prisma().usageNoticeAnswer.count({ where: { notice: { agreementId } } })).toBe(2)
  })

  it('reminds the client once when the notice is unanswered for 7 days', async () => {
    const { usageId, agreementId } = await confirmedUsage()
    const answered = await confirmedUsage()
    clock.set(AFTER_END)
    usageOf(await sendNotice(cast.modelOwner, usageId))
    usageOf(await sendNotice(cast.modelOwner, answered.usageId))
    usageOf(
      await acknowledge(cast.castingOwner, answered.usageId, {
        answer: 'taken_down',
        takenDownOn: '2031-03-07',
      }),
    )
    const run = sendUsageNoticeRemindersHandler(ctx.app)
    clock.set('2031-03-14T02:59:00.000Z') // 6 days 23:59 later
    await run()
    expect(await eventsOf(cast.castingOwner.user.id, agreementId)).toEqual(['usage_notice'])
    clock.set('2031-03-14T03:00:00.000Z')
    await run()
    await run()
    clock.set('2031-03-30T03:00:00.000Z')
    await run()
    expect(await eventsOf(cast.castingOwner.user.id, agreementId)).toEqual([
      'usage_notice',
      'usage_notice_reminder',
    ])
    expect(await eventsOf(cast.castingOwner.user.id, answered.agreementId)).toEqual([
      'usage_notice',
    ])
  })
})
