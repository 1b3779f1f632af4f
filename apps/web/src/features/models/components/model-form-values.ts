import {
  type ModelCreateFormInput,
  type ModelCreateInput,
  type ModelOwnerProfile,
  type ModelUpdateInput,
} from '@cnm/contracts'

// The form holds the contracts' create input (ids as numbers, null for "not given");
// inputs convert as they register (toNumberOrNull). These helpers map it to and from the
// owner's view and to the PATCH body.

export type ModelFormValues = ModelCreateFormInput

export const EMPTY_GUARDIAN = {
  name: '',
  relation: '',
  contact: '',
  consented: false as unknown as true,
}

export const emptyModelForm = (): ModelFormValues => ({
  stageName: '',
  genderId: null,
  birthDate: null,
  heightCm: null,
  weightKg: null,
  weightHidden: false,
  bustCm: null,
  waistCm: null,
  hipsCm: null,
  shoeSizeMm: null,
  clothingSizeKr: null,
  hairColorId: null,
  eyeColorId: null,
  raceId: null,
  categoryIds: [],
  detailedCategoryIds: [],
  shootTypeIds: [],
  careerId: null,
  feeId: null,
  keywordIds: [],
  cityId: null,
  bio: '',
  instagram: null,
  youtubeUrls: [],
  guardianConsent: null,
})

export const formFromOwnerView = (model: ModelOwnerProfile): ModelFormValues => ({
  ...emptyModelForm(),
  stageName: model.stageName,
  genderId: model.genderId,
  birthDate: model.birthDate,
  heightCm: model.heightCm,
  weightKg: model.weightKg,
  weightHidden: model.weightHidden,
  bustCm: model.bustCm,
  waistCm: model.waistCm,
  hipsCm: model.hipsCm,
  shoeSizeMm: model.shoeSizeMm,
  clothingSizeKr: model.clothingSizeKr,
  hairColorId: model.hairColorId,
  eyeColorId: model.eyeColorId,
  raceId: model.raceId,
  categoryIds: model.categoryIds,
  detailedCategoryIds: model.detailedCategoryIds,
  shootTypeIds: model.shootTypeIds,
  careerId: model.careerId,
  feeId: model.feeId,
  keywordIds: model.keywordIds,
  cityId: model.cityId,
  bio: model.bio,
  instagram: model.instagram,
  youtubeUrls: model.youtubeUrls,
  guardianConsent: model.guardianConsent
    ? {
        name: model.guardianConsent.name,
        relation: model.guardianConsent.relation,
        contact: model.guardianConsent.contact,
        consented: true,
      }
    : null,
})

/** '' -> null, '170' -> 170, anything else NaN (the schema says "Is invalid."). */
export const toNumberOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null
  const text = String(value).trim()
  if (text === '') return null
  return /^\d+$/.test(text) ? Number(text) : Number.NaN
}

/**
 * PATCH body: every field but the guardian's consent, which is sent only when it changed
 * (the API stamps the consent time each time it receives one).
 */
export function updateBody(values: ModelCreateInput, guardianChanged: boolean): ModelUpdateInput {
  const { guardianConsent, ...rest } = values
  return guardianChanged ? { ...rest, guardianConsent: guardianConsent ?? null } : rest
}
