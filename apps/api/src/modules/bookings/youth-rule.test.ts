// The youth work-hour rule at its boundaries (ADR 0044; Popular Culture and Arts Industry
// Development Act, Article 22). Dates are fixed: 2030-03-04 is a Monday, 2030-03-08 a Friday.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageOn, checkYouthHours, ruleForAge } from './youth-rule.js'

const shoot = (date: string, start: string, end: string) => ({ date, start, end })
/** Born so that the model turns 15 on 2030-03-06 (a Wednesday). */
const TURNS_15 = '2015-03-06'

describe('age and rule', () => {
  it.each([
    ['2015-03-06', '2030-03-05', 14],
    ['2015-03-06', '2030-03-06', 15],
    ['2011-03-06', '2030-03-05', 18],
    ['2011-03-06', '2030-03-06', 19],
    ['2012-02-29', '2030-02-28', 17],
    ['2012-02-29', '2030-03-01', 18],
  ])('born %s is %i on %s', (birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age)
  })

  it.each([
    [null, 'adult'],
    [14, 'under_15'],
    [15, 'age_15_to_18'],
    [18, 'age_15_to_18'],
    [19, 'adult'],
  ] as const)('age %s follows %s', (age, rule) => {
    expect(ruleForAge(age)).toBe(rule)
  })
})

describe('weekly hours', () => {
  // Five 7-hour days are exactly 35; a minute more is over for under 15, not for 15-18.
  const days = ['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08']
  it.each([
    ['2017-01-01', '17:00', []],
    ['2017-01-01', '17:01', [{ kind: 'weekly_hours', date: '2030-03-04', hours: 35 + 5 / 60 }]],
    ['2013-01-01', '17:01', []],
    ['2013-01-01', '18:00', []],
    ['2013-01-01', '18:01', [{ kind: 'weekly_hours', date: '2030-03-04', hours: 40 + 5 / 60 }]],
    ['1990-01-01', '23:00', []],
  ])('born %s, five days 10:00-%s', (birth, end, problems) => {
    const result = checkYouthHours(
      birth,
      days.map((day) => shoot(day, '10:00', end)),
      false,
    )
    expect(result.problems).toEqual(problems)
  })

  it('counts each calendar week (Monday to Sunday) on its own', () => {
    const twoWeeks = ['2030-03-08', '2030-03-09', '2030-03-10', '2030-03-11', '2030-03-12']
    const result = checkYouthHours(
      '2017-01-01',
      twoWeeks.map((day) => shoot(day, '06:00', '20:00')),
      false,
    )
    expect(result.problems).toEqual([{ kind: 'weekly_hours', date: '2030-03-04', hours: 42 }])
  })

  it('applies the stricter rule to a week in which the model turns 15', () => {
    const week = ['2030-03-04', '2030-03-05', '2030-03-06', '2030-03-07', '2030-03-08']
    const result = checkYouthHours(
      TURNS_15,
      week.map((day) => shoot(day, '10:00', '17:30')),
      false,
    )
    expect(result.rule).toBe('under_15')
    expect(result.problems).toEqual([{ kind: 'weekly_hours', date: '2030-03-04', hours: 37.5 }])
  })
})

describe('night hours (22:00-06:00)', () => {
  it.each([
    // Under 15 (born 2017).
    ['2017-01-01', '2030-03-06', '06:00', '22:00', false, []],
    ['2017-01-01', '2030-03-06', '05:59', '12:00', true, ['night_hours']],
    ['2017-01-01', '2030-03-06', '12:00', '22:01', false, ['night_without_consent']],
    // A school night stays closed even with consent; before a Saturday, until midnight with it.
    ['2017-01-01', '2030-03-06', '20:00', '23:00', true, ['night_hours']],
    ['2017-01-01', '2030-03-08', '20:00', '00:00', true, []],
    ['2017-01-01', '2030-03-08', '20:00', '00:01', true, ['night_hours']],
    ['2017-01-01', '2030-03-08', '20:00', '23:00', false, ['night_without_consent']],
    // 15 to 18 (born 2013): with consent, any night hour.
    ['2013-01-01', '2030-03-06', '22:00', '02:00', true, []],
    ['2013-01-01', '2030-03-06', '21:00', '22:00', false, []],
    ['2013-01-01', '2030-03-06', '21:00', '22:01', false, ['night_without_consent']],
    // Adults: no rule.
    ['1990-01-01', '2030-03-06', '22:00', '05:00', false, []],
  ] as const)('born %s on %s %s-%s (consent %s)', (birth, date, start, end, consent, kinds) => {
    const result = checkYouthHours(birth, [shoot(date, start, end)], consent)
    expect(result.problems.map((one) => one.kind)).toEqual(kinds)
  })

  it('never passes an under-15 shoot that touches 00:00-06:00, whatever the consent (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 12 * 60 }),
        fc.boolean(),
        (startHour, length, consent) => {
          const startMin = startHour * 60
          const endMin = (startMin + length) % (24 * 60)
          const hhmm = (minutes: number) =>
            `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
          const result = checkYouthHours(
            '2017-01-01',
            [shoot('2030-03-08', hhmm(startMin), hhmm(endMin))],
            consent,
          )
          const touchesEarly = startMin < 6 * 60 || startMin + length > 24 * 60
          if (touchesEarly) expect(result.problems.length).toBeGreaterThan(0)
        },
      ),
    )
  })
})
