// The state the invariant test (invariants.test.ts) keeps beside the real API: who exists, what
// they made through the routes, and the unique tokens written into each text, so that a check
// can say who may read which token. The database stays the truth; this is only what the run
// did and what it expects.
import type { InjectOptions } from 'fastify'
import { expect } from 'vitest'
import type { App } from '../../src/app.js'
import { headersFor } from '../../src/modules/reviews/testing/trust-fixtures.js'

export type AccountKind = 'model' | 'client' | 'admin'

export interface Account {
  id: number
  kind: AccountKind
  /** Secrets only the account itself and administrators may read. */
  email: string
  phoneDigits: string
  suspended: boolean
  deleted: boolean
  /** Set when a guardian manages a minor's profile from this account. */
  managesMinor: boolean
  headers?: { authorization: string }
}

export interface Profile {
  id: number
  owner: number
  minor: boolean
  /** In the full stage name: a minor's surname, an adult's last name. */
  nameToken: string
  /** A minor's birth date (YYYY-MM-DD), never shown to others. */
  birthDate: string
  adminHidden: boolean
  deleted: boolean
}

export interface Casting {
  id: number
  client: number
  titleToken: string
  /** Held by the money rule at posting. */
  held: boolean
  adminHidden: boolean
  completed: boolean
}

export interface Application {
  id: number
  casting: number
  profile: number
  applicant: number
  /** A contact detail written in the note, or null. */
  noteToken: string | null
  booked: boolean
  /** Messages each side has not read yet, as the run expects them. */
  unread: { client: number; model: number }
}

export interface Message {
  id: number
  application: number
  sender: number
  side: 'client' | 'model'
  /** A contact detail in the body, or null. */
  contactToken: string | null
  hidden: boolean
}

export interface Review {
  id: number
  application: number
  author: number
  subject: number
  textToken: string
  released: boolean
  hidden: boolean
}

export type ReportKind = 'casting' | 'profile' | 'message' | 'review'
export interface Report {
  kind: ReportKind
  /** The row of reports (or model_reports for a profile). */
  id: number
  targetId: number
}

export interface Proposal {
  id: number
  /** Null for a guest. */
  sender: number | null
  /** The owner of the profile it was opened from. */
  recipient: number
  /** The profile it was opened from. */
  profile: number
  titleToken: string
  fromApprovedClient: boolean
}

export interface World {
  app: App
  accounts: Account[]
  profiles: Profile[]
  castings: Casting[]
  applications: Application[]
  messages: Message[]
  reviews: Review[]
  reports: Report[]
  proposals: Proposal[]
  /** Every request of the run, for the report of a failure. */
  log: string[]
  nextToken(): string
}

/** Letters only, so the token survives every text field's rules and stays searchable. */
function tokenOf(n: number): string {
  let text = ''
  let rest = n
  for (let i = 0; i < 5; i += 1) {
    text = String.fromCharCode(97 + (rest % 26)) + text
    rest = Math.floor(rest / 26)
  }
  return `Xq${text}`
}

/** Across runs of the file: tokens and the e-mail addresses built from them never repeat. */
let counter = 0

export function emptyWorld(app: App): World {
  return {
    app,
    accounts: [],
    profiles: [],
    castings: [],
    applications: [],
    messages: [],
    reviews: [],
    reports: [],
    proposals: [],
    log: [],
    nextToken: () => tokenOf((counter += 1) * 7919),
  }
}

export const live = (account: Account | undefined): account is Account =>
  account !== undefined && !account.deleted && !account.suspended

export const accountOf = (world: World, id: number | null): Account | undefined =>
  id === null ? undefined : world.accounts.find((account) => account.id === id)

export const admin = (world: World): Account => {
  const found = world.accounts.find((account) => account.kind === 'admin')
  if (!found) throw new Error('the world has no administrator')
  return found
}

/** The account's bearer header, from a fresh session when it has none (after a reinstatement). */
export async function headersOf(world: World, account: Account) {
  account.headers ??= await headersFor(world.app, {
    id: account.id,
    role: account.kind === 'admin' ? 'ADMIN' : 'USER',
  })
  return account.headers
}

export interface Answer {
  status: number
  body: string
  json: () => any // eslint-disable-line @typescript-eslint/no-explicit-any
}

/**
 * One request through the real app. Every answer of every step and check must be below 500:
 * the first invariant.
 */
export async function call(
  world: World,
  who: Account | null,
  method: InjectOptions['method'],
  url: string,
  payload?: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { 'x-forwarded-for': '198.18.0.1' }
  if (who) Object.assign(headers, await headersOf(world, who))
  const response = await world.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  })
  await world.app.afterResponse.settled()
  world.log.push(
    `${who ? `${who.kind}#${who.id}` : 'guest'} ${method} ${url} -> ${response.statusCode}`,
  )
  expect(
    response.statusCode,
    `${method} ${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500)
  return { status: response.statusCode, body: response.body, json: () => response.json() }
}
