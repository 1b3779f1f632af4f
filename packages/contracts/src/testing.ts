// Test helpers (not exported from the package).
import type { z } from 'zod'
import { firstErrorByField } from './common.js'
import type { CurrentUser } from './users.js'

/** The message a form would show per field, or {} when the value is accepted. */
export const shownErrors = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value)
  return result.success ? {} : firstErrorByField(result.error)
}

/** The single message shown for a standalone field schema, or null when valid. */
export const fieldError = (schema: z.ZodType, value: unknown): string | null =>
  shownErrors(schema, value)[''] ?? null

/** A valid current user; override what the test is about. */
export const makeCurrentUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  email: 'model@example.com',
  serviceType: 1,
  loginType: 1,
  examinationStatus: 1,
  role: 'USER',
  firstName: 'Min',
  lastName: 'Kim',
  phoneNumber: '01012345678',
  countryNumber: { id: 82, value: 'Korea', number: '82' },
  nationality: { id: 82, value: 'Korea' },
  currentLocation: 'Seoul',
  city_name: 'Seoul',
  country_name: 'Korea',
  companyLocation: null,
  agency: null,
  homePage: null,
  categoryOneDepth: { id: 10, value: 'Fashion' },
  categoryTwoDepth: [{ id: 11, value: 'Runway' }],
  allowNotification: true,
  allowReceive: true,
  isPro: false,
  createdAt: '2025-01-02T03:04:05.000Z',
  ...overrides,
})
