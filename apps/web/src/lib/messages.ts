import {
  ADMIN_CONSOLE_SERVER_MESSAGES,
  CASTING_SERVER_MESSAGES,
  CODE_WAIT_MESSAGES,
  MESSAGES,
  MODEL_MESSAGES,
  MODEL_PHOTO_MESSAGES,
  MODEL_SERVER_MESSAGES,
  RANKING_SERVER_MESSAGES,
  SERVER_MESSAGES,
  TRUST_SERVER_MESSAGES,
  VERIFY_SERVER_MESSAGES,
} from '@cnm/contracts'
import type { TFunction } from 'i18next'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'

// ADR 0014. Validation and server messages are English constants in @cnm/contracts, shared
// with the API: zod (through zodResolver) and the API's answers hand the web their English
// text. The `messages` catalogue holds each one under its contract key (MESSAGES.REQUIRED →
// `messages:REQUIRED`, SERVER_MESSAGES.CODE_SENT → `messages:server.CODE_SENT`), and
// `useMessageText` turns a text back into its key to show it in the active language.

/** Catalogue prefix per group of contract messages; the keys below it are the contract's. */
export const MESSAGE_GROUPS = {
  '': MESSAGES,
  'server.': SERVER_MESSAGES,
  'model.': MODEL_MESSAGES,
  'modelServer.': MODEL_SERVER_MESSAGES,
  'modelPhoto.': MODEL_PHOTO_MESSAGES,
  'castingServer.': CASTING_SERVER_MESSAGES,
  'trustServer.': TRUST_SERVER_MESSAGES,
  'adminConsoleServer.': ADMIN_CONSOLE_SERVER_MESSAGES,
  'rankingServer.': RANKING_SERVER_MESSAGES,
  'verifyServer.': VERIFY_SERVER_MESSAGES,
} as const

type Group = typeof MESSAGE_GROUPS
export type MessageCatalogueKey = {
  [Prefix in keyof Group]: `${Prefix}${Extract<keyof Group[Prefix], string>}`
}[keyof Group]

const KEY_BY_TEXT = new Map<string, MessageCatalogueKey>()
for (const [prefix, texts] of Object.entries(MESSAGE_GROUPS)) {
  for (const [key, text] of Object.entries(texts)) {
    // The first group wins when two contracts share a text (MESSAGES before the API's).
    if (!KEY_BY_TEXT.has(text)) KEY_BY_TEXT.set(text, `${prefix}${key}` as MessageCatalogueKey)
  }
}

/** The catalogue key of a contract message's English text; undefined for any other text. */
export const messageKeyOf = (text: string): MessageCatalogueKey | undefined => KEY_BY_TEXT.get(text)

// The 429 answers of POST /certifications carry a wait ("45 seconds", "2 minutes"). Their
// patterns come from the contract functions themselves, so a reworded message still matches.
const WAIT = '(\\d+) (seconds?|minutes?)'
const SAMPLE_SECONDS = 7
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
function waitPattern(build: (seconds: number) => string) {
  const [before, after] = build(SAMPLE_SECONDS).split(`${SAMPLE_SECONDS} seconds`)
  return new RegExp(`^${escape(before ?? '')}${WAIT}${escape(after ?? '')}$`)
}
const WAIT_MESSAGES = [
  { pattern: waitPattern(CODE_WAIT_MESSAGES.resend), key: 'wait.resend' },
  { pattern: waitPattern(CODE_WAIT_MESSAGES.limit), key: 'wait.limit' },
] as const

/**
 * `text` in the active language: a contract message through its key, a wait message with
 * its duration, anything else (a Korean answer of the API, a text we do not know) unchanged.
 */
export function translateMessage(t: TFunction<'messages'>, text: string): string {
  const key = messageKeyOf(text)
  if (key) return t(key)
  for (const { pattern, key: waitKey } of WAIT_MESSAGES) {
    const match = pattern.exec(text)
    if (!match) continue
    const count = Number(match[1])
    const unit = match[2]?.startsWith('minute') ? 'wait.minutes' : 'wait.seconds'
    return t(waitKey, { wait: t(unit, { count }) })
  }
  return text
}

/**
 * `const message = useMessageText()`, then `message(error.message)`: the field error or
 * server message in the active language. Never suspends: until the `messages` catalogue is
 * loaded (forms load it with their code, see `withNamespaces`) texts show as they came.
 */
export function useMessageText() {
  const { t, ready } = useTranslation('messages', { useSuspense: false })
  return useCallback(
    <T extends string | undefined>(text: T): T =>
      (text === undefined || !ready ? text : translateMessage(t, text)) as T,
    [t, ready],
  )
}
