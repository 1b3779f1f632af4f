// Test helpers for every package: `@cnm/contracts/testing`, never the package root, so no
// app bundle carries them.
import type { z } from 'zod'
import { firstErrorByField } from './common.js'
import { EXAMINATION_STATUS, LOGIN_TYPE, ROLE, SERVICE_TYPE } from './ids.js'
import type { MailProposal } from './mail-proposals.js'
import type { CurrentUser } from './users.js'

/** The message a form would show per field, or {} when the value is accepted. */
export const shownErrors = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value)
  return result.success ? {} : firstErrorByField(result.error)
}

/** The single message shown for a standalone field schema, or null when valid. */
export const fieldError = (schema: z.ZodType, value: unknown): string | null =>
  shownErrors(schema, value)[''] ?? null

/** A valid current user (a model, signed up by e-mail); override what the test is about. */
export const makeCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 7,
  email: 'jiwoo.kim@example.com',
  serviceType: SERVICE_TYPE.MODEL_NORMAL,
  loginType: LOGIN_TYPE.EMAIL,
  examinationStatus: EXAMINATION_STATUS.NONE,
  role: ROLE.USER,
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
  business: null,
  categoryOneDepth: null,
  categoryTwoDepth: [],
  allowNotification: true,
  allowReceive: true,
  isPro: false,
  language: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  ...overrides,
})

/** A valid mail proposal (spec §3) for POST /castings/mail/suggestions; override what the test is about. */
export const makeMailProposal = (overrides: Record<string, unknown> = {}) => ({
  ...({
    title: 'Summer denim lookbook',
    companyName: 'Blue Thread',
    productCategories: 'Apparel',
    contractPeriod: 3,
    budgetType: 'KRW',
    budget: 2_500_000,
    modelCategory: 'Fashion',
    modelDetailedCategory: 'Lookbook',
    gender: 'Female',
    age: 24,
    modelNumber: 1,
    filmingDate: 'Mid June',
    locationOfFilming: 'Hongdae, Seoul',
    postingMedia: 'Online store',
    otherContent: 'One day, six looks.',
    contactInformation: '+82 10 0000 0000',
    email: 'casting@bluethread.example.com',
  } satisfies MailProposal),
  ...overrides,
})
