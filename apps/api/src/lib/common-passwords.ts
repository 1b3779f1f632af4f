// Passwords that pass the spec's 8-16 rule but are still among the first guesses of any
// attacker (ADR 0019, NIST SP 800-63B §3.1.1.2). The list ships with the package (offline):
// @zxcvbn-ts/language-common's ~49 000 most common passwords, lower-case.
import { dictionary } from '@zxcvbn-ts/language-common'

let common: Set<string> | undefined

/** The word under the decoration the spec's rule forces: "Password1!" -> "password". */
const core = (password: string) => password.toLowerCase().replace(/^[\d\W_]+|[\d\W_]+$/g, '')

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[])
  const lower = password.toLowerCase()
  const word = core(password)
  return common.has(lower) || (word.length >= 4 && common.has(word))
}
