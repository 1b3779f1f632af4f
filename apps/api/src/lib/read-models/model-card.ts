// The model card (issue #27: one SQL and one mapper for every list that shows profiles: the
// directory, My Likes, rankings, applicants, proposals) and the minors rules every answer that
// names a profile follows (ADR 0015, 0035: first name, province, no birth date). Below the
// modules, so applications, proposals, rankings, reviews and threads use them without
// depending on models/.
import {
  ageOn,
  DEFAULT_LANGUAGE,
  isMinorOn,
  MODEL_REVIEW_STATUS,
  publicFirstName,
  type Language,
  type ModelCard,
} from '@cnm/contracts'
import { Prisma } from '../../generated/prisma/client.js'
import { toImage, type PhotoUrl } from './photo-image.js'
import { provinceOfCity } from './province.js'

export const toDateOnly = (date: Date | null): string | null =>
  date ? date.toISOString().slice(0, 10) : null

export function minorOf(birthDate: Date | null, today: Date): boolean {
  const date = toDateOnly(birthDate)
  return date !== null && isMinorOn(date, today)
}

/**
 * The stage name a viewer is shown (ADR 0015, 0035): a minor's surname only to the account that
 * manages the profile (`fullName`) and a client with a confirmed booking; everyone else gets the
 * first name. Every answer that names a profile to somebody else goes through here.
 */
export const stageNameSeenBy = (
  profile: { stageName: string; birthDate: Date | null },
  today: Date,
  fullName: boolean,
): string =>
  fullName || !minorOf(profile.birthDate, today)
    ? profile.stageName
    : publicFirstName(profile.stageName)

export function ageOf(birthDate: Date | null, today: Date): number | null {
  const date = toDateOnly(birthDate)
  return date === null ? null : ageOn(date, today)
}

/**
 * `today` minus whole years, as a UTC date `YYYY-MM-DD` (the age filter is a birth-date
 * range). A string, not a Date: a driver would send a Date in the server's time zone.
 */
export function yearsBefore(today: Date, years: number): string {
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()),
  )
  return date.toISOString().slice(0, 10)
}

/** A card's columns (CardRow) from a page of profiles `p` and CARD_JOINS. */
export const CARD_COLUMNS = Prisma.sql`
    p.id, p.stage_name, p.birth_date, p.height_cm, p.like_count, p.review_status,
    p.is_demo, city.value AS city_value, city.value_ko AS city_value_ko, city.code AS city_code,
    cat.id AS category_id, cat.value AS category_value, cat.value_ko AS category_value_ko,
    ph.variants, ph.placeholder, ph.width, ph.height`

/** City, main category and ready cover of the profiles `p`. */
export const CARD_JOINS = Prisma.sql`
    LEFT JOIN info_items city ON city.id = p.city_id
    LEFT JOIN info_items cat ON cat.id = p.category_ids[1]
    LEFT JOIN model_photos ph ON ph.id = p.cover_photo_id AND ph.status = 'ready'`

export interface CardRow {
  id: number
  stage_name: string
  birth_date: Date | null
  height_cm: number | null
  like_count: number
  review_status: string
  is_demo: boolean
  city_value: string | null
  city_value_ko: string | null
  city_code: string | null
  category_id: number | null
  category_value: string | null
  category_value_ko: string | null
  variants: unknown
  placeholder: string | null
  width: number | null
  height: number | null
}

/** What a minor's card and page say about the place: the province, or a territory's name. */
export function coarsePlace(
  cityCode: string | null,
  cityValue: string | null,
  language: Language = DEFAULT_LANGUAGE,
): string | null {
  if (cityCode === null) return null
  return provinceOfCity(cityCode, language) ?? (cityCode.includes(':') ? null : cityValue)
}

/** ADR 0022: the Korean name for a Korean caller when the item has one, else `value`. */
export const nameIn = (language: Language, value: string, valueKo: string | null): string =>
  language === 'ko' && valueKo !== null ? valueKo : value

export function toCard(
  row: CardRow,
  today: Date,
  photoUrl: PhotoUrl,
  language: Language = DEFAULT_LANGUAGE,
): ModelCard {
  const isMinor = minorOf(row.birth_date, today)
  const city = row.city_value === null ? null : nameIn(language, row.city_value, row.city_value_ko)
  return {
    id: row.id,
    stageName: isMinor ? publicFirstName(row.stage_name) : row.stage_name,
    age: ageOf(row.birth_date, today),
    heightCm: row.height_cm,
    city: isMinor ? coarsePlace(row.city_code, city, language) : city,
    mainCategory:
      row.category_id !== null && row.category_value !== null
        ? {
            id: row.category_id,
            value: nameIn(language, row.category_value, row.category_value_ko),
          }
        : null,
    reviewed: row.review_status === MODEL_REVIEW_STATUS.APPROVED,
    likeCount: row.like_count,
    cover: row.variants === null ? null : toImage(row, photoUrl),
    isDemo: row.is_demo,
  }
}
