import { describe, expect, it } from 'vitest'
// The subject files (ids, limits, cookies, ui, query-policy) as the package root exports them.
import {
  CATEGORY_ID,
  CLIENT_SECOND_LEVEL_CATEGORY_IDS,
  COOKIE,
  EXAMINATION_STATUS,
  isClientServiceType,
  isModelServiceType,
  isProExamination,
  LIMITS,
  QUERY_POLICY,
  SERVICE_TYPE,
  UI,
  bearer,
} from './index.js'

describe('business constants (spec §3, §9)', () => {
  it('has the account, method and certification codes', () => {
    expect(SERVICE_TYPE).toEqual({ MODEL_NORMAL: 1, MODEL_PRO: 2, CLIENT_NORMAL: 3 })
    expect(EXAMINATION_STATUS).toEqual({ NONE: 1, REQUEST: 2, APPROVAL: 3 })
    expect(CATEGORY_ID).toEqual({ PROFESSIONAL: 2, ENTERTAINMENT: 37, MODEL_AGENCY: 38, BRAND: 84 })
    expect(CLIENT_SECOND_LEVEL_CATEGORY_IDS).toEqual([37, 38, 84])
  })

  it.each([
    [1, true, false],
    [2, true, false],
    [3, false, true],
  ])('service type %i: model %s, client %s', (type, model, client) => {
    expect(isModelServiceType(type)).toBe(model)
    expect(isClientServiceType(type)).toBe(client)
  })

  it('makes only approval a pro user', () => {
    expect([1, 2, 3].map(isProExamination)).toEqual([false, false, true])
  })

  it('has the password and code limits', () => {
    expect([LIMITS.PASSWORD_MIN, LIMITS.PASSWORD_MAX, LIMITS.CODE_LENGTH]).toEqual([8, 16, 6])
  })

  it('keeps tokens 6 h and the sign-in round-trip cookies 1 h and secure', () => {
    expect(COOKIE.ACCESS_TOKEN.maxAgeSeconds).toBe(6 * 3600)
    expect(COOKIE.REFRESH_TOKEN.maxAgeSeconds).toBe(6 * 3600)
    for (const cookie of [COOKIE.OAUTH_RETURN_PATH, COOKIE.SIGNUP_SERVICE_TYPE]) {
      expect(cookie.maxAgeSeconds).toBe(3600)
      expect(cookie.secure).toBe(true)
    }
    const names = Object.values(COOKIE).map((cookie) => cookie.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it('has the layout values', () => {
    expect(UI.MODAL_FULLSCREEN_BELOW_PX).toBe(860)
    expect(UI.BREAKPOINTS).toEqual({ xs: 0, sm: 768, md: 1080, lg: 1400, xl: 1536 })
    expect(UI.PRIMARY_COLOR).toBe('#ec7969')
    expect([UI.PROPOSAL_CLOSE_DELAY_MS, UI.MESSAGE_CLOSE_DELAY_MS]).toEqual([2000, 3000])
  })

  it('has the fetch policy', () => {
    expect(QUERY_POLICY.DEFAULT_STALE_MS).toBe(60_000)
    expect(QUERY_POLICY.CURRENT_USER_STALE_MS).toBe(21_600_000)
    expect(QUERY_POLICY.INFO_STALE_MS).toBe(Infinity)
  })

  it('sends an empty bearer when there is no token (spec §7)', () => {
    expect(bearer('abc')).toBe('Bearer abc')
    expect(bearer(undefined)).toBe('Bearer ')
  })
})
