// Packages (issue #29, ADR 0045): the owner's side (build, share, revoke, read views and
// picks) and the viewer's (open by token, pick, comment). The token is stored as its hash
// only; an unknown, expired or revoked token answers the same 404.
import { randomBytes } from 'node:crypto'
import {
  ageOn,
  MESSAGES,
  MODEL_PHOTO_STATUS,
  PACKAGE_LIMITS,
  PACKAGE_SERVER_MESSAGES,
  type PackageInput,
  type PackageLinkInput,
  type PackageOwnerView,
  type PackagePickInput,
  type SharedPackage,
  type ModelVideoFile,
  type ModelVideoKind,
  type PackageVideo,
  DAY_MS,
} from '@cnm/contracts'
import type { PrismaClient } from '../../db/prisma.js'
import type { Prisma } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { forbidden, HttpError, notFound } from '../../lib/http-error.js'
import { isPublicProfile } from '../../lib/model-access.js'
import type { PasswordHasher } from '../../lib/passwords.js'
import { stageNameSeenBy, toDateOnly } from '../../lib/read-models/model-card.js'
import { toImage, type PhotoUrl } from '../../lib/read-models/photo-image.js'
import { SIZED_PROFILE_SELECT } from '../comp-cards/index.js'
import {
  assertMayBuild,
  assertOwnsPackage,
  hashToken,
  linkIsOpen,
  mayCarryProfile,
  packageScopeOf,
} from './package-access.js'

export interface PackagesDeps {
  prisma: PrismaClient
  clock: Clock
  hasher: Pick<PasswordHasher, 'hash' | 'verify'>
  photoUrl: PhotoUrl
  /** The public URL of a ready video's file (the profile page's, ADR 0052). */
  videoFileUrl: (videoId: string, file: ModelVideoFile) => string
}

/** What a package item shows of its chosen intro video; null unless it is still ready. */
const videoSelect = {
  id: true,
  kind: true,
  title: true,
  status: true,
  durationMs: true,
  video480Key: true,
  selfTapeRequestId: true,
} as const

const itemsInclude = {
  items: {
    orderBy: { position: 'asc' },
    include: {
      profile: {
        select: {
          ...SIZED_PROFILE_SELECT,
          coverPhotoId: true,
          photos: {
            where: { status: MODEL_PHOTO_STATUS.READY },
            orderBy: [{ position: 'asc' }, { createdAt: 'asc' }],
            select: { id: true, variants: true, placeholder: true, width: true, height: true },
          },
        },
      },
      video: { select: videoSelect },
    },
  },
} satisfies Prisma.PackageInclude

type PackageRow = Prisma.PackageGetPayload<{ include: typeof itemsInclude }>
type ItemRow = PackageRow['items'][number]

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const pickOf = (item: ItemRow) => ({
  favourite: item.favourite,
  comment: item.comment,
  pickedAt: iso(item.pickedAt),
})

export function createPackagesService(deps: PackagesDeps) {
  const { prisma, clock, hasher } = deps

  function toOwnerView(row: PackageRow): PackageOwnerView {
    return {
      id: row.id,
      name: row.name,
      items: row.items.map((item) => ({
        profileId: item.profileId,
        // The builder chose this profile; a minor's surname still stays out (ADR 0035).
        name: stageNameSeenBy(item.profile, clock.now(), item.profile.ownerId === row.ownerId),
        photoIds: item.photoIds,
        videoId: item.videoId,
        note: item.note,
        available: isPublicProfile(item.profile),
        pick: pickOf(item),
      })),
      link:
        row.linkCreatedAt && row.linkExpiresAt
          ? {
              expiresAt: row.linkExpiresAt.toISOString(),
              hasPassword: row.linkPasswordHash !== null,
              revokedAt: iso(row.linkRevokedAt),
              createdAt: row.linkCreatedAt.toISOString(),
            }
          : null,
      viewCount: row.viewCount,
      lastViewedAt: iso(row.lastViewedAt),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }
  }

  async function builder(userId: number) {
    const user = await prisma.user.findUnique({
      where: { id: userId },
      select: { serviceType: true, examinationStatus: true, categoryTwoDepthId: true },
    })
    const scope = user ? packageScopeOf(user) : null
    assertMayBuild(scope)
    return scope
  }

  /** Checks every profile and photo of the input; answers the rows to write. */
  async function itemRows(userId: number, input: PackageInput) {
    const scope = await builder(userId)
    const profiles = await prisma.modelProfile.findMany({
      where: { id: { in: input.items.map((item) => item.profileId) } },
      select: {
        id: true,
        ownerId: true,
        status: true,
        hiddenByAdminAt: true,
        archivedAt: true,
        photos: { where: { status: MODEL_PHOTO_STATUS.READY }, select: { id: true } },
        videos: {
          where: { status: 'ready', selfTapeRequestId: null },
          select: { id: true },
        },
      },
    })
    const byId = new Map(profiles.map((profile) => [profile.id, profile]))
    return input.items.map((item, position) => {
      const profile = byId.get(item.profileId) ?? null
      if (!mayCarryProfile(scope, userId, profile)) {
        throw forbidden(PACKAGE_SERVER_MESSAGES.PROFILE_NOT_ALLOWED)
      }
      const ready = new Set(profile!.photos.map((photo) => photo.id))
      const unknown = item.photoIds.findIndex((id) => !ready.has(id))
      if (unknown >= 0) {
        throw new HttpError('VALIDATION_FAILED', MESSAGES.INVALID, {
          fields: { [`items.${position}.photoIds.${unknown}`]: MESSAGES.INVALID },
        })
      }
      // Only a ready intro video of this profile (never a self-tape answer).
      const videoId = item.videoId ?? null
      if (videoId !== null && !profile!.videos.some((video) => video.id === videoId)) {
        throw new HttpError('VALIDATION_FAILED', MESSAGES.INVALID, {
          fields: { [`items.${position}.videoId`]: MESSAGES.INVALID },
        })
      }
      return {
        profileId: item.profileId,
        position,
        photoIds: item.photoIds,
        videoId,
        note: item.note,
      }
    })
  }

  async function load(userId: number, id: number): Promise<PackageRow> {
    const row = await prisma.package.findUnique({ where: { id }, include: itemsInclude })
    assertOwnsPackage(userId, row)
    return row
  }

  async function list(userId: number): Promise<PackageOwnerView[]> {
    const rows = await prisma.package.findMany({
      where: { ownerId: userId },
      orderBy: { updatedAt: 'desc' },
      include: itemsInclude,
      take: 100,
    })
    return rows.map(toOwnerView)
  }

  async function create(userId: number, input: PackageInput): Promise<PackageOwnerView> {
    const items = await itemRows(userId, input)
    const row = await prisma.package.create({
      data: { ownerId: userId, name: input.name, items: { create: items } },
      include: itemsInclude,
    })
    return toOwnerView(row)
  }

  /** Replaces name and items; the viewer's picks stay on the profiles still in it. */
  async function update(userId: number, id: number, input: PackageInput) {
    const current = await load(userId, id)
    const items = await itemRows(userId, input)
    const picks = new Map(current.items.map((item) => [item.profileId, item]))
    await prisma.$transaction([
      prisma.packageItem.deleteMany({ where: { packageId: id } }),
      prisma.package.update({
        where: { id },
        data: {
          name: input.name,
          items: {
            create: items.map((item) => {
              const kept = picks.get(item.profileId)
              return kept
                ? {
                    ...item,
                    favourite: kept.favourite,
                    comment: kept.comment,
                    pickedAt: kept.pickedAt,
                  }
                : item
            }),
          },
        },
      }),
    ])
    return toOwnerView(await load(userId, id))
  }

  async function remove(userId: number, id: number): Promise<void> {
    await load(userId, id)
    await prisma.package.delete({ where: { id } })
  }

  /** A new link; the previous one stops working at once. The token is answered once. */
  async function share(userId: number, id: number, input: PackageLinkInput) {
    await load(userId, id)
    await builder(userId)
    const token = randomBytes(PACKAGE_LIMITS.TOKEN_BYTES).toString('base64url')
    const now = clock.now()
    await prisma.package.update({
      where: { id },
      data: {
        linkTokenHash: hashToken(token),
        linkPasswordHash: input.password ? await hasher.hash(input.password) : null,
        linkCreatedAt: now,
        linkExpiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
        linkRevokedAt: null,
      },
    })
    return { token, package: toOwnerView(await load(userId, id)) }
  }

  async function revoke(userId: number, id: number): Promise<PackageOwnerView> {
    const row = await load(userId, id)
    if (row.linkCreatedAt && !row.linkRevokedAt) {
      await prisma.package.update({ where: { id }, data: { linkRevokedAt: clock.now() } })
    }
    return toOwnerView(await load(userId, id))
  }

  // ---- the viewer's side ----------------------------------------------------------------

  /** The package a token opens, after its password; 404 for unknown, expired and revoked alike. */
  async function opened(token: string, password: string | undefined) {
    const row = await prisma.package.findUnique({
      where: { linkTokenHash: hashToken(token) },
      include: { ...itemsInclude, owner: { select: { suspendedAt: true, agency: true } } },
    })
    // A suspended owner's packages close with the rest of its content (ADR 0028).
    if (!row || !linkIsOpen(row, clock.now()) || row.owner.suspendedAt) throw notFound()
    if (row.linkPasswordHash) {
      if (!password) throw forbidden(PACKAGE_SERVER_MESSAGES.PASSWORD_REQUIRED)
      if (!(await hasher.verify(password, row.linkPasswordHash))) {
        throw forbidden(PACKAGE_SERVER_MESSAGES.PASSWORD_WRONG)
      }
    }
    return row
  }

  /** Only profiles still public; only the chosen photos still ready (else the cover). */
  function toSharedItem(item: ItemRow, today: Date) {
    const profile = item.profile
    const ready = new Map(profile.photos.map((photo) => [photo.id, photo]))
    const chosen = item.photoIds.flatMap((id) => ready.get(id) ?? [])
    const cover = ready.get(profile.coverPhotoId ?? '') ?? profile.photos[0]
    const photos = chosen.length > 0 ? chosen : cover ? [cover] : []
    const birthDate = toDateOnly(profile.birthDate)
    return {
      profileId: profile.id,
      name: stageNameSeenBy(profile, today, false),
      age: birthDate === null ? null : ageOn(birthDate, today),
      heightCm: profile.heightCm,
      bustCm: profile.bustCm,
      waistCm: profile.waistCm,
      hipsCm: profile.hipsCm,
      shoeSizeMm: profile.shoeSizeMm,
      clothingSizeKr: profile.clothingSizeKr,
      photos: photos.map((photo) => toImage(photo, deps.photoUrl)),
      video: toPackageVideo(item.video),
      note: item.note,
      pick: pickOf(item),
    }
  }

  /**
   * The chosen video while ready; the item is shown only while its profile is public, so
   * these are the public URLs the profile page plays (no signature, same rules).
   */
  function toPackageVideo(video: ItemRow['video']): PackageVideo | null {
    if (!video || video.status !== 'ready' || video.selfTapeRequestId !== null) return null
    return {
      kind: video.kind as ModelVideoKind,
      title: video.title,
      durationSeconds: video.durationMs === null ? null : video.durationMs / 1000,
      videoUrl: deps.videoFileUrl(video.id, 'video.mp4'),
      video480Url: video.video480Key ? deps.videoFileUrl(video.id, 'video-480.mp4') : null,
      posterUrl: deps.videoFileUrl(video.id, 'poster.jpg'),
    }
  }

  async function view(token: string, password: string | undefined): Promise<SharedPackage> {
    const row = await opened(token, password)
    const now = clock.now()
    await prisma.package.update({
      where: { id: row.id },
      data: { viewCount: { increment: 1 }, lastViewedAt: now },
    })
    return {
      name: row.name,
      from: row.owner.agency,
      expiresAt: (row.linkExpiresAt as Date).toISOString(),
      items: row.items
        .filter((item) => isPublicProfile(item.profile))
        .map((item) => toSharedItem(item, now)),
    }
  }

  /** The item a viewer may act on: in the package and still public; 404 otherwise. */
  async function sharedItem(token: string, password: string | undefined, profileId: number) {
    const row = await opened(token, password)
    const item = row.items.find((candidate) => candidate.profileId === profileId)
    if (!item || !isPublicProfile(item.profile)) throw notFound()
    return { row, item }
  }

  async function pick(
    token: string,
    password: string | undefined,
    profileId: number,
    input: PackagePickInput,
  ) {
    const { row, item } = await sharedItem(token, password, profileId)
    const updated = await prisma.packageItem.update({
      where: { packageId_profileId: { packageId: row.id, profileId: item.profileId } },
      data: { favourite: input.favourite, comment: input.comment, pickedAt: clock.now() },
    })
    return {
      favourite: updated.favourite,
      comment: updated.comment,
      pickedAt: iso(updated.pickedAt),
    }
  }

  return {
    list,
    get: async (userId: number, id: number) => toOwnerView(await load(userId, id)),
    create,
    update,
    remove,
    share,
    revoke,
    view,
    pick,
    sharedItem,
  }
}

export type PackagesService = ReturnType<typeof createPackagesService>
