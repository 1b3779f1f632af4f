// zod builders for environment strings: a blank value counts as unset, so
// `FOO=` in a .env file falls back to the default instead of failing.
import { isIP } from 'node:net'
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

const TRUST_PROXY_HELP =
  'Must be false, a hop count (1 for one reverse proxy) or a comma list of the proxies’ ' +
  'addresses/CIDRs; true is refused: it would trust any X-Forwarded-For a client sends.'

/** An IP address or CIDR range, or one of proxy-addr's named ranges. */
function isProxyAddress(item: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true
  const [address = '', bits, ...rest] = item.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128)
}

// TRUST_PROXY (ADR 0019): whom to believe about the client's address. Only the proxies
// in front of the API may be trusted, named by hop count or address; `true` would take
// the left-most X-Forwarded-For entry, which any client can write, and so would let a
// client pick a fresh address for every per-IP limit.
export const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value, ctx): false | number | string[] => {
      if (value === 'false') return false
      if (/^\d+$/.test(value)) return Number(value)
      const items = value.split(',').map((item) => item.trim())
      if (value === 'true' || !items.every(isProxyAddress)) {
        ctx.addIssue({ code: 'custom', message: TRUST_PROXY_HELP })
        return z.NEVER
      }
      return items
    }),
)
