import type {
  InboxEmail as CaughtEmail,
  InboxSms as CaughtSms,
} from '../../src/fakes/control-server.js'
import { vi } from 'vitest'
import { stack } from './stack.js'

/** Reads the catcher until `read` finds something; fails with the last reason after the timeout. */
function waitFor<T>(
  what: string,
  read: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await read()
      if (found === undefined) throw new Error(`no ${what} within ${timeoutMs / 1000} s`)
      return found
    },
    { timeout: timeoutMs, interval: 100 },
  )
}

async function list<T>(path: string): Promise<T[]> {
  const response = await fetch(`${stack().controlUrl}${path}`)
  if (!response.ok) throw new Error(`inbox ${path}: HTTP ${response.status}`)
  return (await response.json()) as T[]
}

export interface MailQuery {
  /** Any recipient when left out. */
  to?: string
  /** Only messages received after this moment (take it before the action that sends). */
  since: Date
  /** Extra condition, e.g. on the subject. */
  matching?: (email: CaughtEmail) => boolean
}

/** The first e-mail the catcher received that fits, waiting for the outbox worker to deliver it. */
export function waitForEmail(
  { to, since, matching }: MailQuery,
  timeoutMs = 20_000,
): Promise<CaughtEmail> {
  const address = to?.toLowerCase()
  return waitFor(
    `e-mail to ${to ?? 'anyone'}`,
    async () =>
      (await list<CaughtEmail>('/emails')).find(
        (email) =>
          (address === undefined || email.to.includes(address)) &&
          new Date(email.receivedAt) >= since &&
          (matching?.(email) ?? true),
      ),
    timeoutMs,
  )
}

/** The first SMS to this E.164 number received after `since`. */
export function waitForSms(
  { to, since }: { to: string; since: Date },
  timeoutMs = 20_000,
): Promise<CaughtSms> {
  return waitFor(
    `SMS to ${to}`,
    async () =>
      (await list<CaughtSms>('/sms')).find(
        (sms) => sms.to === to && new Date(sms.receivedAt) >= since,
      ),
    timeoutMs,
  )
}

/**
 * The value to copy from a message: the line the API's e-mail layout indents on its own
 * (verification code, temporary password), else the first 6-digit number (an SMS).
 */
export function codeIn(text: string): string {
  const code = /^ {4}(\S+)\s*$/m.exec(text)?.[1] ?? /\b(\d{6})\b/.exec(text)?.[1]
  if (!code) throw new Error(`no code in:\n${text}`)
  return code
}

/** Who the Google stand-in signs in next: the account a visitor would pick at Google. */
export async function chooseGoogleAccount(person: {
  email: string
  firstName: string
  lastName: string
}): Promise<void> {
  const response = await fetch(`${stack().controlUrl}/google/next-user`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: person.email,
      givenName: person.firstName,
      familyName: person.lastName,
    }),
  })
  if (!response.ok) throw new Error(`google next-user: HTTP ${response.status}`)
}
