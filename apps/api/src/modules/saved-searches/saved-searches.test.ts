// Saved searches and their alerts as their owner observes them (issue #29, ADR 0051): saving,
// renaming, pausing and deleting (another account's search answers like none), the matching
// job finding exactly what the board would show for the saved filters, one notification per
// search and run, the daily digest e-mail in the owner's language with a one-click unsubscribe
// (RFC 8058), once a day at most, and only with notifications allowed.
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  castingListResponseSchema,
  DAY_MS,
  MINUTE_MS,
  notificationListResponseSchema,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_SERVER_MESSAGES,
  savedSearchListResponseSchema,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { createFakeSmtp } from '../../../test/fakes/smtp.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { createCasting } from '../castings/testing/casting-fixtures.js'
import { INFO, seedModelReferenceData } from '../models/testing/model-fixtures.js'
import { SAVED_SEARCH_JOBS } from './saved-search-matching.js'

const smtp = createFakeSmtp()
await smtp.start()
afterAll(() => smtp.stop())

const clock = createFakeClock(new Date())
const ctx = setupTestApp({ clock, env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) } })
let client: SignedIn
beforeAll(async () => {
  await seedModelReferenceData(ctx.db.prisma)
  client = await signIn(ctx.app, { serviceType: SERVICE_TYPE.CLIENT_NORMAL, examinationStatus: 3 })
})
beforeEach(() => smtp.clear())

const model = (data: Record<string, unknown> = {}) =>
  signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL, allowNotification: true, ...data })
const save = (who: SignedIn | null, body: object) =>
  request(ctx.app.server)
    .post(API_PATHS.MY_SAVED_SEARCHES)
    .set(who?.headers ?? {})
    .send(body)
const list = async (who: SignedIn) => {
  const answer = await request(ctx.app.server).get(API_PATHS.MY_SAVED_SEARCHES).set(who.headers)
  expect(answer.status).toBe(200)
  return savedSearchListResponseSchema.parse(answer.body).data
}
const saved = async (who: SignedIn, query: string, name = query) => {
  const answer = await save(who, { kind: 'castings', name, query })
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  return answer.body.data.id as number
}
const run = async (job: string) => {
  await ctx.app.jobs.send(job, {})
  await ctx.app.jobs.drain([job])
}
const match = () => run(SAVED_SEARCH_JOBS.MATCH)
const digest = async () => {
  await run(SAVED_SEARCH_JOBS.DIGEST)
  await ctx.app.outbox.drain()
}
/** A live casting published now, by the shared client. */
const casting = (title: string, data: Parameters<typeof createCasting>[2] = {}) =>
  createCasting(ctx.db.prisma, client.user.id, { title, ...data }, clock.now())
/** The castings the matching found for a search, over every run (each run keeps the newest few). */
const matchedIds = async (searchId: number) => {
  const hits = await ctx.db.prisma.savedSearchHit.findMany({ where: { savedSearchId: searchId } })
  const ids = hits.flatMap((hit) => hit.itemIds).sort((a, b) => a - b)
  expect(hits.reduce((sum, hit) => sum + hit.found, 0)).toBe(ids.length)
  return ids
}
const boardIds = async (query: string) => {
  const answer = await request(ctx.app.server).get(`${API_PATHS.CASTINGS}?${query}&pageSize=50`)
  return castingListResponseSchema.parse(answer.body).data.items.map((item) => item.id)
}

describe('keeping saved searches', () => {
  it('saves, lists, renames, pauses and deletes; another account sees none of it', async () => {
    const [me, stranger] = await Promise.all([model(), model()])
    expect((await save(null, { kind: 'castings', name: 'x', query: 'q=a' })).status).toBe(401)
    const answer = await save(me, {
      kind: 'castings',
      name: 'Runway in Seoul',
      query: `page=3&sort=budget&cityId=${INFO.SEOUL}&q=runway`,
    })
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({
      name: 'Runway in Seoul',
      // Canonical: sorted, without the page and the sort.
      query: `cityId=${INFO.SEOUL}&q=runway`,
      paused: false,
      matchCount: 0,
    })
    const id = answer.body.data.id as number
    expect((await list(me)).items.map((item) => item.id)).toEqual([id])
    expect((await list(stranger)).items).toEqual([])

    const path = API_PATHS.MY_SAVED_SEARCH(id)
    for (const call of [
      request(ctx.app.server).patch(path).set(stranger.headers).send({ paused: true }),
      request(ctx.app.server).delete(path).set(stranger.headers),
      request(ctx.app.server)
        .patch(API_PATHS.MY_SAVED_SEARCH(999_999))
        .set(me.headers)
        .send({ paused: true }),
    ]) {
      const refused = await call
      expect(refused.status).toBe(404)
      expect(refused.body.message).toBe(SAVED_SEARCH_SERVER_MESSAGES.NOT_FOUND)
    }
    // An id past what the column holds is a bad request, not a server error.
    const huge = await request(ctx.app.server)
      .patch(API_PATHS.MY_SAVED_SEARCH('821012345678'))
      .set(me.headers)
      .send({ paused: true })
    expect(huge.status).toBe(400)
    const renamed = await request(ctx.app.server)
      .patch(path)
      .set(me.headers)
      .send({ name: 'Seoul runway', paused: true })
    expect(renamed.body.data).toMatchObject({ name: 'Seoul runway', paused: true })
    expect((await request(ctx.app.server).delete(path).set(me.headers)).status).toBe(200)
    expect((await list(me)).items).toEqual([])

    // Alert e-mails: on by default, off and on again from My page.
    expect((await list(me)).alertEmails).toBe(true)
    const emails = (on: boolean) =>
      request(ctx.app.server).put(API_PATHS.MY_ALERT_EMAILS).set(me.headers).send({ on })
    expect((await emails(false)).body.message).toBe(SAVED_SEARCH_SERVER_MESSAGES.ALERT_EMAILS_OFF)
    expect((await list(me)).alertEmails).toBe(false)
    await emails(true)
    expect((await list(me)).alertEmails).toBe(true)
  })

  it('refuses a search without filters, a bad filter and a 21st search', async () => {
    const me = await model()
    const empty = await save(me, { kind: 'castings', name: 'All', query: 'page=2&sort=newest' })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toBe(SAVED_SEARCH_SERVER_MESSAGES.NO_FILTERS)
    expect((await save(me, { kind: 'castings', name: 'Bad', query: 'age=abc' })).status).toBe(400)
    for (let i = 0; i < SAVED_SEARCH_LIMITS.PER_USER_MAX; i += 1) await saved(me, `q=word${i}`)
    const over = await save(me, { kind: 'castings', name: 'One more', query: 'q=more' })
    expect(over.status).toBe(409)
    expect(over.body.message).toBe(SAVED_SEARCH_SERVER_MESSAGES.TOO_MANY)
  })
})

describe('matching new castings', () => {
  it('finds for each search exactly what the board shows for its filters, published after saving', async () => {
    const me = await model()
    const old = await casting('Zulu runway before saving')
    const queries = [
      'q=zulu',
      'q=zulu runway',
      `q=zulu&genderId=${INFO.FEMALE}`,
      `q=zulu&cityId=${INFO.GANGNAM}`,
      'q=zulu&age=20',
      'q=zulu&budgetMin=1000000&budgetMax=2000000',
      `q=zulu&categoryId=${INFO.COMMERCIAL}`,
      `q=zulu&shootTypeId=${INFO.PHOTO_SHOOT}`,
      'q=줄루',
      `q=zulu runway&genderId=${INFO.MALE}`,
    ]
    const ids = await Promise.all(queries.map((query) => saved(me, query)))
    clock.advance(MINUTE_MS)
    await casting('Zulu runway show', {
      genderId: INFO.FEMALE,
      ageMin: 18,
      ageMax: 25,
      budget: 3_000_000n,
    })
    await casting('Zulu beauty', {
      genderId: null,
      cityId: INFO.GANGNAM,
      shootTypeId: INFO.PHOTO_SHOOT,
    })
    await casting('Zulu menswear', {
      genderId: INFO.MALE,
      budget: 1_500_000n,
      modelCategoryId: INFO.COMMERCIAL,
    })
    await casting('줄루 화보', { ageMin: 30 })
    await casting('Zulu hidden', { hiddenAt: clock.now() })
    await casting('Zulu draft', { status: 'draft', publishedAt: null })
    clock.advance(10 * MINUTE_MS)
    await match()

    const found: string[] = []
    for (const [index, query] of queries.entries()) {
      const expected = (await boardIds(query)).filter((id) => id !== old.id).sort((a, b) => a - b)
      expect(await matchedIds(ids[index]!), query).toEqual(expected)
      if (expected.length > 0) found.push(query)
    }
    expect(await matchedIds(ids[0]!)).toHaveLength(3)
    expect(found.length).toBeLessThan(queries.length)

    // One notification per search that found something, naming it and counting.
    const answer = await request(ctx.app.server).get(API_PATHS.NOTIFICATIONS).set(me.headers)
    const lines = notificationListResponseSchema
      .parse(answer.body)
      .data.items.filter((item) => item.kind === 'saved_search_match')
    expect(lines.find((line) => line.payload.name === 'q=zulu')?.payload.count).toBe(3)
    expect(lines.map((line) => line.payload.name).sort()).toEqual(found.sort())

    // A second run finds nothing new and tells nobody again.
    clock.advance(10 * MINUTE_MS)
    await match()
    expect(await matchedIds(ids[0]!)).toHaveLength(3)
    const again = await request(ctx.app.server).get(API_PATHS.NOTIFICATIONS).set(me.headers)
    expect(
      notificationListResponseSchema
        .parse(again.body)
        .data.items.filter((item) => item.kind === 'saved_search_match'),
    ).toHaveLength(lines.length)
  })

  it('skips a paused search, and does not send on resume what was published meanwhile', async () => {
    const me = await model()
    const id = await saved(me, 'q=yankee')
    await request(ctx.app.server)
      .patch(API_PATHS.MY_SAVED_SEARCH(id))
      .set(me.headers)
      .send({ paused: true })
    clock.advance(MINUTE_MS)
    await casting('Yankee while paused')
    clock.advance(10 * MINUTE_MS)
    await match()
    await request(ctx.app.server)
      .patch(API_PATHS.MY_SAVED_SEARCH(id))
      .set(me.headers)
      .send({ paused: false })
    clock.advance(10 * MINUTE_MS)
    await match()
    expect(await matchedIds(id)).toEqual([])
    clock.advance(MINUTE_MS)
    const fresh = await casting('Yankee after resuming')
    clock.advance(10 * MINUTE_MS)
    await match()
    expect(await matchedIds(id)).toEqual([fresh.id])
  })
})

describe('the daily digest', () => {
  it('e-mails once a day in the owner’s language with a one-click unsubscribe that works', async () => {
    const korean = await model({ language: 'ko' })
    const silent = await model({ allowNotification: false })
    await saved(korean, 'q=xray', '엑스레이 검색')
    await saved(silent, 'q=xray')
    clock.advance(MINUTE_MS)
    await casting('Xray campaign')
    clock.advance(10 * MINUTE_MS)
    await match()
    await digest()

    const mails = smtp.messages.filter((mail) => mail.to.includes(korean.user.email!))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('저장한 검색에 맞는 새 캐스팅 1건')
    expect(mail.text).toContain('“엑스레이 검색”: 새 캐스팅 1건')
    expect(mail.text).toContain('Xray campaign')
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    // Nobody who did not allow notifications gets one; their matches do not pile up.
    expect(smtp.messages.filter((m) => m.to.includes(silent.user.email!))).toEqual([])
    expect(
      await ctx.db.prisma.savedSearchHit.count({
        where: { savedSearch: { userId: silent.user.id }, digestedAt: null },
      }),
    ).toBe(0)

    // New matches the same day wait for tomorrow's digest.
    clock.advance(MINUTE_MS)
    await casting('Xray second')
    clock.advance(10 * MINUTE_MS)
    await match()
    smtp.clear()
    await digest()
    expect(smtp.messages).toEqual([])
    clock.advance(DAY_MS)
    await digest()
    expect(smtp.messages.filter((m) => m.to.includes(korean.user.email!))).toHaveLength(1)

    // The header's link, POSTed as a mail app does (RFC 8058), turns alert e-mails off.
    const link = /^<(.+)>$/.exec(mail.headers.get('list-unsubscribe') ?? '')?.[1]
    expect(link).toBeDefined()
    const url = new URL(link!)
    const forged = await request(ctx.app.server)
      .post(
        `${url.pathname}?u=${silent.user.id}&${url.searchParams.toString().replace(/^u=\d+&/, '')}`,
      )
      .type('form')
      .send('List-Unsubscribe=One-Click')
    expect(forged.status).toBe(404)
    const done = await request(ctx.app.server)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    // (The owner's session has expired by now, a day on; My page would show alert e-mails off.)
    const owner = await ctx.db.prisma.user.findUniqueOrThrow({ where: { id: korean.user.id } })
    expect(owner.alertEmailsOffAt).not.toBeNull()
    clock.advance(MINUTE_MS)
    await casting('Xray third')
    clock.advance(10 * MINUTE_MS)
    await match()
    clock.advance(DAY_MS)
    smtp.clear()
    await digest()
    expect(smtp.messages).toEqual([])
  })
})
