// Comp cards on demand (issue #29, ADR 0045). The card is drawn the first time it is asked for
// and kept in comp_cards with a key hashed from everything it prints (the profile's updatedAt,
// the names and sizes, the agency, the photo ids and versions). The next request with the same
// key is served from the row; any change to the profile or its photos changes the key and the
// card is drawn again. Who may ask is decided by the caller (the profile route, a package).
import { createHash } from 'node:crypto'
import { dualMeasurements, MODEL_PHOTO_STATUS, SERVICE_TYPE } from '@cnm/contracts'
import type { Clock } from '../../lib/clock.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import type { PrismaClient } from '../../db/prisma.js'
import type { Prisma } from '../../generated/prisma/client.js'
import { assertMaySee, type Viewer } from '../../lib/model-access.js'
import { stageNameSeenBy } from '../../lib/read-models/model-card.js'
import { photoForPrint } from '../photos/index.js'
import {
  BACK_PHOTO,
  FRONT_PHOTO,
  pixelsOf,
  renderCompCard,
  type CompCardContent,
} from './comp-card-pdf.js'

/** Raise when the drawing changes, so every cached card is drawn again. */
const CARD_VERSION = 1
const BACK_PHOTO_COUNT = 4

export interface CompCardFile {
  pdf: Buffer
  /** The cache key, quoted: the answer's ETag. */
  etag: string
  generatedAt: Date
}

export interface CompCardDeps {
  prisma: PrismaClient
  storage: Pick<FileStorage, 'get'>
  clock: Clock
}

/**
 * What a printed or shared profile needs of its row: who may see it (access facts), its name
 * and age, and its sizes. A package's items read the same (packages.service.ts).
 */
export const SIZED_PROFILE_SELECT = {
  id: true,
  ownerId: true,
  status: true,
  hiddenByAdminAt: true,
  archivedAt: true,
  stageName: true,
  birthDate: true,
  heightCm: true,
  bustCm: true,
  waistCm: true,
  hipsCm: true,
  shoeSizeMm: true,
  clothingSizeKr: true,
} as const satisfies Prisma.ModelProfileSelect

const profileSelect = {
  ...SIZED_PROFILE_SELECT,
  hairColorId: true,
  eyeColorId: true,
  coverPhotoId: true,
  updatedAt: true,
  owner: { select: { serviceType: true, agency: true } },
  photos: {
    where: { status: MODEL_PHOTO_STATUS.READY },
    orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
    select: { id: true, updatedAt: true, variants: true },
  },
} satisfies Prisma.ModelProfileSelect

export function createCompCardService(deps: CompCardDeps) {
  const { prisma, clock } = deps

  async function infoNames(ids: (number | null)[]) {
    const wanted = ids.filter((id): id is number => id !== null)
    const rows = wanted.length
      ? await prisma.infoItem.findMany({
          where: { id: { in: wanted } },
          select: { id: true, value: true, valueKo: true },
        })
      : []
    const byId = new Map(rows.map((row) => [row.id, row]))
    return (id: number | null) => {
      const row = id === null ? undefined : byId.get(id)
      return row ? { en: row.value, ko: row.valueKo ?? row.value } : null
    }
  }

  /**
   * The card of a profile the caller has already been allowed to see, from the cache when
   * nothing it prints has changed. Null when there is no such profile.
   */
  async function cardOf(profileId: number): Promise<CompCardFile | null> {
    const profile = await prisma.modelProfile.findUnique({
      where: { id: profileId },
      select: profileSelect,
    })
    if (!profile) return null
    const today = clock.now()
    const cover =
      profile.photos.find((photo) => photo.id === profile.coverPhotoId) ?? profile.photos[0]
    const back = profile.photos.filter((photo) => photo !== cover).slice(0, BACK_PHOTO_COUNT)
    const nameOf = await infoNames([profile.hairColorId, profile.eyeColorId])
    const facts = {
      version: CARD_VERSION,
      name: stageNameSeenBy(profile, today, false),
      agency:
        profile.owner.serviceType === SERVICE_TYPE.CLIENT_NORMAL && profile.owner.agency
          ? profile.owner.agency
          : null,
      sizes: dualMeasurements(profile),
      hair: nameOf(profile.hairColorId),
      eyes: nameOf(profile.eyeColorId),
      updatedAt: profile.updatedAt.toISOString(),
      photos: [cover, ...back]
        .filter((photo) => photo !== undefined)
        .map((photo) => `${photo.id}@${photo.updatedAt.toISOString()}`),
    }
    const cacheKey = createHash('sha256').update(JSON.stringify(facts)).digest('hex').slice(0, 32)

    const cached = await prisma.compCard.findUnique({ where: { profileId } })
    if (cached && cached.cacheKey === cacheKey) {
      return {
        pdf: Buffer.from(cached.pdf),
        etag: `"${cacheKey}"`,
        generatedAt: cached.generatedAt,
      }
    }

    const [frontPhoto, ...backPhotos] = await Promise.all([
      cover ? photoForPrint(deps.storage, cover.variants, pixelsOf(FRONT_PHOTO)) : null,
      ...back.map((photo) => photoForPrint(deps.storage, photo.variants, pixelsOf(BACK_PHOTO))),
    ])
    const content: CompCardContent = {
      name: facts.name,
      agency: facts.agency,
      sizes: facts.sizes,
      hair: facts.hair,
      eyes: facts.eyes,
      frontPhoto: frontPhoto ?? null,
      backPhotos,
    }
    const generatedAt = today
    const pdf = await renderCompCard(content, generatedAt)
    // Two first requests may both draw; the later write wins and both cards are the same.
    await prisma.compCard.upsert({
      where: { profileId },
      create: { profileId, cacheKey, pdf: new Uint8Array(pdf), generatedAt },
      update: { cacheKey, pdf: new Uint8Array(pdf), generatedAt },
    })
    return { pdf, etag: `"${cacheKey}"`, generatedAt }
  }

  /** The profile route's rule (model-access.ts): published for everyone, else its managers; 404 otherwise. */
  async function cardForViewer(viewer: Viewer, profileId: number): Promise<CompCardFile> {
    const facts = await prisma.modelProfile.findUnique({
      where: { id: profileId },
      select: { ownerId: true, status: true, hiddenByAdminAt: true, archivedAt: true },
    })
    assertMaySee(viewer, facts)
    const card = await cardOf(profileId)
    assertMaySee(viewer, card ? facts : null)
    return card as CompCardFile
  }

  return { cardOf, cardForViewer }
}

export type CompCardService = ReturnType<typeof createCompCardService>
