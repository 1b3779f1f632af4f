import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  MINUTE_MS,
  HOUR_MS,
  DAY_MS,
} from '@cnm/contracts'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

// ADR 0014: every date, amount and count on screen goes through these, so Korean visitors
// read "2026년 12월 1일", "₩1,500,000" and "3일 후", English ones "Dec 1, 2026" and "in 3 days".

const LOCALES: Record<Language, string> = { en: 'en-US', ko: 'ko-KR' }

/** The platform works in Seoul: shoot dates and deadlines are Seoul dates for everyone. */
export const PLATFORM_TIME_ZONE = 'Asia/Seoul'

// Intl objects are costly to build and immutable; keep one per locale and options.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>()
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  language: Language,
  options: object,
  build: (locale: string) => T,
): T {
  const key = `${kind}|${language}|${JSON.stringify(options)}`
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = build(LOCALES[language])
    cache.set(key, formatter)
  }
  return formatter as T
}

type DateInput = Date | string | number

export type DateStyle = 'short' | 'medium' | 'long'

export function formatDate(value: DateInput, language: Language, dateStyle: DateStyle = 'medium') {
  const options = { dateStyle, timeZone: PLATFORM_TIME_ZONE } as const
  return cached('date', language, options, (l) => new Intl.DateTimeFormat(l, options)).format(
    new Date(value),
  )
}

export function formatDateTime(value: DateInput, language: Language) {
  const options = { dateStyle: 'medium', timeStyle: 'short', timeZone: PLATFORM_TIME_ZONE } as const
  return cached('datetime', language, options, (l) => new Intl.DateTimeFormat(l, options)).format(
    new Date(value),
  )
}

export function formatNumber(value: number | bigint, language: Language) {
  return cached('number', language, {}, (l) => new Intl.NumberFormat(l)).format(value)
}

/** Won amounts (budgets are BIGINT won): ₩ with thousands grouping, no decimals. */
export function formatMoney(value: number | bigint, language: Language) {
  const options = { style: 'currency', currency: 'KRW', maximumFractionDigits: 0 } as const
  return cached('money', language, options, (l) => new Intl.NumberFormat(l, options)).format(value)
}

let seoulCalendar: Intl.DateTimeFormat | undefined
/** The Seoul calendar day of an instant, as a day count, so two of them subtract to days. */
function seoulDayNumber(time: number) {
  seoulCalendar ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
  return Date.parse(`${seoulCalendar.format(time)}T00:00:00Z`) / DAY_MS // en-CA is YYYY-MM-DD
}

/**
 * "in 3 days" / "3일 후", "yesterday" / "어제", "in 5 hours" / "5시간 후". Within a day it
 * counts hours (or minutes), beyond that Seoul calendar days. Put it in a sentence through
 * the catalogue: t('common:closesIn', { when }) → "closes in 3 days" / "3일 후 마감".
 */
export function formatRelativeTime(value: DateInput, language: Language, now: number = Date.now()) {
  const target = new Date(value).getTime()
  const diff = target - now
  const format = cached(
    'relative',
    language,
    { numeric: 'auto' },
    (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }),
  )
  if (Math.abs(diff) < HOUR_MS) return format.format(Math.round(diff / MINUTE_MS), 'minute')
  if (Math.abs(diff) < DAY_MS) return format.format(Math.round(diff / HOUR_MS), 'hour')
  return format.format(seoulDayNumber(target) - seoulDayNumber(now), 'day')
}

/**
 * Whole Seoul calendar days only: "today" / "오늘", "tomorrow" / "내일", "in 3 days" /
 * "3일 후". For deadlines ("closes today" even when it is 20 hours away); put it in a
 * sentence through the catalogue.
 */
export function formatRelativeDay(value: DateInput, language: Language, now: number = Date.now()) {
  const format = cached(
    'relative',
    language,
    { numeric: 'auto' },
    (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }),
  )
  return format.format(seoulDayNumber(new Date(value).getTime()) - seoulDayNumber(now), 'day')
}

/** The helpers bound to the active language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE
  return useMemo(
    () => ({
      language,
      date: (value: DateInput, style?: DateStyle) => formatDate(value, language, style),
      dateTime: (value: DateInput) => formatDateTime(value, language),
      number: (value: number | bigint) => formatNumber(value, language),
      money: (value: number | bigint) => formatMoney(value, language),
      relativeTime: (value: DateInput, now?: number) => formatRelativeTime(value, language, now),
      relativeDay: (value: DateInput, now?: number) => formatRelativeDay(value, language, now),
    }),
    [language],
  )
}
