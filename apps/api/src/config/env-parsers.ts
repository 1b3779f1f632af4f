// zod builders for environment strings: a blank value counts as unset, so
// `FOO=` in a .env file falls back to the default instead of failing.
import { z } from 'zod'

const MIN_SECRET_LENGTH = 32

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value

export const optionalString = z.preprocess(emptyToUndefined, z.string().trim().optional())
export const withDefault = (fallback: string) =>
  z.preprocess(emptyToUndefined, z.string().trim().default(fallback))
export const httpUrl = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' }).default(fallback),
  )
export const bool = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z.stringbool({ error: 'Must be true or false.' }).default(fallback),
  )
export const port = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Must be a port number.' })
      .int('Must be a port number.')
      .min(0, 'Must be a port number.')
      .max(65535, 'Must be a port number.')
      .default(fallback),
  )
export const list = z.preprocess(
  (value) => (typeof value === 'string' ? value : ''),
  z.string().transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  ),
)
export const secret = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .min(MIN_SECRET_LENGTH, `Must be at least ${MIN_SECRET_LENGTH} characters.`)
      .default(fallback),
  )

// TRUST_PROXY follows Fastify's trustProxy: true/false, a hop count, or a
// comma list of addresses/CIDRs of the proxies in front of the API.
export const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'true') return true
      if (value === 'false') return false
      if (/^\d+$/.test(value)) return Number(value)
      return value.split(',').map((item) => item.trim())
    }),
)
