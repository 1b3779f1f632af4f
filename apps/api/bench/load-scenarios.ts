// What the virtual users of `pnpm --filter @cnm/api load` do, and how their writes are checked
// afterwards. A route that lands (browse /models and /castings, open a profile, like, apply,
// message) becomes one more Scenario here; if it writes, it records what it was answered in
// the ledger and adds a LedgerCheck that finds exactly that in the database.
import { API_PATHS, INFO_TYPE } from '@cnm/contracts'
import type { PrismaClient } from '../src/generated/prisma/client.js'

export interface Answer {
  status: number
  body: { data?: unknown } | null
}

/** One virtual user: its own client address (per-IP limits see a crowd) and account. */
export interface VirtualUser {
  index: number
  ip: string
  email: string
  password: string
  token: string | null
  /** Sends a request and records its latency and status under `label`. */
  send(
    label: string,
    method: string,
    path: string,
    options?: { body?: unknown; token?: string | null },
  ): Promise<Answer>
}

/** What the API answered for writes, compared with the database at the end. */
export interface Ledger {
  /** Session ids from successful log-ins (the `sid` of the access token). */
  sessionsOpened: Set<string>
  /** Sessions whose log-out was answered 200. */
  sessionsClosed: Set<string>
  /** Titles of support messages answered 201. */
  messagesSent: Set<string>
}

export interface Scenario {
  name: string
  /** Relative frequency among the scenarios a user picks from. */
  weight: number
  run(user: VirtualUser, ledger: Ledger, runId: string): Promise<void>
}

export interface LedgerCheck {
  name: string
  /** Human-readable problems; empty when the database holds what the answers promised. */
  check(prisma: PrismaClient, ledger: Ledger, runId: string): Promise<string[]>
}

const CACHED_LIST_TYPES = [1, 2, 3, 4, 5, 6, 7, 9, 10, 12, 13] as const

function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString())
  return String(payload.sid)
}

export async function logIn(user: VirtualUser, ledger: Ledger): Promise<void> {
  const answer = await user.send('POST /users/login', 'POST', API_PATHS.LOGIN, {
    body: { email: user.email, password: user.password },
  })
  if (answer.status !== 200) return
  const { token } = answer.body?.data as { token: string }
  user.token = token
  ledger.sessionsOpened.add(sessionIdOf(token))
}

export const SCENARIOS: readonly Scenario[] = [
  {
    name: 'reference list',
    weight: 40,
    run: async (user) => {
      const type = CACHED_LIST_TYPES[user.index % CACHED_LIST_TYPES.length]
      await user.send('GET /infos?type=…', 'GET', `${API_PATHS.INFOS}?type=${type}`)
    },
  },
  {
    name: 'country list',
    weight: 10,
    run: async (user) => {
      await user.send('GET /infos/country-list', 'GET', API_PATHS.COUNTRY_LIST)
    },
  },
  {
    name: 'cities of Korea',
    weight: 5,
    run: async (user) => {
      await user.send(
        'GET /infos?type=18',
        'GET',
        `${API_PATHS.INFOS}?type=${INFO_TYPE.CITY}&parentId=1410`,
      )
    },
  },
  {
    name: 'keyword top 10',
    weight: 10,
    run: async (user) => {
      await user.send('GET /users/most-keyword-top-10', 'GET', API_PATHS.KEYWORD_TOP)
    },
  },
  {
    name: 'current user',
    weight: 30,
    run: async (user, ledger) => {
      if (!user.token) await logIn(user, ledger)
      if (user.token) await user.send('GET /users/0', 'GET', API_PATHS.CURRENT_USER)
    },
  },
  {
    // Rare: each log-in costs two bcrypt comparisons, and the per-IP limit allows 20 per 15 min.
    name: 'log out and in again',
    weight: 1,
    run: async (user, ledger) => {
      if (user.token) {
        const sid = sessionIdOf(user.token)
        const answer = await user.send('POST /users/logout', 'POST', API_PATHS.LOGOUT, {})
        if (answer.status === 200) ledger.sessionsClosed.add(sid)
        user.token = null
      }
      await logIn(user, ledger)
    },
  },
  {
    // Rare: 5 per 10 minutes per client address and form.
    name: 'leave a message',
    weight: 1,
    run: async (user, ledger, runId) => {
      const title = `load ${runId} ${user.index} ${ledger.messagesSent.size}-${Math.random()}`
      const answer = await user.send(
        'POST /users/mail/questions',
        'POST',
        API_PATHS.MAIL_QUESTIONS,
        {
          body: {
            name: 'Load Test',
            email: user.email,
            title,
            content: 'Checking the write path.',
          },
          token: null,
        },
      )
      if (answer.status === 201) ledger.messagesSent.add(title)
    },
  },
]

export const LEDGER_CHECKS: readonly LedgerCheck[] = [
  {
    name: 'every answered log-in has its session',
    async check(prisma, ledger) {
      const ids = [...ledger.sessionsOpened]
      const rows = await prisma.session.findMany({
        where: { id: { in: ids } },
        select: { id: true },
      })
      return rows.length === ids.length
        ? []
        : [`${ids.length - rows.length} of ${ids.length} answered log-ins have no session row`]
    },
  },
  {
    name: 'every answered log-out revoked its session',
    async check(prisma, ledger) {
      const ids = [...ledger.sessionsClosed]
      const open = await prisma.session.count({ where: { id: { in: ids }, revokedAt: null } })
      return open === 0 ? [] : [`${open} of ${ids.length} answered log-outs left the session open`]
    },
  },
  {
    name: 'every answered message is stored, and nothing else',
    async check(prisma, ledger, runId) {
      const stored = await prisma.supportMessage.findMany({
        where: { title: { startsWith: `load ${runId} ` } },
        select: { title: true },
      })
      const titles = new Set(stored.map((row) => row.title))
      const missing = [...ledger.messagesSent].filter((title) => !titles.has(title)).length
      const extra = stored.length - (ledger.messagesSent.size - missing)
      const problems: string[] = []
      if (missing > 0) problems.push(`${missing} answered messages are not stored`)
      if (extra > 0) problems.push(`${extra} stored messages were never answered 201`)
      return problems
    },
  },
]
