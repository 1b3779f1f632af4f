import type { FastifyBaseLogger } from 'fastify'
import {
  COUNTRY_INFO_TYPE,
  INFO_TYPE,
  type CountryItem,
  type InfoItem,
  type InfosQuery,
  type KeywordTop,
} from '@cnm/contracts'
import { REFERENCE_SEED_NAME } from '../../db/seed-data/id-plan.js'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { envelope } from '../../lib/reply.js'
import { createReferenceCache, toCachedBody, type CachedBody } from './reference-cache.js'

export interface InfosServiceDeps {
  prisma: PrismaClient
  clock: Clock
  log: FastifyBaseLogger
}

const itemSelect = { id: true, value: true, parentId: true } as const
const NO_ITEMS_KEY = 'infos:none'
const COUNTRY_LIST_KEY = 'country-list'

/** Info type -> the ids that are parents of items of that type. */
type ParentsByType = ReadonlyMap<number, ReadonlySet<number>>
const NO_PARENTS: ParentsByType = new Map()
const displayOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }]

export function createInfosService({ prisma, clock, log }: InfosServiceDeps) {
  const cache = createReferenceCache({
    clock,
    log,
    readChecksum: async () =>
      (await prisma.seedState.findUnique({ where: { name: REFERENCE_SEED_NAME } }))?.checksum ??
      null,
  })

  // Which parent ids each type has, so a parentId that matches nothing answers the shared
  // empty list instead of adding one cache entry (and one query) per id a client tries.
  async function loadParentsByType(): Promise<ParentsByType> {
    const pairs = await prisma.infoItem.groupBy({
      by: ['type', 'parentId'],
      where: { parentId: { not: null } },
    })
    const parents = new Map<number, Set<number>>()
    for (const { type, parentId } of pairs) {
      if (parentId === null) continue
      const set = parents.get(type) ?? new Set<number>()
      set.add(parentId)
      parents.set(type, set)
    }
    return parents
  }

  async function loadInfos(query: InfosQuery): Promise<InfoItem[]> {
    const where = {
      type: query.type,
      ...(query.parentId === undefined ? {} : { parentId: query.parentId }),
    }
    const items = await prisma.infoItem.findMany({
      where,
      select: itemSelect,
      orderBy: displayOrder,
    })
    if (!query.withChildren) return items
    const children = await prisma.infoItem.findMany({
      where: { parent: where },
      select: itemSelect,
      orderBy: displayOrder,
    })
    const byParent = new Map<number, InfoItem[]>()
    for (const child of children) {
      const siblings = byParent.get(child.parentId ?? 0) ?? []
      siblings.push(child)
      byParent.set(child.parentId ?? 0, siblings)
    }
    return items.map((item) => ({ ...item, children: byParent.get(item.id) ?? [] }))
  }

  // The cache key of a /infos query. A parentId that matches nothing shares one empty answer.
  function infosKey(query: InfosQuery, parents: ParentsByType): string {
    const children = query.withChildren ? 1 : 0
    if (query.parentId !== undefined && !parents.get(query.type)?.has(query.parentId)) {
      return `${NO_ITEMS_KEY}:${children}`
    }
    return `infos:${query.type}:${query.parentId ?? ''}:${children}`
  }

  return {
    /** GET /infos: items of one type, optionally of one parent, optionally with their children. */
    async infos(query: InfosQuery): Promise<CachedBody> {
      const generation = await cache.current()
      const parents =
        query.parentId === undefined
          ? NO_PARENTS
          : await generation.memo('parents', loadParentsByType)
      const key = infosKey(query, parents)
      return generation.memo(key, async () =>
        toCachedBody(
          envelope({ infos: key.startsWith(NO_ITEMS_KEY) ? [] : await loadInfos(query) }),
        ),
      )
    },

    /** What `infos` answers, if it is in memory: no promise, no waiting. */
    cachedInfos(query: InfosQuery): CachedBody | undefined {
      const generation = cache.latest()
      if (!generation) return undefined
      const parents =
        query.parentId === undefined ? NO_PARENTS : generation.peek<ParentsByType>('parents')
      return parents && generation.peek<CachedBody>(infosKey(query, parents))
    },

    /** GET /infos/country-list */
    async countryList(): Promise<CachedBody> {
      const generation = await cache.current()
      return generation.memo(COUNTRY_LIST_KEY, async () => {
        const rows = await prisma.infoItem.findMany({
          where: { type: COUNTRY_INFO_TYPE },
          select: { id: true, value: true, number: true, url: true },
          orderBy: displayOrder,
        })
        const infos: CountryItem[] = rows.map((row) => ({
          id: row.id,
          value: row.value,
          number: row.number ?? '',
          url: row.url ?? '',
        }))
        return toCachedBody(envelope({ infos }))
      })
    },

    /** What `countryList` answers, if it is in memory. */
    cachedCountryList(): CachedBody | undefined {
      return cache.latest()?.peek<CachedBody>(COUNTRY_LIST_KEY)
    },

    /**
     * GET /users/most-keyword-top-10: the ten keywords on most published model profiles,
     * ties by name. Counted by the database; user data, so not part of the reference cache.
     */
    async keywordTop(): Promise<KeywordTop[]> {
      return prisma.$queryRaw<KeywordTop[]>`
        SELECT k.id, k.value, COUNT(*)::int AS count
        FROM model_profiles p
        CROSS JOIN LATERAL unnest(p.keyword_ids) AS used(keyword_id)
        JOIN info_items k ON k.id = used.keyword_id
        WHERE p.status = 'published'
          AND k.type = ${INFO_TYPE.KEYWORD}
        GROUP BY k.id, k.value
        ORDER BY count DESC, k.value ASC, k.id ASC
        LIMIT 10`
    },
  }
}

export type InfosService = ReturnType<typeof createInfosService>
