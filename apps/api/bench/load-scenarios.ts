// What the virtual users of `pnpm --filter @cnm/api load` do, and how their writes are checked
// afterwards. A route that lands (/castings, apply and message come with the castings issue)
// becomes one more Scenario here; if it writes, it records what it was answered in the ledger
// and adds a LedgerCheck that finds exactly that in the database.
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
  /** Opens a Server-Sent Events stream, records the time to its first bytes, holds it `holdMs`. */
  openStream(label: string, path: string, holdMs: number): Promise<void>
}

/** What the API answered for writes, compared with the database at the end. */
export interface Ledger {
  /** Session ids from successful log-ins (the `sid` of the access token). */
  sessionsOpened: Set<string>
  /** Sessions whose log-out was answered 200. */
  sessionsClosed: Set<string>
  /** Titles of support messages answered 201. */
  messagesSent: Set<string>
  /** Profile ids the directory listed (what "open a profile" and "like" pick from). */
  profilesSeen: number[]
  /** `${user.email} ${profileId}` -> liked after the user's last answered like or unlike. */
  likes: Map<string, boolean>
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
const DIRECTORY_QUERIES = [
  'sort=newest',
  'sort=liked',
  'sort=updated&page=2',
  'sort=newest&heightMin=165&heightMax=185',
  'sort=liked&reviewedOnly=true',
] as const

const pickSeen = (ledger: Ledger, user: VirtualUser) =>
  ledger.profilesSeen[Math.floor(Math.random() * ledger.profilesSeen.length)] ??
  ledger.profilesSeen[user.index % Math.max(ledger.profilesSeen.length, 1)]

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
    name: 'browse the directory',
    weight: 20,
    run: async (user, ledger) => {
      const query = DIRECTORY_QUERIES[user.index % DIRECTORY_QUERIES.length]
      const answer = await user.send('GET /models?…', 'GET', `${API_PATHS.MODELS}?${query}`)
      const items = (answer.body?.data as { items?: Array<{ id: number }> } | undefined)?.items
      for (const item of items ?? []) {
        if (!ledger.profilesSeen.includes(item.id)) ledger.profilesSeen.push(item.id)
      }
    },
  },
  {
    name: 'open a profile',
    weight: 15,
    run: async (user, ledger) => {
      const id = pickSeen(ledger, user)
      if (id !== undefined) await user.send('GET /models/:id', 'GET', API_PATHS.MODEL(id))
    },
  },
  {
    name: 'like or unlike',
    weight: 8,
    run: async (user, ledger) => {
      const id = pickSeen(ledger, user)
      if (id === undefined) return
      if (!user.token) await logIn(user, ledger)
      if (!user.token) return
      const key = `${user.email} ${id}`
      const like = !ledger.likes.get(key)
      const answer = await user.send(
        like ? 'POST /models/:id/likes' : 'DELETE /models/:id/likes',
        like ? 'POST' : 'DELETE',
        API_PATHS.MODEL_LIKES(id),
      )
      if (answer.status >= 200 && answer.status < 300) ledger.likes.set(key, like)
    },
  },
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
    // A signed-in tab's live-updates stream (ADR 0039): a ticket, then the stream, held a while.
    name: 'hold a live stream',
    weight: 2,
    run: async (user, ledger) => {
      if (!user.token) await logIn(user, ledger)
      if (!user.token) return
      const answer = await user.send('POST /events/ticket', 'POST', API_PATHS.LIVE_TICKET)
      if (answer.status !== 200) return
      const { ticket } = answer.body?.data as { ticket: string }
      await user.openStream(
        'GET /events (first bytes)',
        `${API_PATHS.LIVE_EVENTS}?ticket=${encodeURIComponent(ticket)}`,
        3_000,
      )
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
  {
    name: 'every answered like is a row, every answered unlike is none',
    async check(prisma, ledger) {
      const emails = [...new Set([...ledger.likes.keys()].map((key) => key.split(' ')[0] ?? ''))]
      const users = await prisma.user.findMany({
        where: { email: { in: emails } },
        select: { id: true, email: true },
      })
      const idOf = new Map(users.map((row) => [row.email, row.id]))
      const rows = await prisma.modelLike.findMany({
        where: { userId: { in: users.map((row) => row.id) } },
        select: { userId: true, profileId: true },
      })
      const present = new Set(rows.map((row) => `${row.userId} ${row.profileId}`))
      let wrong = 0
      for (const [key, liked] of ledger.likes) {
        const [email, profileId] = key.split(' ')
        if (present.has(`${idOf.get(email ?? '')} ${profileId}`) !== liked) wrong += 1
      }
      return wrong === 0 ? [] : [`${wrong} of ${ledger.likes.size} like states differ from answers`]
    },
  },
  {
    name: 'every like count equals its like rows',
    async check(prisma) {
      const off = await prisma.$queryRaw<Array<{ id: number }>>`
        SELECT p.id FROM model_profiles p
        LEFT JOIN (SELECT profile_id, count(*)::int AS n FROM model_likes GROUP BY profile_id) l
          ON l.profile_id = p.id
        WHERE p.like_count <> coalesce(l.n, 0)`
      return off.length === 0 ? [] : [`${off.length} profiles' like counts differ from their rows`]
    },
  },
]
