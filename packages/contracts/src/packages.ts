// Packages shared by link (issue #29, ADR 0045): an agency or an approved client picks
// profiles, the photos to show of each and a note, and shares the lot by an unguessable link
// that a brand opens without an account.
import { z } from 'zod'
import { envelopeSchema, queryIdSchema } from './common.js'
import { MESSAGES } from './messages.js'
import { MODEL_VIDEO_KINDS } from './model-videos.js'
import { modelImageSchema } from './models-views.js'

export const PACKAGE_LIMITS = {
  NAME_MAX: 80,
  NOTE_MAX: 500,
  COMMENT_MAX: 1000,
  ITEMS_MAX: 50,
  PHOTOS_PER_ITEM_MAX: 10,
  PASSWORD_MIN: 4,
  PASSWORD_MAX: 64,
  EXPIRY_DAYS: { min: 1, max: 90 },
  EXPIRY_DAYS_DEFAULT: 14,
  /** Token bytes (base64url): 192 bits, beyond guessing. */
  TOKEN_BYTES: 24,
} as const

/** The header a viewer sends the package's password in (never in the URL, so never logged). */
export const PACKAGE_PASSWORD_HEADER = 'x-package-password'

export const PACKAGE_SERVER_MESSAGES = {
  SAVED: 'The package has been saved.',
  DELETED: 'The package has been deleted.',
  SHARED: 'The link is ready. Copy it now: it is shown only once.',
  REVOKED: 'The link no longer opens the package.',
  NOT_ALLOWED:
    'Only model agencies (for their own models) and approved clients can build packages.',
  PROFILE_NOT_ALLOWED: 'This model cannot be added to the package.',
  PASSWORD_REQUIRED: 'This package is protected by a password.',
  PASSWORD_WRONG: 'The password is not right.',
  PICK_SAVED: 'Saved.',
} as const

const text = (max: number) =>
  z.string({ error: MESSAGES.INVALID }).trim().max(max, { error: MESSAGES.INVALID })

export const packageItemInputSchema = z.object({
  profileId: z.number({ error: MESSAGES.INVALID }).int().positive(),
  /** The photos to show, in order; empty shows the cover. */
  photoIds: z.array(z.uuid({ error: MESSAGES.INVALID })).max(PACKAGE_LIMITS.PHOTOS_PER_ITEM_MAX),
  note: text(PACKAGE_LIMITS.NOTE_MAX),
  /** A ready intro video of the profile to show (issue #31); absent or null: none. */
  videoId: z.uuid({ error: MESSAGES.INVALID }).nullish(),
})
export type PackageItemInput = z.infer<typeof packageItemInputSchema>

/** POST /packages and PUT /packages/{id}: the whole package, items in their order. */
export const packageInputSchema = z.object({
  name: text(PACKAGE_LIMITS.NAME_MAX).min(1, { error: MESSAGES.REQUIRED }),
  items: z
    .array(packageItemInputSchema)
    .max(PACKAGE_LIMITS.ITEMS_MAX, { error: MESSAGES.INVALID })
    .refine((items) => new Set(items.map((item) => item.profileId)).size === items.length, {
      error: MESSAGES.INVALID,
    }),
})
export type PackageInput = z.infer<typeof packageInputSchema>

/** POST /packages/{id}/link: a new link (the previous one stops working). */
export const packageLinkInputSchema = z.object({
  expiresInDays: z
    .number({ error: MESSAGES.INVALID })
    .int()
    .min(PACKAGE_LIMITS.EXPIRY_DAYS.min, { error: MESSAGES.INVALID })
    .max(PACKAGE_LIMITS.EXPIRY_DAYS.max, { error: MESSAGES.INVALID }),
  /** Empty or absent: no password. */
  password: z
    .string({ error: MESSAGES.INVALID })
    .max(PACKAGE_LIMITS.PASSWORD_MAX, { error: MESSAGES.INVALID })
    .refine((value) => value === '' || value.length >= PACKAGE_LIMITS.PASSWORD_MIN, {
      error: MESSAGES.INVALID,
    })
    .optional(),
})
export type PackageLinkInput = z.infer<typeof packageLinkInputSchema>

export const packageIdParamsSchema = z.object({ id: queryIdSchema() })
export const sharedPackageParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
})
export const sharedPackageItemParamsSchema = sharedPackageParamsSchema.extend({
  profileId: queryIdSchema(),
})

/** PUT /shared-packages/{token}/items/{profileId}/pick: the viewer's favourite and comment. */
export const packagePickInputSchema = z.object({
  favourite: z.boolean({ error: MESSAGES.INVALID }),
  comment: text(PACKAGE_LIMITS.COMMENT_MAX),
})
export type PackagePickInput = z.infer<typeof packagePickInputSchema>

const pickSchema = z.object({
  favourite: z.boolean(),
  comment: z.string(),
  pickedAt: z.iso.datetime().nullable(),
})

/** An intro video as a package shows it: the files the public profile page plays. */
export const packageVideoSchema = z.object({
  kind: z.enum(MODEL_VIDEO_KINDS),
  title: z.string().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
  videoUrl: z.string(),
  video480Url: z.string().nullable(),
  posterUrl: z.string(),
})
export type PackageVideo = z.infer<typeof packageVideoSchema>

/** Sizes as a package shows them (no contacts, no city, no birth date). */
const packageModelSchema = z.object({
  profileId: z.number().int(),
  /** A minor's first name only (ADR 0035). */
  name: z.string(),
  age: z.number().int().nullable(),
  heightCm: z.number().int().nullable(),
  bustCm: z.number().int().nullable(),
  waistCm: z.number().int().nullable(),
  hipsCm: z.number().int().nullable(),
  shoeSizeMm: z.number().int().nullable(),
  clothingSizeKr: z.number().int().nullable(),
  photos: z.array(modelImageSchema),
  /** The intro video chosen for the package, while it is ready and the profile public. */
  video: packageVideoSchema.nullable(),
  note: z.string(),
})

export const sharedPackageSchema = z.object({
  name: z.string(),
  /** The agency's or the client's company name. */
  from: z.string().nullable(),
  expiresAt: z.iso.datetime(),
  items: z.array(packageModelSchema.extend({ pick: pickSchema })),
})
export type SharedPackage = z.infer<typeof sharedPackageSchema>
export const sharedPackageDataSchema = z.object({ package: sharedPackageSchema })
export const sharedPackageResponseSchema = envelopeSchema(sharedPackageDataSchema)

export const packageLinkSchema = z.object({
  expiresAt: z.iso.datetime(),
  hasPassword: z.boolean(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})

/** The owner's view: the items as chosen, the link's state, views and the viewer's picks. */
export const packageOwnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  items: z.array(
    z.object({
      profileId: z.number().int(),
      name: z.string(),
      photoIds: z.array(z.string()),
      videoId: z.string().nullable(),
      note: z.string(),
      /** False once the profile left public view: the link no longer shows it. */
      available: z.boolean(),
      pick: pickSchema,
    }),
  ),
  link: packageLinkSchema.nullable(),
  viewCount: z.number().int(),
  lastViewedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type PackageOwnerView = z.infer<typeof packageOwnerSchema>
export const packageOwnerDataSchema = z.object({ package: packageOwnerSchema })
export const packageOwnerResponseSchema = envelopeSchema(packageOwnerDataSchema)
export const packageListDataSchema = z.object({ packages: z.array(packageOwnerSchema) })
export const packageListResponseSchema = envelopeSchema(packageListDataSchema)
export const packagePickDataSchema = z.object({ pick: pickSchema })
export const packagePickResponseSchema = envelopeSchema(packagePickDataSchema)
export const packageShareDataSchema = z.object({ token: z.string(), package: packageOwnerSchema })
export const packageShareResponseSchema = envelopeSchema(packageShareDataSchema)
