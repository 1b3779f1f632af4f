// Codes shared by the API and the web app (spec §3, §4): account types, log-in methods,
// examination states, roles, info list types and fixed category ids. Every `as const`
// object comes with a union type of its values so a column, a query parameter and a
// select option cannot drift apart.

type ValueOf<T> = T[keyof T]

export const SERVICE_TYPE = { MODEL_NORMAL: 1, MODEL_PRO: 2, CLIENT_NORMAL: 3 } as const
export type ServiceType = ValueOf<typeof SERVICE_TYPE>
export const SERVICE_TYPE_IDS = [1, 2, 3] as const satisfies readonly ServiceType[]
// Pro (2) is earned through examination (spec §6), so a sign-up may only claim 1 or 3.
export const SIGN_UP_SERVICE_TYPE_IDS = [1, 3] as const satisfies readonly ServiceType[]
export type SignUpServiceType = (typeof SIGN_UP_SERVICE_TYPE_IDS)[number]

export const isModelServiceType = (type: number): boolean =>
  type === SERVICE_TYPE.MODEL_NORMAL || type === SERVICE_TYPE.MODEL_PRO
export const isClientServiceType = (type: number): boolean => type === SERVICE_TYPE.CLIENT_NORMAL

export const LOGIN_TYPE = { EMAIL: 1, SOCIAL: 2 } as const
export type LoginType = ValueOf<typeof LOGIN_TYPE>
export const LOGIN_TYPE_IDS = [1, 2] as const satisfies readonly LoginType[]

export const CERTIFICATION_TYPE = { EMAIL: 1, PHONE: 2 } as const
export type CertificationType = ValueOf<typeof CERTIFICATION_TYPE>
export const CERTIFICATION_TYPE_IDS = [1, 2] as const satisfies readonly CertificationType[]

export const EXAMINATION_STATUS = { NONE: 1, REQUEST: 2, APPROVAL: 3 } as const
export type ExaminationStatus = ValueOf<typeof EXAMINATION_STATUS>
export const EXAMINATION_STATUS_IDS = [1, 2, 3] as const satisfies readonly ExaminationStatus[]
// Spec §4: only approval makes a pro user.
export const isProExamination = (status: number): boolean => status === EXAMINATION_STATUS.APPROVAL

export const ROLE = { USER: 'USER', ADMIN: 'ADMIN' } as const
export type Role = ValueOf<typeof ROLE>
export const ROLE_VALUES = ['USER', 'ADMIN'] as const satisfies readonly Role[]

export const INFO_TYPE = {
  RACE: 1,
  EYE_COLOUR: 2,
  HAIR_COLOUR: 3,
  GENDER: 4,
  MODEL_FEE: 5,
  SHOOT_TYPE: 6,
  CATEGORY: 7,
  CATEGORY_DEPTH: 8,
  CAREER: 9,
  KEYWORD: 10,
  AGE: 12,
  REPORT_REASON: 13,
  CITY: 18,
} as const
export type InfoTypeId = ValueOf<typeof INFO_TYPE>
export const INFO_TYPE_IDS = Object.values(INFO_TYPE) as readonly InfoTypeId[]
export const isInfoTypeId = (value: number): value is InfoTypeId =>
  (INFO_TYPE_IDS as readonly number[]).includes(value)

// Countries live in the same info table as the other lists (id, value, number, url),
// but the spec serves them only through GET /infos/country-list and never names a
// type id for them. 100 sits well clear of the spec's ids (1-18) so a future spec
// type cannot collide, and it is deliberately absent from INFO_TYPE_IDS so that
// GET /infos?type=100 is rejected like any other unknown type.
export const COUNTRY_INFO_TYPE = 100

export const CATEGORY_ID = {
  PROFESSIONAL: 2,
  ENTERTAINMENT: 37,
  MODEL_AGENCY: 38,
  // Issue #26: brands are clients too (the spec's first line); the next free second-level id.
  BRAND: 84,
} as const
export type CategoryId = ValueOf<typeof CATEGORY_ID>
// Spec §3/§4: a client's first-level category is fixed to professional, and its
// second level is chosen from this special list.
export const CLIENT_SECOND_LEVEL_CATEGORY_IDS = [
  CATEGORY_ID.ENTERTAINMENT,
  CATEGORY_ID.MODEL_AGENCY,
  CATEGORY_ID.BRAND,
] as const
/** The agencies among them: they register models (ADR 0005); a brand only casts. */
export const AGENCY_CATEGORY_IDS = [CATEGORY_ID.ENTERTAINMENT, CATEGORY_ID.MODEL_AGENCY] as const
