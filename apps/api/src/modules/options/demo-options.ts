// Demo options for `pnpm start` (issue #29, ADR 0049): the demo client holds dates on the demo
// model and on two of the demo agency's models, and another approved demo client takes a 2nd
// option behind it, so both sides' My page > Options (and its month calendar) show ranks,
// statuses and actions. Placed and answered through the service's own rules; held for the
// longest time allowed (14 days), after which the expiry job ends them like any other option;
// a later `pnpm start` then places fresh ones, so a demo database kept for weeks still shows
// some. The demo model also has a day marked unavailable (ADR 0054), so a client placing an
// option sees one.
import {
  DAY_MS,
  EXAMINATION_STATUS,
  MODEL_STATUS,
  OPTION_LIMITS,
  SERVICE_TYPE,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import { createOptionCalendarService } from './option-calendar.js'
import { seoulToday } from '../../lib/seoul-day.js'
import { createOptionsService } from './options.service.js'

const ahead = (now: Date, days: number) => seoulToday(new Date(now.getTime() + days * DAY_MS))

/** Answers how many options it placed; none when the demo client still holds some. */
export async function seedDemoOptions(
  prisma: PrismaClient,
  people: {
    clientEmail: string
    modelEmail: string
    agencyEmail: string
    /** The domain of the other demo accounts: one of their approved clients takes a 2nd option. */
    otherDomain: string
  },
  now = new Date(),
): Promise<number> {
  const client = await prisma.user.findFirst({
    where: { email: people.clientEmail, deletedAt: null },
    select: { id: true },
  })
  // Standing: waiting or accepted, and not lapsed (the expiry job may not have run yet).
  const standing = {
    clientId: client?.id,
    status: { in: ['pending', 'accepted'] },
    expiresAt: { gt: now },
  }
  if (!client || (await prisma.modelOption.count({ where: standing })) > 0) return 0
  const second = await prisma.user.findFirst({
    where: {
      id: { not: client.id },
      email: { endsWith: `@${people.otherDomain}` },
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
      deletedAt: null,
      suspendedAt: null,
    },
    select: { id: true },
  })
  const profilesOf = (email: string, take: number) =>
    prisma.modelProfile.findMany({
      where: {
        owner: { email },
        status: MODEL_STATUS.PUBLISHED,
        hiddenByAdminAt: null,
        archivedAt: null,
      },
      orderBy: { id: 'asc' },
      take,
      select: { id: true, ownerId: true },
    })
  const [model] = await profilesOf(people.modelEmail, 1)
  const [agencyFirst, agencySecond] = await profilesOf(people.agencyEmail, 2)
  const clock = { now: () => now }
  const options = createOptionsService({ prisma, clock })
  const hours = OPTION_LIMITS.HOURS.max
  let placed = 0
  // Per profile: the days held, whether the model side already said the first one is free,
  // and whether another client queues a 2nd option behind it.
  const plan = [
    { profile: model, days: [7, 8], accepted: true, second: true },
    { profile: agencyFirst, days: [10], accepted: true, second: true },
    { profile: agencySecond, days: [11], accepted: false, second: false },
  ] as const
  for (const { profile, days, accepted, second: queued } of plan) {
    if (!profile) continue
    if (profile === model) {
      // The demo model is away on the 12th day from now: clients see it as unavailable.
      await createOptionCalendarService({ prisma, clock }).setUnavailable(
        profile.ownerId,
        profile.id,
        ahead(now, 12),
        true,
      )
    }
    const held = await options.place(client.id, {
      profileId: profile.id,
      dates: days.map((d) => ahead(now, d)),
      hours,
      note: 'Demo: spring lookbook, full day in Seongsu',
    })
    placed += held.length
    // The model side has said the first date is free; the rest wait for an answer.
    if (accepted) await options.accept(profile.ownerId, held[0]!.id)
    if (second && queued) {
      placed += (
        await options.place(second.id, {
          profileId: profile.id,
          dates: [ahead(now, days[0])],
          hours,
          note: '',
        })
      ).length
    }
  }
  return placed
}
