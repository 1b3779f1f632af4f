// Saved searches (issue #29, ADR 0051): an account keeps up to 20 named searches of the
// castings board, a client also of the models directory; the owner lists, renames, pauses and
// deletes them. Another account's search answers like one that does not exist.
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  isClientServiceType,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_SERVER_MESSAGES,
  savedSearchFilters,
  type SavedSearch,
  type SavedSearchInput,
  type SavedSearchPatch,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound as notFoundError } from '../../lib/http-error.js'
import { toSearchQuery, toSearchSigns } from '../../lib/text/search-query.js'

export interface SavedSearchDeps {
  prisma: PrismaClient
  clock: Clock
  /** Signs the one-click unsubscribe links (derived from the JWT secret, never sent). */
  secret: string
}

interface Row {
  id: number
  kind: SavedSearch['kind']
  name: string
  query: string
  pausedAt: Date | null
  createdAt: Date
}

const SELECT = {
  id: true,
  kind: true,
  name: true,
  query: true,
  pausedAt: true,
  createdAt: true,
} as const

interface Found {
  count: number
  last: Date | null
}

const toView = (row: Row, found: Found | undefined): SavedSearch => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  query: row.query,
  paused: row.pausedAt !== null,
  matchCount: found?.count ?? 0,
  lastMatchedAt: found?.last?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
})

const notFound = () => notFoundError(SAVED_SEARCH_SERVER_MESSAGES.NOT_FOUND)

/** The one-click unsubscribe token of a user (RFC 8058): an HMAC of the id, url-safe. */
export function unsubscribeToken(secret: string, userId: number): string {
  return createHmac('sha256', `${secret}\nalert-unsubscribe`)
    .update(String(userId))
    .digest('base64url')
}

export function createSavedSearchService({ prisma, clock, secret }: SavedSearchDeps) {
  const own = async (userId: number, id: number) => {
    const row = await prisma.savedSearch.findFirst({ where: { id, userId }, select: { id: true } })
    if (!row) throw notFound()
  }
  /** What the matching found for these searches: castings in all, and the last run's time. */
  const foundFor = async (ids: number[]) => {
    const sums = await prisma.savedSearchHit.groupBy({
      by: ['savedSearchId'],
      where: { savedSearchId: { in: ids } },
      _sum: { found: true },
      _max: { runAt: true },
    })
    return new Map(
      sums.map((sum) => [
        sum.savedSearchId,
        { count: sum._sum.found ?? 0, last: sum._max.runAt } satisfies Found,
      ]),
    )
  }
  const view = async (id: number) => {
    const row = await prisma.savedSearch.findUniqueOrThrow({ where: { id }, select: SELECT })
    return toView(row, (await foundFor([id])).get(id))
  }

  return {
    async list(userId: number) {
      const [rows, user] = await Promise.all([
        prisma.savedSearch.findMany({
          where: { userId },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          select: SELECT,
        }),
        prisma.user.findUniqueOrThrow({
          where: { id: userId },
          select: { alertEmailsOffAt: true },
        }),
      ])
      const found = await foundFor(rows.map((row) => row.id))
      return {
        items: rows.map((row) => toView(row, found.get(row.id))),
        alertEmails: user.alertEmailsOffAt === null,
      }
    },

    async create(userId: number, input: SavedSearchInput): Promise<SavedSearch> {
      const parsed = savedSearchFilters(input.kind, input.query)
      if (!parsed.ok)
        throw new HttpError('VALIDATION_FAILED', SAVED_SEARCH_SERVER_MESSAGES.NO_FILTERS)
      if (Object.keys(parsed.filters).length === 0) {
        throw new HttpError('VALIDATION_FAILED', SAVED_SEARCH_SERVER_MESSAGES.NO_FILTERS)
      }
      const q = parsed.filters.q
      // The directory forgives one typo in a name (ADR 0050); the board does not, and only the
      // board's text is prefiltered by word signs (ADR 0051).
      const models = input.kind === 'models'
      const textQuery = typeof q === 'string' ? toSearchQuery(q, { typos: models }) : null
      const textSigns = typeof q === 'string' && !models ? toSearchSigns(q) : null
      const id = await prisma.$transaction(async (tx) => {
        // The owner's row is the lock: two saves at once cannot both pass the count.
        const [owner] = await tx.$queryRaw<{ service_type: number }[]>`
          SELECT service_type FROM users WHERE id = ${userId} FOR UPDATE`
        // Searching models for new faces is a client's tool (issue #29).
        if (models && !isClientServiceType(owner?.service_type ?? 0)) {
          throw forbidden(SAVED_SEARCH_SERVER_MESSAGES.MODELS_CLIENTS_ONLY)
        }
        const count = await tx.savedSearch.count({ where: { userId } })
        if (count >= SAVED_SEARCH_LIMITS.PER_USER_MAX) {
          throw new HttpError('CONFLICT', SAVED_SEARCH_SERVER_MESSAGES.TOO_MANY)
        }
        const created = await tx.savedSearch.create({
          data: {
            userId,
            kind: input.kind,
            name: input.name,
            query: parsed.query,
            filters: parsed.filters,
            textQuery,
            textSigns: textSigns ?? [],
            matchedUntil: clock.now(),
          },
          select: { id: true },
        })
        return created.id
      })
      return view(id)
    },

    async update(userId: number, id: number, patch: SavedSearchPatch): Promise<SavedSearch> {
      await own(userId, id)
      const now = clock.now()
      await prisma.savedSearch.update({
        where: { id },
        data: {
          ...(patch.name !== undefined && { name: patch.name }),
          // Resuming starts from now: what was published while paused is not sent in a burst.
          ...(patch.paused === true && { pausedAt: now }),
          ...(patch.paused === false && { pausedAt: null, matchedUntil: now }),
        },
      })
      return view(id)
    },

    async remove(userId: number, id: number): Promise<void> {
      const { count } = await prisma.savedSearch.deleteMany({ where: { id, userId } })
      if (count === 0) throw notFound()
    },

    async setAlertEmails(userId: number, on: boolean): Promise<void> {
      await prisma.user.update({
        where: { id: userId },
        data: { alertEmailsOffAt: on ? null : clock.now() },
      })
    },

    /** The one-click unsubscribe: true when the token is the user's (then e-mails are off). */
    async unsubscribe(userId: number, token: string): Promise<boolean> {
      const expected = Buffer.from(unsubscribeToken(secret, userId))
      const given = Buffer.from(token)
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false
      await prisma.user.updateMany({
        where: { id: userId, alertEmailsOffAt: null },
        data: { alertEmailsOffAt: clock.now() },
      })
      return true
    },
  }
}
