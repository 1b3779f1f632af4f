// A client's saved search of the models directory as the client observes it (issue #29, ADR 0051
// addendum): only a client may save one; the matching job finds exactly the profiles first
// published since, that the directory shows for the same filters (Korean pieces, 초성, one typo
// in English names), never a minor by surname or city; one in-app notification per search and
// run, a push to a subscribed phone, and the daily digest naming the new models (a minor by the
// first name only) with a link to /models and a one-click unsubscribe.
import request from 'supertest'
import webpush from 'web-push'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  CATEGORY_ID,
  MINUTE_MS,
  modelListResponseSchema,
  notificationListResponseSchema,
  SAVED_SEARCH_SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { createFakePushService } from '../../../test/fakes/push-service.js'
import { createFakeSmtp } from '../../../test/fakes/smtp.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import {
  bornYearsAgo,
  createProfile,
  INFO,
  seedModelReferenceData,
} from '../models/testing/model-fixtures.js'
import { SAVED_SEARCH_JOBS } from './saved-search-matching.js'

const smtp = createFakeSmtp()
await smtp.start()
const pushService = createFakePushService()
await pushService.start()
afterAll(async () => {
  await smtp.stop()
  await pushService.stop()
})
const vapid = webpush.generateVAPIDKeys()

const clock = createFakeClock(new Date())
const ctx = setupTestApp({
  clock,
  env: {
    SMTP_HOST: smtp.host,
    SMTP_PORT: String(smtp.port),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@castingnmodel.local',
  },
})
let agency: SignedIn
let modelAccount: SignedIn
beforeAll(async () => {
  await seedModelReferenceData(ctx.db.prisma)
  ;[agency, modelAccount] = await Promise.all([
    signIn(ctx.app, {
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
      categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
      agency: 'Star Models',
      allowNotification: true,
    }),
    signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL, allowNotification: true }),
  ])
})
beforeEach(() => {
  smtp.clear()
  pushService.received.length = 0
})

const api = () => request(ctx.app.server)
const client = (data: Record<string, unknown> = {}) =>
  signIn(ctx.app, {
    serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    examinationStatus: 3,
    allowNotification: true,
    ...data,
  })
const save = (who: SignedIn, query: string, name = query) =>
  api().post(API_PATHS.MY_SAVED_SEARCHES).set(who.headers).send({ kind: 'models', name, query })
const saved = async (who: SignedIn, query: string, name = query) => {
  const answer = await save(who, query, name)
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
/** A published profile, first published now (by the fake clock). */
const profile = (ownerId: number, stageName: string, data: Record<string, unknown> = {}) =>
  createProfile(ctx.db.prisma, ownerId, { stageName, publishedAt: clock.now(), ...data })
/** The profiles the matching found for a search, over every run. */
const matchedIds = async (searchId: number) => {
  const hits = await ctx.db.prisma.savedSearchHit.findMany({ where: { savedSearchId: searchId } })
  const ids = hits.flatMap((hit) => hit.itemIds).sort((a, b) => a - b)
  expect(hits.reduce((sum, hit) => sum + hit.found, 0)).toBe(ids.length)
  return ids
}
const directoryIds = async (query: string) => {
  const answer = await api().get(`${API_PATHS.MODELS}?${query}&pageSize=48`)
  expect(answer.status).toBe(200)
  return modelListResponseSchema.parse(answer.body).data.items.map((item) => item.id)
}
const matchLines = async (who: SignedIn) => {
  const answer = await api().get(API_PATHS.NOTIFICATIONS).set(who.headers)
  return notificationListResponseSchema
    .parse(answer.body)
    .data.items.filter((item) => item.kind === 'saved_search_match')
}

describe('saving a models search', () => {
  it('is a client’s tool: saved canonical with its kind; a model account is refused', async () => {
    const me = await client()
    const answer = await save(me, `page=2&sort=liked&q=태희&genderId=${INFO.FEMALE}`, '태희')
    expect(answer.status).toBe(201)
    expect(answer.body.data).toMatchObject({
      kind: 'models',
      name: '태희',
      query: `genderId=${INFO.FEMALE}&q=${encodeURIComponent('태희')}`,
      paused: false,
    })
    const refused = await save(modelAccount, 'q=mina')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(SAVED_SEARCH_SERVER_MESSAGES.MODELS_CLIENTS_ONLY)
    const guest = await api()
      .post(API_PATHS.MY_SAVED_SEARCHES)
      .send({ kind: 'models', name: 'x', query: 'q=x' })
    expect(guest.status).toBe(401)
    expect((await save(me, 'page=2&sort=newest')).status).toBe(400)
    expect((await save(me, 'heightMin=abc')).status).toBe(400)
  })
})

describe('matching new profiles', () => {
  it('finds what the directory shows for the filters, published after saving; minors only as the public sees them', async () => {
    const me = await client()
    const owner = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const old = await profile(owner.user.id, '오태희 전')
    const queries = [
      'q=태희',
      'q=ㅇㅌㅎ',
      'q=jenifer',
      `cityId=${INFO.GANGNAM}`,
      'q=kim',
      'q=지우',
      `genderId=${INFO.MALE}`,
      'ageMin=20&ageMax=28',
      'heightMin=170',
      `q=태희&genderId=${INFO.FEMALE}`,
      `keywordId=${INFO.KW_CHIC}&reviewedOnly=true`,
    ]
    const ids = await Promise.all(queries.map((query) => saved(me, query)))
    clock.advance(MINUTE_MS)
    const made = [
      await profile(agency.user.id, '오태희', { heightCm: 172, cityId: INFO.GANGNAM }),
      await profile(owner.user.id, 'Jennifer Lee', {
        birthDate: bornYearsAgo(30),
        heightCm: 168,
        cityId: INFO.GANGNAM,
        keywordIds: [INFO.KW_CHIC],
        reviewStatus: 'approved',
      }),
      // A minor: found by the first name, never by the surname nor by the city.
      await profile(owner.user.id, '지우 Kim', { birthDate: bornYearsAgo(10), heightCm: 140 }),
      await profile(owner.user.id, '박태희', {
        genderId: INFO.MALE,
        birthDate: bornYearsAgo(40),
        heightCm: 185,
      }),
      await profile(owner.user.id, '태희 Hidden', { hiddenByAdminAt: clock.now() }),
      await profile(owner.user.id, '태희 Draft', { status: 'draft', publishedAt: null }),
    ]
    const minor = made[2]!
    clock.advance(10 * MINUTE_MS)
    await match()

    const madeIds = new Set(made.map((row) => row.id))
    const found: string[] = []
    for (const [index, query] of queries.entries()) {
      const expected = (await directoryIds(query))
        .filter((id) => madeIds.has(id))
        .sort((a, b) => a - b)
      const got = await matchedIds(ids[index]!)
      expect(got, query).toEqual(expected)
      expect(got, query).not.toContain(old.id)
      if (expected.length > 0) found.push(query)
    }
    // What the directory shows, spelled out: Korean pieces, 초성, one typo, minors.
    expect(await matchedIds(ids[0]!)).toEqual([made[0]!.id, made[3]!.id])
    expect(await matchedIds(ids[1]!)).toEqual([made[0]!.id])
    expect(await matchedIds(ids[2]!)).toEqual([made[1]!.id])
    expect(await matchedIds(ids[3]!)).not.toContain(minor.id)
    expect(await matchedIds(ids[4]!)).toEqual([])
    expect(await matchedIds(ids[5]!)).toEqual([minor.id])

    // One notification per search that found something, naming it and counting.
    const lines = await matchLines(me)
    expect(lines.map((line) => line.payload.name).sort()).toEqual(found.sort())
    expect(lines.find((line) => line.payload.name === 'q=태희')?.payload).toMatchObject({
      count: 2,
      searchKind: 'models',
    })

    // A second run finds nothing new and tells nobody again.
    clock.advance(10 * MINUTE_MS)
    await match()
    expect(await matchLines(me)).toHaveLength(lines.length)
  })

  it('leaves out an agency’s own new profiles, and skips a paused search', async () => {
    const me = await client()
    const agencySearch = await saved(agency, 'q=하늘')
    const paused = await saved(me, 'q=하늘')
    await api().patch(API_PATHS.MY_SAVED_SEARCH(paused)).set(me.headers).send({ paused: true })
    clock.advance(MINUTE_MS)
    const own = await profile(agency.user.id, '김하늘')
    clock.advance(10 * MINUTE_MS)
    await match()
    expect(await matchedIds(agencySearch)).toEqual([])
    expect(await matchedIds(paused)).toEqual([])
    const other = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    clock.advance(MINUTE_MS)
    const theirs = await profile(other.user.id, '이하늘')
    clock.advance(10 * MINUTE_MS)
    await match()
    expect(await matchedIds(agencySearch)).toEqual([theirs.id])
    expect(await matchedIds(agencySearch)).not.toContain(own.id)
  })
})

describe('alerts', () => {
  it('pushes to a subscribed phone and e-mails the daily digest naming a minor by first name', async () => {
    const me = await client({ language: 'ko' })
    const browser = pushService.browser('client-phone')
    const subscribed = await api()
      .post(API_PATHS.MY_PUSH_SUBSCRIPTIONS)
      .set(me.headers)
      .send(browser.subscription)
    expect(subscribed.status).toBe(200)
    await saved(me, 'q=서연', '서연 찾기')
    const owner = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    clock.advance(MINUTE_MS)
    await profile(owner.user.id, '한서연')
    await profile(owner.user.id, '서연 Park', { birthDate: bornYearsAgo(12) })
    clock.advance(10 * MINUTE_MS)
    await match()

    await ctx.app.outbox.drain()
    const pushes = pushService.received.map((push) => JSON.parse(browser.decrypt(push.body)))
    expect(pushes).toEqual([
      {
        title: '새 모델 알림',
        body: '저장한 검색 “서연 찾기”에 맞는 새 모델이 2명 있습니다.',
        url: '/mypage/saved-searches',
        tag: expect.stringMatching(/^search-\d+$/),
      },
    ])

    await digest()
    const mails = smtp.messages.filter((mail) => mail.to.includes(me.user.email!))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.subject).toBe('저장한 검색에 맞는 새 모델 2명')
    expect(mail.text).toContain('“서연 찾기”: 새 모델 2명')
    expect(mail.text).toContain('• 한서연')
    expect(mail.text).toContain('• 서연\n')
    expect(mail.text).not.toContain('Park')
    expect(mail.text).toContain(`/models?q=${encodeURIComponent('서연')}`)
    expect(mail.headers.get('list-unsubscribe')).toMatch(/^<.+\/alerts\/unsubscribe\?u=\d+&t=.+>$/)
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
  })
})
