import { COUNTRY_INFO_TYPE, INFO_TYPE, MESSAGES, type SignUpPayload } from '@cnm/contracts'
import type { InfoItem, PrismaClient } from '../../generated/prisma/client.js'
import { validationError } from '../../lib/http/field-errors.js'

// Second levels are seeded as type 8 (category depth); older data kept them as type 7.
const CATEGORY_TYPES: readonly number[] = [INFO_TYPE.CATEGORY, INFO_TYPE.CATEGORY_DEPTH]

export interface SignUpReferences {
  countryNumber: InfoItem & { number: string }
  nationality: InfoItem
  categoryOne: InfoItem
  categoryTwo: InfoItem | null
  city: InfoItem | null
}

type Payload = Pick<
  SignUpPayload,
  'countryNumber' | 'nationality' | 'categoryOneDepth' | 'categoryTwoDepth' | 'currentLocation'
>

/**
 * Checks the picked ids against the info table (spec §3: they come from GET /infos lists)
 * and answers 400 with the first message per field, like the form would.
 */
export async function resolveSignUpReferences(
  prisma: Pick<PrismaClient, 'infoItem'>,
  payload: Payload,
): Promise<SignUpReferences> {
  const secondId = payload.categoryTwoDepth[0]?.id
  const ids = [
    payload.countryNumber.id,
    payload.nationality.id,
    payload.categoryOneDepth.id,
    ...(secondId === undefined ? [] : [secondId]),
  ]
  const [items, firstChild] = await Promise.all([
    prisma.infoItem.findMany({ where: { id: { in: ids } } }),
    prisma.infoItem.findFirst({
      where: { parentId: payload.categoryOneDepth.id, type: { in: [...CATEGORY_TYPES] } },
      select: { id: true },
    }),
  ])
  const byId = new Map(items.map((item) => [item.id, item]))
  const fields: Record<string, string> = {}

  const countryNumber = byId.get(payload.countryNumber.id)
  if (countryNumber?.type !== COUNTRY_INFO_TYPE || !countryNumber.number) {
    fields.countryNumber = MESSAGES.INVALID
  }
  const nationality = byId.get(payload.nationality.id)
  if (nationality?.type !== COUNTRY_INFO_TYPE) fields.nationality = MESSAGES.INVALID

  const categoryOne = byId.get(payload.categoryOneDepth.id)
  if (categoryOne?.type !== INFO_TYPE.CATEGORY || categoryOne.parentId !== null) {
    fields.categoryOneDepth = MESSAGES.INVALID
  }
  const categoryTwo = secondId === undefined ? null : (byId.get(secondId) ?? null)
  if (secondId === undefined) {
    // Spec §5: the second level is required only when the first has options.
    if (firstChild) fields.categoryTwoDepth = MESSAGES.REQUIRED
  } else if (
    !categoryTwo ||
    !CATEGORY_TYPES.includes(categoryTwo.type) ||
    categoryTwo.parentId !== payload.categoryOneDepth.id
  ) {
    fields.categoryTwoDepth = MESSAGES.INVALID
  }

  if (Object.keys(fields).length > 0) throw validationError(fields)
  return {
    countryNumber: countryNumber as InfoItem & { number: string },
    nationality: nationality as InfoItem,
    categoryOne: categoryOne as InfoItem,
    categoryTwo,
    city: await matchCity(prisma, payload.currentLocation, [countryNumber?.id, nationality?.id]),
  }
}

/**
 * The typed location as a city item (type 18, parent = its country) when one is named so,
 * case aside. Only the given countries are searched, in order (a name like "San Jose"
 * exists in several), which also keeps the lookup on the (type, parent) index.
 */
export async function matchCity(
  prisma: Pick<PrismaClient, 'infoItem'>,
  name: string,
  countryIds: ReadonlyArray<number | undefined>,
): Promise<InfoItem | null> {
  const trimmed = name.trim()
  const ids = countryIds.filter((id): id is number => id !== undefined)
  if (trimmed === '' || ids.length === 0) return null
  const candidates = await prisma.infoItem.findMany({
    where: {
      type: INFO_TYPE.CITY,
      parentId: { in: ids },
      value: { equals: trimmed, mode: 'insensitive' },
    },
    orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
    take: 20,
  })
  for (const countryId of ids) {
    const match = candidates.find((city) => city.parentId === countryId)
    if (match) return match
  }
  return null
}
