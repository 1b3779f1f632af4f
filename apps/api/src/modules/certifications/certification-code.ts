// How a verification code is made and stored (ADR 0007). Six digits are only a
// million values, so a slow hash would not stop anyone holding the table; a keyed
// HMAC does, because the key never touches the database. Each hash also covers
// the row id, type and destination, so a stored hash cannot be replayed elsewhere.
import { createHmac, hkdfSync, randomInt, timingSafeEqual } from 'node:crypto'
import { LIMITS } from '@cnm/contracts'

export type CodeHasher = (input: {
  id: string
  type: number
  destination: string
  code: string
}) => string

/** The code key is derived from JWT_SECRET, so there is no extra secret to manage. */
export function createCodeHasher(serverSecret: string): CodeHasher {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'cnm/verification-code/v1', 32))
  return ({ id, type, destination, code }) =>
    createHmac('sha256', key).update(`${id}\n${type}\n${destination}\n${code}`).digest('hex')
}

export function codeMatches(storedHash: string, candidateHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex')
  const candidate = Buffer.from(candidateHash, 'hex')
  return stored.length === candidate.length && timingSafeEqual(stored, candidate)
}

/** Uniform over 000000-999999 from the OS CSPRNG. */
export const newVerificationCode = (): string =>
  randomInt(0, 10 ** LIMITS.CODE_LENGTH)
    .toString()
    .padStart(LIMITS.CODE_LENGTH, '0')

/** Marks rows created by the test bypass; never a valid hex HMAC, so never matches a code. */
export const BYPASS_CODE_HASH = 'bypass'
