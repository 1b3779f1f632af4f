// The PDF of a confirmed version (issue #28, ADR 0044), read back as text: both parties, every
// term, each acceptance's time and IP and the content's SHA-256, in English and in Korean.
import { describe, expect, it } from 'vitest'
import { extractText, getDocumentProxy } from 'unpdf'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { agreementCalls, agreementOf, bookThroughRoute } from './testing/agreement-fixtures.js'

const SENT_AT = '2030-02-01T01:02:03.000Z'
const clock = createFakeClock(SENT_AT)
const { ctx, cast } = setupApplicationsSuite({ clock, env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)

async function textOf(response: {
  statusCode: number
  rawPayload: Buffer
  headers: Record<string, unknown>
}) {
  expect(response.statusCode).toBe(200)
  expect(response.headers['content-type']).toBe('application/pdf')
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(response.rawPayload)), {
    mergePages: true,
  })
  // Line breaks fall where the page wraps: compare on single spaces.
  return text.replace(/\s+/g, ' ')
}

async function confirmedAgreement() {
  clock.set(SENT_AT)
  const booking = await bookThroughRoute(ctx)
  const draft = agreementOf(await calls.get(booking.client, booking.agreementId)).draft!
  await calls.saveDraft(booking.client, booking.agreementId, {
    ...draft,
    fee: { amount: 450_000, basis: 'per_day' },
    shoots: [{ date: '2030-03-06', start: '10:00', end: '17:30', place: 'Hannam studio B' }],
    specialTerms: 'Hair and make-up provided',
  })
  agreementOf(await calls.propose(booking.client, booking.agreementId, undefined, '198.51.100.4'))
  clock.advance(60_000)
  const confirmed = agreementOf(
    await calls.accept(booking.model, booking.agreementId, 1, '192.0.2.55'),
  )
  return { ...booking, version: confirmed.versions[0]! }
}

describe('the agreement PDF', () => {
  it('carries the parties, the terms, both acceptances and the hash, in English', async () => {
    const { client, agreementId, version, casting } = await confirmedAgreement()
    const started = performance.now()
    const text = await textOf(await calls.pdf(client, agreementId, 1, 'en'))
    expect(performance.now() - started).toBeLessThan(5_000)
    for (const expected of [
      'Booking agreement',
      casting.title,
      'Acme Cosmetics',
      'Mina Kim',
      'KRW 450,000 (per day)',
      '2030-03-06 10:00-17:30 · Hannam studio B',
      'Instagram and YouTube, 12 months · 12 months from the first shoot day',
      'Payment due: 2030-04-05',
      'fewer than 3 days before the first shoot day, 50% of the fee',
      'Hair and make-up provided',
      'Not applicable (the model is 19 or older on every shoot day).',
      'Client: accepted 2030-02-01 01:02:03 (UTC) from IP 198.51.100.4',
      'Model: accepted 2030-02-01 01:03:03 (UTC) from IP 192.0.2.55',
      version.sha256,
    ]) {
      expect(text).toContain(expected)
    }
  })

  it('reads in Korean with ?lang=ko, and in the caller’s language without it', async () => {
    const { model, agreementId, version } = await confirmedAgreement()
    const korean = await textOf(await calls.pdf(model, agreementId, 1, 'ko'))
    for (const expected of [
      '섭외 계약서',
      '출연료: 450,000원 (일당)',
      '지급 기한: 2030-04-05',
      '첫 촬영일 3일 전보다 늦게 취소하면 출연료의 50%',
      '모델: 2030-02-01 01:03:03(UTC) 동의, IP 192.0.2.55',
      version.sha256,
    ]) {
      expect(korean).toContain(expected)
    }
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: `/bookings/agreements/${agreementId}/versions/1/pdf`,
      headers: { ...model.headers, 'accept-language': 'ko' },
    })
    expect(await textOf(byHeader)).toContain('섭외 계약서')
  })

  it('is only for the two sides (and administrators): anybody else, and a version not agreed, get 404', async () => {
    const { agreementId } = await confirmedAgreement()
    expect((await calls.pdf(cast.otherClient, agreementId, 1)).statusCode).toBe(404)
    expect((await calls.pdf(cast.otherModel, agreementId, 1)).statusCode).toBe(404)
    expect((await calls.pdf(cast.admin, agreementId, 1)).statusCode).toBe(200)
    expect((await calls.pdf(null, agreementId, 1)).statusCode).toBe(401)
  })
})
