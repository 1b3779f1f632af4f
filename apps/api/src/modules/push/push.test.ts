// Phone alerts as a user and the push service observe them (issue #29, ADR 0055): a browser
// subscribes with its keys, a notification of a pushable kind reaches the (loopback) push
// service encrypted and signed with VAPID, in the user's language; a kind turned off and a kind
// that never pushes send nothing; a 410 deletes the subscription, a 500 is retried later; one
// account cannot remove another's subscription.
import request from 'supertest'
import webpush from 'web-push'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  pushPublicKeyResponseSchema,
  pushStateResponseSchema,
  type NotificationKind,
} from '@cnm/contracts'
import { notify } from '../../lib/notify.js'
import { createFakePushService } from '../../../test/fakes/push-service.js'
import { buildTestApp, setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'

const vapid = webpush.generateVAPIDKeys()
const pushService = createFakePushService()
await pushService.start()
afterAll(() => pushService.stop())

const ctx = setupTestApp({
  env: {
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: 'mailto:alerts@castingnmodel.local',
  },
})
let ko: SignedIn
let en: SignedIn
beforeAll(async () => {
  ko = await signIn(ctx.app, { language: 'ko' })
  en = await signIn(ctx.app, { language: 'en' })
})
beforeEach(() => {
  pushService.received.length = 0
  pushService.answer(201)
})

const api = () => request(ctx.app.server)
const subscribe = (who: SignedIn, body: object) =>
  api().post(API_PATHS.MY_PUSH_SUBSCRIPTIONS).set(who.headers).send(body)
const subscribed = async (who: SignedIn, name: string) => {
  const browser = pushService.browser(name)
  const answer = await subscribe(who, browser.subscription)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return browser
}
const tell = (who: SignedIn, kind: NotificationKind, payload: Record<string, string | number>) =>
  notify(ctx.app.prisma, { userId: who.user.id, kind, payload, threadId: null })
/** The pushes queued for a user's browsers. */
const queuedFor = async (who: SignedIn) => {
  const mine = await ctx.app.prisma.pushSubscription.findMany({ where: { userId: who.user.id } })
  return ctx.app.prisma.outboxMessage.findMany({
    where: { channel: 'PUSH', recipient: { in: mine.map((row) => String(row.id)) } },
  })
}

describe('subscribing', () => {
  it('gives the VAPID public key to a signed-in caller', async () => {
    const answer = await api().get(API_PATHS.PUSH_PUBLIC_KEY).set(en.headers)
    expect(pushPublicKeyResponseSchema.parse(answer.body).data).toEqual({
      enabled: true,
      publicKey: vapid.publicKey,
    })
  })

  it('refuses an endpoint that is not https nor this machine, and keys that are not keys', async () => {
    const { subscription } = pushService.browser('refused')
    const http = { ...subscription, endpoint: 'http://push.example.com/x' }
    expect((await subscribe(en, http)).status).toBe(400)
    const badKeys = { ...subscription, keys: { p256dh: 'not a key!', auth: 'x' } }
    expect((await subscribe(en, badKeys)).status).toBe(400)
  })

  it('refuses guests on every push route', async () => {
    const { subscription } = pushService.browser('guest')
    expect((await api().get(API_PATHS.PUSH_PUBLIC_KEY)).status).toBe(401)
    expect((await api().post(API_PATHS.MY_PUSH_SUBSCRIPTIONS).send(subscription)).status).toBe(401)
    expect((await api().delete(API_PATHS.MY_PUSH_SUBSCRIPTIONS).send(subscription)).status).toBe(
      401,
    )
    expect((await api().get(API_PATHS.MY_PUSH_SETTINGS)).status).toBe(401)
  })

  it("lets nobody remove another account's subscription", async () => {
    const owner = await signIn(ctx.app)
    const other = await signIn(ctx.app)
    const browser = await subscribed(owner, 'owned')
    const endpoint = { endpoint: browser.subscription.endpoint }
    const theirs = await api()
      .delete(API_PATHS.MY_PUSH_SUBSCRIPTIONS)
      .set(other.headers)
      .send(endpoint)
    expect(theirs.status).toBe(404)
    expect(await ctx.app.prisma.pushSubscription.count({ where: { userId: owner.user.id } })).toBe(
      1,
    )
    const own = await api()
      .delete(API_PATHS.MY_PUSH_SUBSCRIPTIONS)
      .set(owner.headers)
      .send(endpoint)
    expect(pushStateResponseSchema.parse(own.body).data.subscriptions).toBe(0)
  })
})

describe('sending', () => {
  it('pushes a new message, encrypted and signed, in the user’s language, from the outbox', async () => {
    const browser = await subscribed(ko, 'ko-phone')
    await tell(ko, 'message', { applicationId: 7, title: '봄 화보' })
    // Queued with the notification, not sent in the request.
    expect(pushService.received).toHaveLength(0)
    await ctx.app.outbox.drain()
    expect(pushService.received).toHaveLength(1)
    const [push] = pushService.received
    expect(push!.path).toBe('/push/ko-phone')
    expect(push!.headers['content-encoding']).toBe('aes128gcm')
    expect(push!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    )
    expect(JSON.parse(browser.decrypt(push!.body))).toEqual({
      title: '새 메시지',
      body: '“봄 화보”에 새 메시지가 도착했습니다.',
      url: '/mypage/messages/application/7',
      tag: 'thread-0',
    })
  })

  it('sends nothing for a kind the user turned off, nor for kinds that never push', async () => {
    const browser = await subscribed(en, 'en-phone')
    const settings = { messages: false, options: true, proposals: true, matches: true }
    const put = await api().put(API_PATHS.MY_PUSH_SETTINGS).set(en.headers).send(settings)
    expect(pushStateResponseSchema.parse(put.body).data).toEqual({ ...settings, subscriptions: 1 })
    await tell(en, 'message', { applicationId: 1, title: 'Muted' })
    await tell(en, 'review_received', {})
    expect(await queuedFor(en)).toEqual([])
    await tell(en, 'option', { optionId: 3, title: 'Spring shoot' })
    await ctx.app.outbox.drain()
    expect(pushService.received.map((push) => JSON.parse(browser.decrypt(push.body)))).toEqual([
      {
        title: 'Option update',
        body: 'An option on “Spring shoot” has news.',
        url: '/mypage/options',
        tag: 'option-3',
      },
    ])
  })

  it('deletes a subscription the push service says is gone (410)', async () => {
    const who = await signIn(ctx.app)
    await subscribed(who, 'gone')
    pushService.answer(410)
    await tell(who, 'proposal_received', { proposalId: 5, title: 'Gone' })
    await ctx.app.outbox.drain()
    expect(pushService.received).toHaveLength(1)
    expect(await ctx.app.prisma.pushSubscription.count({ where: { userId: who.user.id } })).toBe(0)
  })

  it('keeps the subscription and retries later when the push service fails (500)', async () => {
    const who = await signIn(ctx.app)
    await subscribed(who, 'flaky')
    pushService.answer(500)
    await tell(who, 'saved_search_match', { savedSearchId: 2, name: 'Seoul', count: 3 })
    await ctx.app.outbox.drain()
    const [row] = await queuedFor(who)
    expect(row).toMatchObject({ status: 'PENDING', attempts: 1 })
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    expect(await ctx.app.prisma.pushSubscription.count({ where: { userId: who.user.id } })).toBe(1)
  })
})

describe('without VAPID keys', () => {
  it('says push is off and takes no subscription', async () => {
    const app = await buildTestApp({ db: ctx.db })
    try {
      const who = await signIn(app)
      const key = await request(app.server).get(API_PATHS.PUSH_PUBLIC_KEY).set(who.headers)
      expect(key.body.data).toEqual({ enabled: false, publicKey: null })
      const { subscription } = pushService.browser('off')
      const answer = await request(app.server)
        .post(API_PATHS.MY_PUSH_SUBSCRIPTIONS)
        .set(who.headers)
        .send(subscription)
      expect(answer.status).toBe(503)
    } finally {
      await app.close()
    }
  })
})
