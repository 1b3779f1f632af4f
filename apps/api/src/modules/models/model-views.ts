// Rows -> the contracts' shapes. The public shapes are built here only, so the minors and
// privacy rules of ADR 0015 (first name, province, no birth date, no contact) have one home.
import {
  extractYoutubeVideoId,
  DEFAULT_LANGUAGE,
  MODEL_PHOTO_STATUS,
  MODEL_REVIEW_STATUS,
  missingForPublish,
  publicFirstName,
  type Language,
  type ModelHiddenByAdmin,
  type ModelInfoRef,
  type ModelOwnerProfile,
  type ModelPhoto,
  type ModelPublicProfile,
  type ModelReliability,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { toPhotoView, type PhotoUrl } from '../../lib/read-models/photo-image.js'
import { provinceOfCity } from '../../lib/read-models/province.js'
import { ageOf, minorOf, stageNameSeenBy, toDateOnly } from '../../lib/read-models/model-card.js'

export { ageOf, minorOf, stageNameSeenBy, toDateOnly }

export const profileInclude = {
  photos: { orderBy: [{ position: 'asc' }, { createdAt: 'asc' }] },
  owner: { select: { serviceType: true, agency: true, homePage: true } },
} as const satisfies Prisma.ModelProfileInclude

export type ProfileRow = Prisma.ModelProfileGetPayload<{ include: typeof profileInclude }>
type PhotoRow = ProfileRow['photos'][number]

// The URL maker the photos module hands out (photos/model-photo-hooks.ts).
export type { PhotoUrl }

export interface InfoRow {
  id: number
  type: number
  value: string
  /** The Korean name (ADR 0022); null where the item has none. */
  valueKo: string | null
  parentId: number | null
  code: string | null
}
export type InfoMap = ReadonlyMap<number, InfoRow>

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null)

export const toPhoto = (
  photo: PhotoRow,
  coverPhotoId: string | null,
  photoUrl: PhotoUrl,
): ModelPhoto => toPhotoView({ url: photoUrl }, photo, coverPhotoId)

/** Every info id a profile points at, for one lookup. */
export function infoIdsOf(profile: ProfileRow): number[] {
  const single = [
    profile.genderId,
    profile.hairColorId,
    profile.eyeColorId,
    profile.raceId,
    profile.careerId,
    profile.feeId,
    profile.cityId,
  ].filter((id): id is number => id !== null)
  return [
    ...single,
    ...profile.categoryIds,
    ...profile.detailedCategoryIds,
    ...profile.shootTypeIds,
    ...profile.keywordIds,
  ]
}

/** An item's name in the caller's language: Korean when it has one, else `value`. */
const nameOf = (item: InfoRow, language: Language): string =>
  language === 'ko' && item.valueKo !== null ? item.valueKo : item.value

const refOf = (infos: InfoMap, id: number | null, language: Language): ModelInfoRef | null => {
  const item = id === null ? undefined : infos.get(id)
  return item ? { id: item.id, value: nameOf(item, language) } : null
}
const refsOf = (infos: InfoMap, ids: readonly number[], language: Language): ModelInfoRef[] =>
  ids.map((id) => refOf(infos, id, language)).filter((ref): ref is ModelInfoRef => ref !== null)

export const readyPhotoCount = (profile: Pick<ProfileRow, 'photos'>): number =>
  profile.photos.filter((photo) => photo.status === MODEL_PHOTO_STATUS.READY).length

export function missingOf(profile: ProfileRow, today: Date): string[] {
  return missingForPublish(
    {
      stageName: profile.stageName,
      genderId: profile.genderId,
      birthDate: toDateOnly(profile.birthDate),
      heightCm: profile.heightCm,
      categoryIds: profile.categoryIds,
      cityId: profile.cityId,
      coverPhotoId: profile.coverPhotoId,
      readyPhotoCount: readyPhotoCount(profile),
      hasGuardianConsent: profile.guardianConsentAt !== null,
    },
    today,
  )
}

export interface PublicViewContext {
  today: Date
  infos: InfoMap
  photoUrl: PhotoUrl
  likedByMe: boolean | null
  canEdit: boolean
  /** The model side's cancellations over the last 12 months (lib/read-models/model-reliability.ts). */
  reliability: ModelReliability
  /** The caller's language, for the names of coded fields (ADR 0022); default English. */
  language?: Language
}

export function toPublicProfile(profile: ProfileRow, ctx: PublicViewContext): ModelPublicProfile {
  const { infos, today } = ctx
  const language = ctx.language ?? DEFAULT_LANGUAGE
  const ref = (id: number | null) => refOf(infos, id, language)
  const refs = (ids: readonly number[]) => refsOf(infos, ids, language)
  const isMinor = minorOf(profile.birthDate, today)
  const city = ref(profile.cityId)
  const cityRow = profile.cityId === null ? undefined : infos.get(profile.cityId)
  const countryRow = cityRow?.parentId != null ? infos.get(cityRow.parentId) : undefined
  const photos = profile.photos
    .filter((photo) => photo.status === MODEL_PHOTO_STATUS.READY)
    .map((photo) => toPhoto(photo, profile.coverPhotoId, ctx.photoUrl))
  return {
    id: profile.id,
    stageName: isMinor ? publicFirstName(profile.stageName) : profile.stageName,
    age: ageOf(profile.birthDate, today),
    isMinor,
    gender: ref(profile.genderId),
    heightCm: profile.heightCm,
    weightKg: profile.weightHidden ? null : profile.weightKg,
    bustCm: profile.bustCm,
    waistCm: profile.waistCm,
    hipsCm: profile.hipsCm,
    shoeSizeMm: profile.shoeSizeMm,
    clothingSizeKr: profile.clothingSizeKr,
    hairColor: ref(profile.hairColorId),
    eyeColor: ref(profile.eyeColorId),
    race: ref(profile.raceId),
    categories: refs(profile.categoryIds),
    detailedCategories: refs(profile.detailedCategoryIds),
    shootTypes: refs(profile.shootTypeIds),
    career: ref(profile.careerId),
    fee: ref(profile.feeId),
    keywords: refs(profile.keywordIds),
    city: isMinor ? null : city,
    province: provinceOfCity(cityRow?.code ?? null, language),
    country: countryRow ? { id: countryRow.id, value: nameOf(countryRow, language) } : null,
    bio: profile.bio,
    instagram: profile.instagram,
    videos: profile.youtubeUrls.flatMap((url) => {
      const videoId = extractYoutubeVideoId(url)
      return videoId ? [{ url, videoId }] : []
    }),
    photos,
    agency:
      profile.owner.serviceType === 3 && profile.owner.agency
        ? { name: profile.owner.agency, homePage: profile.owner.homePage }
        : null,
    reviewed: profile.reviewStatus === MODEL_REVIEW_STATUS.APPROVED,
    likeCount: profile.likeCount,
    likedByMe: ctx.likedByMe,
    canEdit: ctx.canEdit,
    reliability: ctx.reliability,
    status: profile.status,
    isDemo: profile.isDemo,
    publishedAt: iso(profile.publishedAt),
    updatedAt: profile.updatedAt.toISOString(),
  }
}

/** `hiddenByAdmin` comes from loadHiddenByAdmin (hidden-by-admin.ts): its reason is not on the row. */
export function toOwnerProfile(
  profile: ProfileRow,
  today: Date,
  photoUrl: PhotoUrl,
  hiddenByAdmin: ModelHiddenByAdmin | null,
): ModelOwnerProfile {
  return {
    id: profile.id,
    ownerId: profile.ownerId,
    stageName: profile.stageName,
    genderId: profile.genderId,
    birthDate: toDateOnly(profile.birthDate),
    age: ageOf(profile.birthDate, today),
    isMinor: minorOf(profile.birthDate, today),
    heightCm: profile.heightCm,
    weightKg: profile.weightKg,
    weightHidden: profile.weightHidden,
    bustCm: profile.bustCm,
    waistCm: profile.waistCm,
    hipsCm: profile.hipsCm,
    shoeSizeMm: profile.shoeSizeMm,
    clothingSizeKr: profile.clothingSizeKr,
    hairColorId: profile.hairColorId,
    eyeColorId: profile.eyeColorId,
    raceId: profile.raceId,
    categoryIds: profile.categoryIds,
    detailedCategoryIds: profile.detailedCategoryIds,
    shootTypeIds: profile.shootTypeIds,
    careerId: profile.careerId,
    feeId: profile.feeId,
    keywordIds: profile.keywordIds,
    cityId: profile.cityId,
    bio: profile.bio,
    instagram: profile.instagram,
    youtubeUrls: profile.youtubeUrls,
    guardianConsent:
      profile.guardianConsentAt && profile.guardianName
        ? {
            name: profile.guardianName,
            relation: profile.guardianRelation ?? '',
            contact: profile.guardianContact ?? '',
            consentAt: profile.guardianConsentAt.toISOString(),
          }
        : null,
    status: profile.status,
    reviewStatus: profile.reviewStatus,
    reviewNote: profile.reviewNote,
    reviewRequestedAt: iso(profile.reviewRequestedAt),
    reviewedAt: iso(profile.reviewedAt),
    coverPhotoId: profile.coverPhotoId,
    photos: profile.photos.map((photo) => toPhoto(photo, profile.coverPhotoId, photoUrl)),
    likeCount: profile.likeCount,
    missingForPublish: missingOf(profile, today),
    isDemo: profile.isDemo,
    createdAt: profile.createdAt.toISOString(),
    updatedAt: profile.updatedAt.toISOString(),
    publishedAt: iso(profile.publishedAt),
    hiddenByAdmin,
  }
}
