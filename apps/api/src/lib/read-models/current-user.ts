import {
  BUSINESS_STATUS_VALUES,
  DEFAULT_LANGUAGE,
  EXAMINATION_STATUS_IDS,
  isProExamination,
  LOGIN_TYPE_IDS,
  SERVICE_TYPE_IDS,
  type BusinessRegistration,
  type BusinessStatus,
  type CurrentUser,
  type Language,
} from '@cnm/contracts'
import type { InfoItem, Prisma } from '../../generated/prisma/client.js'
import { storedLanguage } from '../i18n/request-language.js'

/** The relations toCurrentUser reads; use it in every query whose user goes out as a DTO. */
export const currentUserInclude = {
  countryNumber: true,
  nationality: true,
  city: { include: { parent: true } },
  categoryOneDepth: true,
  categoryTwoDepth: true,
} as const satisfies Prisma.UserInclude

export type UserWithRelations = Prisma.UserGetPayload<{ include: typeof currentUserInclude }>

type Place = Pick<UserWithRelations, 'city' | 'countryNumber' | 'currentLocation'>

type Named = Pick<InfoItem, 'value' | 'valueKo'>

/** ADR 0022: an info item's name in `language`; items without a Korean name keep `value`. */
export const infoName = (item: Named, language: Language): string =>
  language === 'ko' && item.valueKo !== null ? item.valueKo : item.value

/**
 * Spec §3 city_name / country_name, in `language`. The city is the info item matched from
 * the typed location, or the typed text itself; the country is the city's, else the country
 * of the phone's dialling code, which says more about where someone lives than nationality.
 */
export function placeOf(
  user: Place,
  language: Language = DEFAULT_LANGUAGE,
): { city_name: string | null; country_name: string | null } {
  const country = user.city?.parent ?? user.countryNumber
  return {
    city_name: user.city ? infoName(user.city, language) : (user.currentLocation ?? null),
    country_name: country ? infoName(country, language) : null,
  }
}

// The columns are plain integers; a value outside the contract is a data bug worth a 500,
// not something to pass on to the web.
function code<T extends readonly number[]>(allowed: T, value: number, column: string): T[number] {
  if (!allowed.includes(value)) throw new Error(`users.${column} holds unknown code ${value}`)
  return value as T[number]
}

const isBusinessStatus = (value: string | null): value is BusinessStatus =>
  (BUSINESS_STATUS_VALUES as readonly (string | null)[]).includes(value)

/** A client's business registration number and what was last learnt of it (ADR 0043). */
export function businessOf(
  user: Pick<UserWithRelations, 'businessNumber' | 'businessStatus' | 'businessCheckedAt'>,
): BusinessRegistration | null {
  if (user.businessNumber === null) return null
  return {
    number: user.businessNumber,
    status: isBusinessStatus(user.businessStatus) ? user.businessStatus : 'not_checked',
    checkedAt: user.businessCheckedAt?.toISOString() ?? null,
  }
}

/** The user as the web sees it (contracts currentUserSchema), with English names. */
export const toCurrentUser = (user: UserWithRelations): CurrentUser =>
  toCurrentUserIn(user, DEFAULT_LANGUAGE)

/**
 * The user as the web sees it, names of places and categories in `language`: the caller's
 * (ADR 0022).
 */
export function toCurrentUserIn(user: UserWithRelations, language: Language): CurrentUser {
  const ref = (item: InfoItem | null) =>
    item ? { id: item.id, value: infoName(item, language) } : null
  const examinationStatus = code(
    EXAMINATION_STATUS_IDS,
    user.examinationStatus,
    'examination_status',
  )
  return {
    id: user.id,
    email: user.email ?? '',
    serviceType: code(SERVICE_TYPE_IDS, user.serviceType, 'service_type'),
    loginType: code(LOGIN_TYPE_IDS, user.loginType, 'login_type'),
    examinationStatus,
    role: user.role,
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    phoneNumber: user.phoneNumber,
    countryNumber: user.countryNumber
      ? {
          id: user.countryNumber.id,
          value: infoName(user.countryNumber, language),
          number: user.countryNumber.number ?? '',
        }
      : null,
    nationality: ref(user.nationality),
    currentLocation: user.currentLocation,
    ...placeOf(user, language),
    companyLocation: user.companyLocation,
    agency: user.agency,
    homePage: user.homePage,
    business: businessOf(user),
    categoryOneDepth: ref(user.categoryOneDepth),
    categoryTwoDepth: user.categoryTwoDepth
      ? [{ id: user.categoryTwoDepth.id, value: infoName(user.categoryTwoDepth, language) }]
      : [],
    allowNotification: user.allowNotification,
    allowReceive: user.allowReceive,
    language: storedLanguage(user.language),
    isPro: isProExamination(examinationStatus),
    createdAt: user.createdAt.toISOString(),
  }
}
