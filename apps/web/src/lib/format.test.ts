import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatMoney,
  formatNumber,
  formatRelativeDay,
  formatRelativeTime,
} from './format'
import { i18n } from './i18n'

// 2026-11-22 15:00 in Seoul (06:00 UTC).
const NOW = Date.parse('2026-11-22T06:00:00Z')

describe('formatting per language', () => {
  it('writes won amounts with ₩ and thousands grouping, BIGINT budgets included', () => {
    expect(formatMoney(1_500_000, 'ko')).toBe('₩1,500,000')
    expect(formatMoney(1_500_000, 'en')).toBe('₩1,500,000')
    expect(formatMoney(3_000_000_000n, 'ko')).toBe('₩3,000,000,000')
    expect(formatNumber(12345.5, 'en')).toBe('12,345.5')
  })

  it('writes dates on the Seoul calendar', () => {
    // 23:30 UTC on 30 Nov is already 1 December in Seoul.
    expect(formatDate('2026-11-30T23:30:00Z', 'ko', 'long')).toBe('2026년 12월 1일')
    expect(formatDate('2026-11-30T23:30:00Z', 'en', 'long')).toBe('December 1, 2026')
  })

  it('says how far away a deadline is, in calendar days beyond a day', () => {
    const inThreeDays = '2026-11-25T02:00:00Z' // 25 Nov, 11:00 in Seoul
    expect(formatRelativeTime(inThreeDays, 'ko', NOW)).toBe('3일 후')
    expect(formatRelativeTime(inThreeDays, 'en', NOW)).toBe('in 3 days')
    expect(formatRelativeTime('2026-11-23T01:00:00Z', 'ko', NOW)).toBe('19시간 후')
    expect(formatRelativeTime('2026-11-21T06:00:00Z', 'en', NOW)).toBe('yesterday')
    expect(formatRelativeTime('2026-11-22T06:20:00Z', 'en', NOW)).toBe('in 20 minutes')
  })

  it('counts a deadline in whole Seoul days: "today" even hours away, "tomorrow" past midnight', () => {
    // 23:59 in Seoul on the same day is still today; 00:30 on the next day is tomorrow.
    expect(formatRelativeDay('2026-11-22T14:59:00Z', 'en', NOW)).toBe('today')
    expect(formatRelativeDay('2026-11-22T14:59:00Z', 'ko', NOW)).toBe('오늘')
    expect(formatRelativeDay('2026-11-22T15:30:00Z', 'en', NOW)).toBe('tomorrow')
    expect(formatRelativeDay('2026-11-25T02:00:00Z', 'en', NOW)).toBe('in 3 days')
    expect(formatRelativeDay('2026-11-25T02:00:00Z', 'ko', NOW)).toBe('3일 후')
  })

  it('puts the relative time in a sentence through the catalogue', async () => {
    const when = (language: 'en' | 'ko') =>
      formatRelativeTime('2026-11-25T02:00:00Z', language, NOW)
    expect(i18n.t('closesIn', { when: when('en') })).toBe('closes in 3 days')
    await i18n.changeLanguage('ko')
    expect(i18n.t('closesIn', { when: when('ko') })).toBe('3일 후 마감')
  })
})
