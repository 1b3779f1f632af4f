import {
  COOKIE,
  EXAMINATION_STATUS,
  LOGIN_TYPE,
  SERVICE_TYPE,
  type CurrentUser,
} from '@cnm/contracts'

export function buildUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    email: 'jiwoo.kim@example.com',
    serviceType: SERVICE_TYPE.MODEL_NORMAL,
    loginType: LOGIN_TYPE.EMAIL,
    examinationStatus: EXAMINATION_STATUS.NONE,
    role: 'USER',
    firstName: 'Jiwoo',
    lastName: 'Kim',
    phoneNumber: '010-1234-5678',
    countryNumber: { id: 82, value: 'South Korea', number: '82' },
    nationality: { id: 82, value: 'South Korea' },
    currentLocation: 'Seoul',
    city_name: 'Seoul',
    country_name: 'South Korea',
    companyLocation: null,
    agency: null,
    homePage: null,
    categoryOneDepth: null,
    categoryTwoDepth: [],
    allowNotification: true,
    allowReceive: true,
    isPro: false,
    createdAt: '2025-03-01T09:00:00.000Z',
    ...overrides,
  }
}

/** An unsigned JWT whose only claim that matters here is `exp` (seconds). */
export function makeJwt(expiresAtMs: number): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp: Math.floor(expiresAtMs / 1000) })}.signature`
}

/** Simulates a browser that kept the cookies of an earlier log-in. */
export function signInWithCookies({ token = 'access-token', refreshToken = 'refresh-token' } = {}) {
  document.cookie = `${COOKIE.ACCESS_TOKEN.name}=${token}; path=/`
  document.cookie = `${COOKIE.REFRESH_TOKEN.name}=${refreshToken}; path=/`
}

export const hasCookie = (name: string) =>
  document.cookie.split(';').some((c) => c.trim().startsWith(`${name}=`))
