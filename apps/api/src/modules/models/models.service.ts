import {
  needsGuardianOn,
  MESSAGES,
  MODEL_MESSAGES,
  MODEL_PHOTO_STATUS,
  MODEL_REVIEW_STATUS,
  MODEL_SERVER_MESSAGES,
  MODEL_STATUS,
  normalizeInstagram,
  type Language,
  type ModelCreateInput,
  type ModelList,
  type ModelListQuery,
  type ModelOwnerProfile,
  type ModelPublicProfile,
  type ModelUpdateInput,
  type MyModelList,
  type MyModelsQuery,
} from '@cnm/contracts'
import type { Prisma, PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { createCountCache } from '../../lib/short-cache.js'
import { forbidden, HttpError, notFound, unauthorized } from '../../lib/http-error.js'
import { validationError } from '../../lib/http/field-errors.js'
import { hiddenByAdminOf, loadHiddenByAdmin } from './hidden-by-admin.js'
import { checkInfoIds, createInfoCache } from './info-lookup.js'
import {
  assertMayManage,
  assertMaySee,
  canManageProfile,
  isAgencyOwner,
  mayRegisterModels,
  type Viewer,
} from '../../lib/model-access.js'
import {
  infoIdsOf,
  missingOf,
  profileInclude,
  toDateOnly,
  toOwnerProfile,
  toPublicProfile,
  type PhotoUrl,
  type ProfileRow,
} from './model-views.js'
import type { FastifyInstance } from 'fastify'
import { listModels, toCard, type SqlReader } from './models-list.js'
import { removeOrArchiveProfile } from './profile-archive.js'
import { modelReliabilityOf } from '../../lib/read-models/model-reliability.js'

export interface ModelsDeps {
  prisma: PrismaClient
  /** GET /models runs on a plain `pg` pool (ADR 0015: the driver, not Prisma, on the hot path). */
  sql: SqlReader
  clock: Clock
  /** Photo URLs for everybody: a withheld photo (profile not public) has none. */
  photoUrl: PhotoUrl
  /**
   * The photos module's part: files go with a deleted profile, move in and out of public
   * view with its visibility, and reach the owner and administrators by signed URL.
   */
  photoFiles: Pick<
    FastifyInstance['photos'],
    'beforeProfileDelete' | 'afterProfileDeleted' | 'managerUrl' | 'queueVisibilitySync'
  >
}

type Tx = Prisma.TransactionClient

// Our caps, against abuse: a model (or a manager) runs a few profiles, an agency many.
const PROFILES_PER_MODEL_ACCOUNT = 20
const PROFILES_PER_AGENCY = 1000

const utcDate = (value: string) => new Date(`${value}T00:00:00Z`)

const requiredFields = (missing: readonly string[]) =>
  Object.fromEntries(missing.map((field) => [field, MESSAGES.REQUIRED]))

/** Plain column values of the create/update input (ids, numbers, texts) for Prisma. */
function columnsOf(input: ModelUpdateInput, now: Date) {
  const data: Prisma.ModelProfileUncheckedUpdateInput = {}
  const copy = [
    'stageName',
    'genderId',
    'heightCm',
    'weightKg',
    'weightHidden',
    'bustCm',
    'waistCm',
    'hipsCm',
    'shoeSizeMm',
    'clothingSizeKr',
    'hairColorId',
    'eyeColorId',
    'raceId',
    'categoryIds',
    'detailedCategoryIds',
    'shootTypeIds',
    'careerId',
    'feeId',
    'keywordIds',
    'cityId',
    'bio',
    'youtubeUrls',
  ] as const
  for (const key of copy) {
    if (input[key] !== undefined) (data as Record<string, unknown>)[key] = input[key]
  }
  if (input.birthDate !== undefined) {
    data.birthDate = input.birthDate === null ? null : utcDate(input.birthDate)
  }
  if (input.instagram !== undefined) {
    const handle = input.instagram === null ? '' : normalizeInstagram(input.instagram)
    data.instagram = handle === '' ? null : handle
  }
  if (input.guardianConsent !== undefined) {
    const consent = input.guardianConsent
    data.guardianName = consent?.name ?? null
    data.guardianRelation = consent?.relation ?? null
    data.guardianContact = consent?.contact ?? null
    // The time the platform recorded the consent (PIPA asks us to be able to show it).
    data.guardianConsentAt = consent ? now : null
  }
  return data
}

export function createModelsService({ prisma, sql, clock, photoUrl, photoFiles }: ModelsDeps) {
  const managerUrl = photoFiles.managerUrl
  // The directory's totals may be 30 seconds old.
  const counts = createCountCache({ ttlMs: 30_000, now: () => clock.now().getTime() })
  const infoCache = createInfoCache(prisma)
  const loadProfile = (db: Tx | PrismaClient, id: number) =>
    db.modelProfile.findUnique({ where: { id }, include: profileInclude })

  // Serialises changes to one profile: read-check-write happens under the row lock.
  async function lockProfile(tx: Tx, id: number): Promise<ProfileRow | null> {
    await tx.$queryRaw`SELECT id FROM model_profiles WHERE id = ${id} FOR UPDATE`
    return loadProfile(tx, id)
  }

  async function ownerView(id: number): Promise<ModelOwnerProfile> {
    const profile = await loadProfile(prisma, id)
    if (!profile) throw notFound()
    return toOwnerProfile(profile, clock.now(), managerUrl, await hiddenByAdminOf(prisma, profile))
  }

  /** Checks a change against the stored profile; throws the 400 the form shows. */
  async function checkChange(tx: Tx, input: ModelUpdateInput, current: ProfileRow | null) {
    const today = clock.now()
    const categoryIds = input.categoryIds ?? current?.categoryIds ?? []
    const detailedCategoryIds =
      input.detailedCategoryIds ??
      (input.categoryIds && current ? current.detailedCategoryIds : undefined)
    const { fields, keywordText } = await checkInfoIds(
      tx,
      { ...input, detailedCategoryIds },
      categoryIds,
    )
    if (input.coverPhotoId !== undefined && current) {
      const cover = current.photos.find((photo) => photo.id === input.coverPhotoId)
      if (!cover || cover.status !== MODEL_PHOTO_STATUS.READY)
        fields.coverPhotoId = MESSAGES.INVALID
    }
    // Under 19: the merged profile must carry a guardian's consent (ADR 0015, 0035).
    const birthDate =
      input.birthDate !== undefined ? input.birthDate : toDateOnly(current?.birthDate ?? null)
    const hasConsent =
      input.guardianConsent !== undefined
        ? input.guardianConsent !== null
        : current?.guardianConsentAt != null
    if (
      birthDate !== null &&
      needsGuardianOn(birthDate, today) &&
      !hasConsent &&
      !fields.birthDate
    ) {
      fields.guardianConsent = MODEL_MESSAGES.GUARDIAN_REQUIRED
    }
    if (Object.keys(fields).length > 0) throw validationError(fields)
    return { keywordText }
  }

  return {
    /** GET /models; names of cities and categories in `language` (ADR 0022). */
    list: (query: ModelListQuery, language?: Language): Promise<ModelList> =>
      listModels(sql, query, clock.now(), photoUrl, counts, language),

    /** GET /models/{id}: 404 unless published or the viewer manages it. */
    async get(viewer: Viewer, id: number, language?: Language): Promise<ModelPublicProfile> {
      // The viewer's like is read beside the profile, not after it: one round-trip less
      // (what it says is only used once the profile may be seen).
      const [profile, like] = await Promise.all([
        loadProfile(prisma, id),
        viewer
          ? prisma.modelLike.findUnique({
              where: { profileId_userId: { profileId: id, userId: viewer.userId } },
              select: { userId: true },
            })
          : null,
      ])
      assertMaySee(viewer, profile)
      const found = profile as ProfileRow
      const [infos, reliability] = await Promise.all([
        infoCache.load(infoIdsOf(found)),
        modelReliabilityOf(prisma, id, clock.now()),
      ])
      const canEdit = canManageProfile(viewer, found)
      return toPublicProfile(found, {
        today: clock.now(),
        infos,
        photoUrl: canEdit ? managerUrl : photoUrl,
        likedByMe: viewer ? like !== null : null,
        canEdit,
        reliability,
        language,
      })
    },

    /** GET /users/0/models/{id}: the edit form's view; owner and admins only. */
    async getForOwner(viewer: Viewer, id: number): Promise<ModelOwnerProfile> {
      const profile = await loadProfile(prisma, id)
      if (!profile || !canManageProfile(viewer, profile)) throw notFound()
      return toOwnerProfile(
        profile,
        clock.now(),
        managerUrl,
        await hiddenByAdminOf(prisma, profile),
      )
    },

    async create(viewer: Viewer, input: ModelCreateInput): Promise<ModelOwnerProfile> {
      if (!viewer) throw unauthorized()
      const owner = await prisma.user.findFirst({
        where: { id: viewer.userId, deletedAt: null },
        select: { serviceType: true, categoryTwoDepthId: true },
      })
      if (!owner) throw unauthorized()
      if (!mayRegisterModels(owner)) throw forbidden(MODEL_SERVER_MESSAGES.REGISTER_NOT_ALLOWED)
      const id = await prisma.$transaction(async (tx) => {
        // The owner row lock makes the per-account cap hold under concurrent creates.
        await tx.$queryRaw`SELECT id FROM users WHERE id = ${viewer.userId} FOR UPDATE`
        const count = await tx.modelProfile.count({
          where: { ownerId: viewer.userId, archivedAt: null },
        })
        const cap = isAgencyOwner(owner) ? PROFILES_PER_AGENCY : PROFILES_PER_MODEL_ACCOUNT
        if (count >= cap) throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.PROFILE_LIMIT)
        const { keywordText } = await checkChange(tx, input, null)
        const now = clock.now()
        const created = await tx.modelProfile.create({
          data: {
            ...(columnsOf(input, now) as Prisma.ModelProfileUncheckedCreateInput),
            stageName: input.stageName,
            ownerId: viewer.userId,
            keywordText: keywordText ?? '',
            createdAt: now,
          },
          select: { id: true },
        })
        return created.id
      })
      return ownerView(id)
    },

    async update(viewer: Viewer, id: number, input: ModelUpdateInput): Promise<ModelOwnerProfile> {
      await prisma.$transaction(async (tx) => {
        const current = await lockProfile(tx, id)
        assertMayManage(viewer, current)
        const profile = current as ProfileRow
        const { keywordText } = await checkChange(tx, input, profile)
        const data = columnsOf(input, clock.now())
        if (keywordText !== undefined) data.keywordText = keywordText
        if (input.coverPhotoId !== undefined) data.coverPhotoId = input.coverPhotoId
        // A published profile stays complete: the change may not empty a required field.
        if (profile.status === MODEL_STATUS.PUBLISHED) {
          const merged = { ...profile, ...data } as ProfileRow
          const missing = missingOf(merged, clock.now())
          if (missing.length > 0) throw validationError(requiredFields(missing))
        }
        await tx.modelProfile.update({ where: { id }, data })
      })
      return ownerView(id)
    },

    async remove(viewer: Viewer, id: number): Promise<void> {
      const photoIds = await prisma.$transaction(async (tx) => {
        const current = await lockProfile(tx, id)
        assertMayManage(viewer, current)
        const profile = current as ProfileRow
        // Under the profile lock no upload can add a photo any more (it takes the lock too).
        await photoFiles.beforeProfileDelete(id)
        // Without history: deleted (photo rows and likes cascade; proposals and audits keep a
        // null link). With bookings, reviews or reports: archived and anonymised (ADR 0032).
        const outcome = await removeOrArchiveProfile(tx, profile.id, clock.now())
        return outcome.photoIds
      })
      await photoFiles.afterProfileDeleted(photoIds)
    },

    /** draft -> published, only when complete (cover photo, required fields, guardian). */
    publish: (viewer: Viewer, id: number) =>
      transition(viewer, id, MODEL_STATUS.DRAFT, MODEL_STATUS.PUBLISHED),
    hide: (viewer: Viewer, id: number) =>
      transition(viewer, id, MODEL_STATUS.PUBLISHED, MODEL_STATUS.HIDDEN),
    unhide: (viewer: Viewer, id: number) =>
      transition(viewer, id, MODEL_STATUS.HIDDEN, MODEL_STATUS.PUBLISHED),

    /** Puts a published, complete profile in the admin queue (none or sent back -> requested). */
    async requestReview(viewer: Viewer, id: number): Promise<ModelOwnerProfile> {
      await prisma.$transaction(async (tx) => {
        const current = await lockProfile(tx, id)
        assertMayManage(viewer, current)
        const profile = current as ProfileRow
        if (profile.reviewStatus === MODEL_REVIEW_STATUS.REQUESTED) {
          throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.REVIEW_ALREADY_REQUESTED)
        }
        if (profile.reviewStatus === MODEL_REVIEW_STATUS.APPROVED) {
          throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.REVIEW_ALREADY_APPROVED)
        }
        // Nobody can see it, so there is nothing to review: its way back is an appeal to the
        // administrators (Contact us), who restore it (ADR 0031 addendum).
        if (profile.hiddenByAdminAt !== null) {
          throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.REVIEW_HIDDEN_BY_ADMIN)
        }
        if (profile.status !== MODEL_STATUS.PUBLISHED) {
          throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.REVIEW_NEEDS_PUBLISHED)
        }
        await tx.modelProfile.update({
          where: { id },
          data: { reviewStatus: MODEL_REVIEW_STATUS.REQUESTED, reviewRequestedAt: clock.now() },
        })
      })
      return ownerView(id)
    },

    /** GET /users/0/models: the caller's profiles, newest first. */
    async listMine(
      viewer: Viewer,
      { page, pageSize }: MyModelsQuery,
      language?: Language,
    ): Promise<MyModelList> {
      if (!viewer) throw unauthorized()
      const where = { ownerId: viewer.userId, archivedAt: null }
      const [total, profiles] = await prisma.$transaction([
        prisma.modelProfile.count({ where }),
        prisma.modelProfile.findMany({
          where,
          include: profileInclude,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          skip: (page - 1) * pageSize,
          take: pageSize,
        }),
      ])
      const today = clock.now()
      const infos = await infoCache.load(
        profiles.flatMap((p) => [
          ...(p.cityId === null ? [] : [p.cityId]),
          ...p.categoryIds.slice(0, 1),
        ]),
      )
      const hiddenByAdmin = await loadHiddenByAdmin(prisma, profiles)
      const items = profiles.map((profile) => {
        const city = profile.cityId === null ? undefined : infos.get(profile.cityId)
        const category = infos.get(profile.categoryIds[0] ?? -1)
        const cover = profile.photos.find(
          (photo) => photo.id === profile.coverPhotoId && photo.status === MODEL_PHOTO_STATUS.READY,
        )
        return {
          ...toCard(
            {
              id: profile.id,
              stage_name: profile.stageName,
              birth_date: profile.birthDate,
              height_cm: profile.heightCm,
              like_count: profile.likeCount,
              review_status: profile.reviewStatus,
              is_demo: profile.isDemo,
              city_value: city?.value ?? null,
              city_value_ko: city?.valueKo ?? null,
              city_code: city?.code ?? null,
              category_id: category?.id ?? null,
              category_value: category?.value ?? null,
              category_value_ko: category?.valueKo ?? null,
              variants: cover?.variants ?? null,
              placeholder: cover?.placeholder ?? null,
              width: cover?.width ?? null,
              height: cover?.height ?? null,
            },
            today,
            managerUrl,
            language,
          ),
          // The owner knows the full name; the card's minor rule is for the public.
          stageName: profile.stageName,
          status: profile.status,
          reviewStatus: profile.reviewStatus,
          reviewNote: profile.reviewNote,
          photoCount: profile.photos.length,
          missingForPublish: missingOf(profile, today),
          updatedAt: profile.updatedAt.toISOString(),
          hiddenByAdmin: hiddenByAdmin.get(profile.id) ?? null,
        }
      })
      return { items, page, pageSize, total }
    },
  }

  async function transition(
    viewer: Viewer,
    id: number,
    from: ProfileRow['status'],
    to: ProfileRow['status'],
  ): Promise<ModelOwnerProfile> {
    await prisma.$transaction(async (tx) => {
      const current = await lockProfile(tx, id)
      assertMayManage(viewer, current)
      const profile = current as ProfileRow
      if (profile.status !== from)
        throw new HttpError('CONFLICT', MODEL_SERVER_MESSAGES.ALREADY_IN_STATE)
      if (to === MODEL_STATUS.PUBLISHED) {
        const missing = missingOf(profile, clock.now())
        if (missing.length > 0) {
          throw new HttpError('VALIDATION_FAILED', MODEL_SERVER_MESSAGES.NOT_PUBLISHABLE, {
            fields: requiredFields(missing),
          })
        }
      }
      await tx.modelProfile.update({
        where: { id },
        data: {
          status: to,
          // Unhiding keeps the first publication date, so hiding is no way to the top.
          ...(to === MODEL_STATUS.PUBLISHED && profile.publishedAt === null
            ? { publishedAt: clock.now() }
            : {}),
        },
      })
      // Public or not, its photos follow (photo-visibility.ts).
      await photoFiles.queueVisibilitySync(tx, { profileIds: [id] })
    })
    return ownerView(id)
  }
}

export type ModelsService = ReturnType<typeof createModelsService>
