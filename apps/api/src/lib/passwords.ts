import { randomBytes, randomInt } from 'node:crypto'
import bcrypt from 'bcrypt'
import { PASSWORD_PATTERN, PASSWORD_SPECIAL_CHARACTERS } from '@cnm/contracts'

export interface PasswordHasher {
  hash(password: string): Promise<string>
  /**
   * True when `password` matches `hash`. A missing hash is compared against a dummy
   * of the same cost, so "no such account" takes as long as "wrong password".
   */
  verify(password: string, hash: string | null | undefined): Promise<boolean>
  /** True when the hash was made with a lower cost than configured (rehash after log-in). */
  needsRehash(hash: string): boolean
}

/** bcrypt with the configured cost (>= 12 in production, 4 in tests); async only, off the event loop. */
export function createPasswordHasher({ cost }: { cost: number }): PasswordHasher {
  let dummyHash: Promise<string> | undefined
  const dummy = () => (dummyHash ??= bcrypt.hash(randomBytes(16).toString('hex'), cost))

  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, hash) {
      if (!hash) {
        await bcrypt.compare(password, await dummy())
        return false
      }
      return bcrypt.compare(password, hash)
    },
    needsRehash: (hash) => bcrypt.getRounds(hash) < cost,
  }
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz'
const DIGITS = '23456789'
const TEMPORARY_PASSWORD_LENGTH = 14

const pick = (alphabet: string): string => alphabet.charAt(randomInt(alphabet.length))

/**
 * A random password that passes the sign-up policy (spec §5: 8-16 characters, a letter,
 * a digit and one of !@#$%^&*), so the user can type it into forms that check the policy.
 * Look-alike characters (0/O, 1/l/I) are left out because people copy it from an e-mail.
 */
export function generateTemporaryPassword(): string {
  const all = LETTERS + DIGITS + PASSWORD_SPECIAL_CHARACTERS
  const characters = [pick(LETTERS), pick(DIGITS), pick(PASSWORD_SPECIAL_CHARACTERS)]
  while (characters.length < TEMPORARY_PASSWORD_LENGTH) characters.push(pick(all))
  // Fisher-Yates, so the guaranteed classes are not always in the first three places.
  for (let i = characters.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1)
    ;[characters[i], characters[j]] = [characters[j] as string, characters[i] as string]
  }
  const password = characters.join('')
  if (!PASSWORD_PATTERN.test(password)) throw new Error('temporary password misses the policy')
  return password
}
