// Builders and calls shared by the account tests.
import request from 'supertest'
import {
  API_PATHS,
  CERTIFICATION_TYPE,
  COOKIE,
  LOGIN_TYPE,
  SERVICE_TYPE,
  bearer,
  toE164,
  type SignUpPayload,
} from '@cnm/contracts'
import bcrypt from 'bcrypt'
import type { App } from '../../../app.js'
import type { Prisma, User } from '../../../generated/prisma/client.js'
import { createUser } from '../../../../test/helpers/factories.js'
import { normalizePhoneDestination } from '../../../lib/phone.js'
import { CATEGORY, COUNTRY } from './reference-data.js'

// Not a common password: 'Passw0rd!' is refused (lib/common-passwords.ts).
export const PASSWORD = 'Kimchi7!Jar'

/**
 * Lets tests pick the caller's address with X-Forwarded-For, so each test has its own
 * per-IP rate-limit budget (rate limits stay on, as in production).
 */
export const ACCOUNT_TEST_ENV = { TRUST_PROXY: '1' } as const

let ipSequence = 0
/** A fresh benchmark-range address (198.18.0.0/15): unique per call, and never geolocated. */
export function nextIp(): string {
  ipSequence += 1
  return `198.18.${Math.floor(ipSequence / 250) % 256}.${(ipSequence % 250) + 1}`
}

let emailSequence = 0
export function freshEmail(label = 'user'): string {
  emailSequence += 1
  return `${label}-${process.pid}-${emailSequence}-${Date.now().toString(36)}@example.com`
}

let phoneSequence = Math.floor(Math.random() * 5000)
/** A Korean mobile number of its own, so tests never share a phone verification. */
export function freshPhone(): string {
  for (;;) {
    phoneSequence += 1
    const middle = String(phoneSequence % 1000).padStart(3, '0')
    const last = String(Math.floor(phoneSequence / 1000) % 10000).padStart(4, '0')
    const phone = `010-5${middle}-${last}`
    // Some blocks (e.g. 010-597x) are not issued; the API would rightly refuse them.
    if (normalizePhoneDestination('82', phone) === phoneE164(phone)) return phone
  }
}

/** What the API verifies and stores for a Korean number as typed. */
export const phoneE164 = (phone: string) => toE164('82', phone)

export function modelPayload(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  return {
    serviceType: SERVICE_TYPE.MODEL_NORMAL,
    loginType: LOGIN_TYPE.EMAIL,
    email: freshEmail('model'),
    password: PASSWORD,
    phoneNumber: freshPhone(),
    countryNumber: { id: COUNTRY.KOREA.id, value: COUNTRY.KOREA.number },
    firstName: 'Min',
    lastName: 'Kim',
    nationality: { id: COUNTRY.KOREA.id },
    currentLocation: 'Seoul',
    categoryOneDepth: { id: CATEGORY.FASHION.id, value: CATEGORY.FASHION.value },
    categoryTwoDepth: [{ id: CATEGORY.RUNWAY.id, value: CATEGORY.RUNWAY.value }],
    allowNotification: true,
    allowReceive: true,
    acceptTerms: true,
    acceptPrivacy: true,
    ...overrides,
  }
}

export function clientPayload(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  return modelPayload({
    serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    email: freshEmail('client'),
    categoryOneDepth: { id: CATEGORY.PROFESSIONAL.id, value: CATEGORY.PROFESSIONAL.value },
    categoryTwoDepth: [{ id: CATEGORY.MODEL_AGENCY.id, value: CATEGORY.MODEL_AGENCY.value }],
    agency: 'Star Agency',
    companyLocation: 'Gangnam, Seoul',
    homePage: 'https://star.example.com',
    ...overrides,
  })
}

/** A successful code check, as GET /certifications leaves it. */
export async function certify(
  app: App,
  target: { email?: string; phone?: string },
  verifiedAt: Date = app.clock.now(),
): Promise<void> {
  const rows = [
    ...(target.email
      ? [{ type: CERTIFICATION_TYPE.EMAIL, destination: target.email.toLowerCase() }]
      : []),
    ...(target.phone ? [{ type: CERTIFICATION_TYPE.PHONE, destination: target.phone }] : []),
  ]
  await app.prisma.verificationCode.createMany({
    data: rows.map((row) => ({
      ...row,
      codeHash: 'test',
      expiresAt: new Date(verifiedAt.getTime() + 600_000),
      verifiedAt,
      createdAt: verifiedAt,
    })),
  })
}

/** POST /users after verifying the payload's e-mail (e-mail sign-up) and phone. */
export async function signUp(app: App, payload: SignUpPayload, ip = nextIp()) {
  await certify(app, {
    email: payload.loginType === LOGIN_TYPE.EMAIL ? payload.email : undefined,
    phone: phoneE164(payload.phoneNumber),
  })
  return request(app.server).post(API_PATHS.SIGN_UP).set('x-forwarded-for', ip).send(payload)
}

export function logIn(app: App, email: string, password: string, ip = nextIp()) {
  return request(app.server)
    .post(API_PATHS.LOGIN)
    .set('x-forwarded-for', ip)
    .send({ email, password })
}

/** The refresh token a session answer set as its HttpOnly cookie, or null. */
export function refreshCookieOf(response: { headers: Record<string, unknown> }): string | null {
  const header = response.headers['set-cookie']
  const lines = Array.isArray(header) ? (header as string[]) : [String(header ?? '')]
  for (const line of lines) {
    const match = new RegExp(`^${COOKIE.REFRESH_TOKEN.name}=([^;]*)`).exec(line)
    if (match?.[1]) return decodeURIComponent(match[1])
  }
  return null
}

/** A signed-up account with its session answer (token, user) and its refresh cookie. */
export async function signedUp(app: App, payload: SignUpPayload = modelPayload()) {
  const response = await signUp(app, payload)
  if (response.status !== 201) {
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`)
  }
  const session = response.body.data as { token: string; user: { id: number } }
  return {
    ...session,
    refreshToken: refreshCookieOf(response) ?? '',
    payload,
    headers: { authorization: bearer(session.token) },
  }
}

export function currentUser(app: App, token: string | null, ip = nextIp()) {
  return request(app.server)
    .get(API_PATHS.CURRENT_USER)
    .set('x-forwarded-for', ip)
    .set('authorization', bearer(token))
}

/** An e-mail account written straight to the database, with PASSWORD as its password. */
export async function createAccount(
  app: App,
  data: Partial<Prisma.UserUncheckedCreateInput> = {},
): Promise<User & { email: string }> {
  const user = await createUser(app.prisma, {
    email: freshEmail('account'),
    passwordHash: await bcrypt.hash(PASSWORD, app.config.bcryptCost),
    currentLocation: 'Seoul',
    ...data,
  })
  return user as User & { email: string }
}

/** Logs an account in through the API and returns what a client keeps. */
export async function loggedIn(app: App, email: string, password = PASSWORD) {
  const response = await logIn(app, email, password)
  if (response.status !== 200) {
    throw new Error(`log-in failed: ${response.status} ${JSON.stringify(response.body)}`)
  }
  const session = response.body.data as { token: string; user: { id: number } }
  return {
    ...session,
    refreshToken: refreshCookieOf(response) ?? '',
    headers: { authorization: bearer(session.token) },
  }
}
