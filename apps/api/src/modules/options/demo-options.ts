// Demo options for `pnpm start` (issue #29, ADR 0049): the demo client holds dates on the demo
// model and on the demo agency's models, and another approved demo client takes a 2nd option
// behind it, so both sides' My page > Options show ranks, statuses and actions. Placed and
// answered through the service's own rules; held for the longest time allowed (14 days), after
// which the expiry job ends them like any other option. The demo model also has a day marked
// unavailable (ADR 0054), so a client placing an option sees one.
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

/** Answers how many options it placed; none when the demo client already holds some. */
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
  if (!client || (await prisma.modelOption.count({ where: { clientId: client.id } })) > 0) {
    return 0
  }
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
  const profileOf = (email: string) =>
    prisma.modelProfile.findFirst({
      where: {
        owner: { email },
        status: MODEL_STATUS.PUBLISHED,
        hiddenByAdminAt: null,
        archivedAt: null,
      },
      orderBy: { id: 'asc' },
      select: { id: true, ownerId: true },
    })
  const clock = { now: () => now }
  const options = createOptionsService({ prisma, clock })
  const hours = OPTION_LIMITS.HOURS.max
  let placed = 0
  for (const [profile, days] of [
    [await profileOf(people.modelEmail), [7, 8]],
    [await profileOf(people.agencyEmail), [10]],
  ] as const) {
    if (!profile) continue
    if (days.length > 1) {
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
    await options.accept(profile.ownerId, held[0]!.id)
    if (second) {
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
