// Phone alerts (issue #29, ADR 0055): the caller's Web Push subscriptions and which kinds reach
// the phone. A subscription belongs to one browser (its endpoint); subscribing it from another
// account moves it there, so a shared phone alerts only whoever signed in last. Removing one
// only touches the caller's own: another account's endpoint answers like an unknown one.
import {
  MESSAGES,
  PUSH_KIND_VALUES,
  type PushKind,
  type PushSettings,
  type PushState,
  type PushSubscriptionInput,
} from '@cnm/contracts'
import type { AppConfig } from '../../config/env.js'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { HttpError, notFound } from '../../lib/http-error.js'

export interface PushServiceDeps {
  prisma: PrismaClient
  config: Pick<AppConfig, 'push' | 'isProduction'>
}

const OFF_MESSAGE = {
  en: 'Phone alerts are not available on this server.',
  ko: '이 서버에서는 휴대폰 알림을 사용할 수 없습니다.',
}

export function createPushService({ prisma, config }: PushServiceDeps) {
  async function state(userId: number): Promise<PushState> {
    const [optOuts, subscriptions] = await Promise.all([
      prisma.pushOptOut.findMany({ where: { userId }, select: { kind: true } }),
      prisma.pushSubscription.count({ where: { userId } }),
    ])
    const off = new Set(optOuts.map((row) => row.kind))
    const settings = Object.fromEntries(
      PUSH_KIND_VALUES.map((kind) => [kind, !off.has(kind)]),
    ) as PushSettings
    return { ...settings, subscriptions }
  }

  return {
    publicKey() {
      return { enabled: config.push !== null, publicKey: config.push?.publicKey ?? null }
    },

    async subscribe(userId: number, input: PushSubscriptionInput): Promise<PushState> {
      if (!config.push) {
        throw new HttpError('SERVICE_UNAVAILABLE', OFF_MESSAGE.en, { translations: OFF_MESSAGE })
      }
      // A push service on this machine is for development and tests only.
      if (config.isProduction && !input.endpoint.startsWith('https:')) {
        throw new HttpError('VALIDATION_FAILED', MESSAGES.INVALID, {
          fields: { endpoint: MESSAGES.INVALID },
        })
      }
      const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth }
      await prisma.pushSubscription.upsert({
        where: { endpoint: input.endpoint },
        create: { userId, endpoint: input.endpoint, ...keys },
        update: { userId, ...keys },
      })
      return state(userId)
    },

    async unsubscribe(userId: number, endpoint: string): Promise<PushState> {
      const { count } = await prisma.pushSubscription.deleteMany({ where: { userId, endpoint } })
      if (count === 0) throw notFound()
      return state(userId)
    },

    state,

    async updateSettings(userId: number, settings: PushSettings): Promise<PushState> {
      const off = PUSH_KIND_VALUES.filter((kind: PushKind) => !settings[kind])
      await prisma.$transaction([
        prisma.pushOptOut.deleteMany({ where: { userId } }),
        prisma.pushOptOut.createMany({ data: off.map((kind) => ({ userId, kind })) }),
      ])
      return state(userId)
    },
  }
}
