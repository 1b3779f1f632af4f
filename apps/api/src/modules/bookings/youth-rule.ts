// The youth work-hour rule a booking's shoot hours are checked against (issue #28, ADR 0044):
// the Popular Culture and Arts Industry Development Act (대중문화예술산업발전법), Article 22.
// Under 15: at most 35 hours a week; nothing between 00:00 and 06:00; 22:00-24:00 only with the
// minor's and the guardian's consent and when the next day is not a school day (taken as a
// Saturday or Sunday: public holidays are not known here, so they are refused, the safe side).
// 15 to 18: at most 40 hours a week (the extension the Act allows by agreement is not offered);
// 22:00-06:00 only with the minor's and the guardian's consent. Times are local (Seoul).
import type { ShootDay, YouthCheck, YouthRule } from '@cnm/contracts'

const DAY_MIN = 24 * 60
const NIGHT_START = 22 * 60
const NIGHT_END = 6 * 60

export const YOUTH_WEEKLY_HOURS: Record<YouthRule, number | null> = {
  adult: null,
  under_15: 35,
  age_15_to_18: 40,
}

const minutesOf = (time: string): number => {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/** Start and end in minutes from the shoot day's midnight; an end not after the start is the next day. */
export function spanOf(shoot: Pick<ShootDay, 'start' | 'end'>): { start: number; end: number } {
  const start = minutesOf(shoot.start)
  let end = minutesOf(shoot.end)
  if (end <= start) end += DAY_MIN
  return { start, end }
}

const overlap = (a: number, b: number, from: number, to: number) =>
  Math.max(0, Math.min(b, to) - Math.max(a, from))

/** Full years between a birth date and a day, both "YYYY-MM-DD" (Korean 만 나이). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number]
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0)
}

export function ruleForAge(age: number | null): YouthRule {
  if (age === null || age >= 19) return 'adult'
  return age < 15 ? 'under_15' : 'age_15_to_18'
}

const STRICTNESS: Record<YouthRule, number> = { adult: 0, age_15_to_18: 1, under_15: 2 }
const stricter = (a: YouthRule, b: YouthRule): YouthRule => (STRICTNESS[a] >= STRICTNESS[b] ? a : b)

const dayOf = (date: string) => new Date(`${date}T00:00:00Z`)
const isoDay = (date: Date) => date.toISOString().slice(0, 10)
const addDays = (date: string, days: number) => {
  const day = dayOf(date)
  day.setUTCDate(day.getUTCDate() + days)
  return isoDay(day)
}
/** The Monday of the (ISO) week of `date`. */
const mondayOf = (date: string) => addDays(date, -((dayOf(date).getUTCDay() + 6) % 7))
const isWeekend = (date: string) => [0, 6].includes(dayOf(date).getUTCDay())

/**
 * Checks shoot days against the rule for the model's age on each day. `birthDate` null (no
 * birth date on the profile) is checked as an adult: a profile without it cannot be a minor's
 * (ADR 0035 asks the birth date of every profile that claims a minor's protections).
 */
export function checkYouthHours(
  birthDate: string | null,
  shoots: readonly Pick<ShootDay, 'date' | 'start' | 'end'>[],
  nightWorkConsent: boolean,
): YouthCheck {
  let rule: YouthRule = 'adult'
  const problems: YouthCheck['problems'] = []
  const weeks = new Map<string, { minutes: number; rule: YouthRule }>()
  for (const shoot of shoots) {
    const dayRule = ruleForAge(birthDate === null ? null : ageOn(birthDate, shoot.date))
    rule = stricter(rule, dayRule)
    const { start, end } = spanOf(shoot)
    const week = weeks.get(mondayOf(shoot.date)) ?? { minutes: 0, rule: 'adult' as YouthRule }
    weeks.set(mondayOf(shoot.date), {
      minutes: week.minutes + (end - start),
      rule: stricter(week.rule, dayRule),
    })
    if (dayRule === 'adult') continue
    // Night minutes: 00:00-06:00 and 22:00-24:00 of the day, then 00:00-06:00 of the next.
    const early =
      overlap(start, end, 0, NIGHT_END) + overlap(start, end, DAY_MIN, DAY_MIN + NIGHT_END)
    const late = overlap(start, end, NIGHT_START, DAY_MIN)
    if (early + late === 0) continue
    if (!nightWorkConsent) {
      problems.push({ kind: 'night_without_consent', date: shoot.date })
    } else if (dayRule === 'under_15' && (early > 0 || !isWeekend(addDays(shoot.date, 1)))) {
      problems.push({ kind: 'night_hours', date: shoot.date })
    }
  }
  for (const [monday, week] of [...weeks].sort(([a], [b]) => a.localeCompare(b))) {
    const max = YOUTH_WEEKLY_HOURS[week.rule]
    if (max !== null && week.minutes > max * 60) {
      problems.push({ kind: 'weekly_hours', date: monday, hours: week.minutes / 60 })
    }
  }
  return { rule, weeklyHoursMax: YOUTH_WEEKLY_HOURS[rule], problems }
}
