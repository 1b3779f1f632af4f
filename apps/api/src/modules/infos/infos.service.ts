import type { FastifyBaseLogger } from 'fastify'
import {
  COUNTRY_INFO_TYPE,
  INFO_TYPE,
  messageIn,
  type CountryItem,
  type InfoItem,
  type InfosQuery,
  type KeywordTop,
  type Language,
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

const itemSelect = { id: true, value: true, valueKo: true, parentId: true } as const
const NO_ITEMS_KEY = 'infos:none'
const COUNTRY_LIST_KEY = 'country-list'

/** Info type -> the ids that are parents of items of that type. */
type ParentsByType = ReadonlyMap<number, ReadonlySet<number>>
const NO_PARENTS: ParentsByType = new Map()
const displayOrder = [{ sortOrder: 'asc' as const }, { id: 'asc' as const }]
const koreanOrder = new Intl.Collator('ko')

/** ADR 0022: the name in the asked language; items without a Korean name keep `value`. */
const nameIn = (language: Language, row: { value: string; valueKo: string | null }) =>
  language === 'ko' ? (row.valueKo ?? row.value) : row.value

/** A pre-serialized answer, its message in the same language as its names. */
const listBody = <T>(data: T, language: Language) =>
  toCachedBody(envelope(data, messageIn('SERVER_MESSAGES.OK', language)))

type ItemRow = { id: number; value: string; valueKo: string | null; parentId: number | null }
const toItem = (language: Language, row: ItemRow): InfoItem => ({
  id: row.id,
  value: nameIn(language, row),
  parentId: row.parentId,
})

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

  async function loadInfos(query: InfosQuery, language: Language): Promise<InfoItem[]> {
    const where = {
      type: query.type,
      ...(query.parentId === undefined ? {} : { parentId: query.parentId }),
    }
    const items = (
      await prisma.infoItem.findMany({ where, select: itemSelect, orderBy: displayOrder })
    ).map((row) => toItem(language, row))
    if (!query.withChildren) return items
    const children = (
      await prisma.infoItem.findMany({
        where: { parent: where },
        select: itemSelect,
        orderBy: displayOrder,
      })
    ).map((row) => toItem(language, row))
    const byParent = new Map<number, InfoItem[]>()
    for (const child of children) {
      const siblings = byParent.get(child.parentId ?? 0) ?? []
      siblings.push(child)
      byParent.set(child.parentId ?? 0, siblings)
    }
    return items.map((item) => ({ ...item, children: byParent.get(item.id) ?? [] }))
  }

  // The cache key of a /infos query. A parentId that matches nothing shares one empty answer.
  function infosKey(query: InfosQuery, parents: ParentsByType, language: Language): string {
    const children = query.withChildren ? 1 : 0
    if (query.parentId !== undefined && !parents.get(query.type)?.has(query.parentId)) {
      return `${NO_ITEMS_KEY}:${children}:${language}`
    }
    return `infos:${query.type}:${query.parentId ?? ''}:${children}:${language}`
  }

  return {
    /** GET /infos: items of one type, optionally of one parent, optionally with their children. */
    async infos(query: InfosQuery, language: Language): Promise<CachedBody> {
      const generation = await cache.current()
      const parents =
        query.parentId === undefined
          ? NO_PARENTS
          : await generation.memo('parents', loadParentsByType)
      const key = infosKey(query, parents, language)
      return generation.memo(key, async () =>
        listBody(
          { infos: key.startsWith(NO_ITEMS_KEY) ? [] : await loadInfos(query, language) },
          language,
        ),
      )
    },

    /** What `infos` answers, if it is in memory: no promise, no waiting. */
    cachedInfos(query: InfosQuery, language: Language): CachedBody | undefined {
      const generation = cache.latest()
      if (!generation) return undefined
      const parents =
        query.parentId === undefined ? NO_PARENTS : generation.peek<ParentsByType>('parents')
      return parents && generation.peek<CachedBody>(infosKey(query, parents, language))
    },

    /** GET /infos/country-list */
    async countryList(language: Language): Promise<CachedBody> {
      const generation = await cache.current()
      return generation.memo(`${COUNTRY_LIST_KEY}:${language}`, async () => {
        const rows = await prisma.infoItem.findMany({
          where: { type: COUNTRY_INFO_TYPE },
          select: { id: true, value: true, valueKo: true, number: true, url: true },
          orderBy: displayOrder,
        })
        const infos: CountryItem[] = rows.map((row) => ({
          id: row.id,
          value: nameIn(language, row),
          number: row.number ?? '',
          url: row.url ?? '',
        }))
        // The seed orders countries by English name; a Korean reader looks for 가나다 order.
        if (language === 'ko') infos.sort((a, b) => koreanOrder.compare(a.value, b.value))
        return listBody({ infos }, language)
      })
    },

    /** What `countryList` answers, if it is in memory. */
    cachedCountryList(language: Language): CachedBody | undefined {
      return cache.latest()?.peek<CachedBody>(`${COUNTRY_LIST_KEY}:${language}`)
    },

    /**
     * GET /users/most-keyword-top-10: the ten keywords on most published model profiles,
     * ties by (English) name, named in `language`. Counted by the database; user data, so not
     * part of the reference cache.
     */
    async keywordTop(language: Language = 'en'): Promise<KeywordTop[]> {
      const rows = await prisma.$queryRaw<Array<KeywordTop & { value_ko: string | null }>>`
        SELECT k.id, k.value, k.value_ko, COUNT(*)::int AS count
        FROM model_profiles p
        CROSS JOIN LATERAL unnest(p.keyword_ids) AS used(keyword_id)
        JOIN info_items k ON k.id = used.keyword_id
        WHERE p.status = 'published'
          AND k.type = ${INFO_TYPE.KEYWORD}
        GROUP BY k.id, k.value, k.value_ko
        ORDER BY count DESC, k.value ASC, k.id ASC
        LIMIT 10`
      return rows.map((row) => ({
        id: row.id,
        value: nameIn(language, { value: row.value, valueKo: row.value_ko }),
        count: row.count,
      }))
    },
  }
}

export type InfosService = ReturnType<typeof createInfosService>
