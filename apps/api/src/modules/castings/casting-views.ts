// Casting rows as the API answers them: cards, the detail page and the admin queue.
import {
  CASTING_CLOSED_REASON_VALUES,
  formatCastingCode,
  type AdminCasting,
  type CastingCard,
  type CastingClosedReason,
  type CastingDetail,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'
import { CASTING_CARD_INCLUDE, toCastingCardOfRecord } from '../../lib/read-models/casting-card.js'

export const castingInclude = {
  ...CASTING_CARD_INCLUDE,
  gender: { select: { id: true, value: true } },
  shootType: { select: { id: true, value: true } },
} as const satisfies Prisma.CastingInclude

export type CastingRow = Prisma.CastingGetPayload<{ include: typeof castingInclude }>

const iso = (date: Date | null) => date?.toISOString() ?? null

const closedReasonOf = (value: string | null): CastingClosedReason | null =>
  (CASTING_CLOSED_REASON_VALUES as readonly string[]).includes(value ?? '')
    ? (value as CastingClosedReason)
    : null

export function toCastingDetail(
  row: CastingRow,
  extra: {
    /** Owners and admins see counts and the hold reason. */
    manager: boolean
    otherCastings: CastingCard[]
    viewer: CastingDetail['viewer']
  },
): CastingDetail {
  return {
    ...toCastingCardOfRecord(row),
    publicCode: formatCastingCode(row.publicCode),
    companyName: row.companyName,
    productCategories: row.productCategories,
    contractPeriod: row.contractPeriod,
    gender: row.gender,
    ageMin: row.ageMin,
    ageMax: row.ageMax,
    filmingDateNote: row.filmingDateNote,
    locationOfFilming: row.locationOfFilming,
    postingMedia: row.postingMedia,
    otherContent: row.otherContent,
    shootType: row.shootType,
    usageScope: row.usageScope,
    usageMonths: row.usageMonths,
    bookedCount: row.bookedCount,
    applicationCount: extra.manager ? row.applicationCount : null,
    holdReason: extra.manager ? row.holdReason : null,
    closedReason: closedReasonOf(row.closedReason),
    closedAt: iso(row.closedAt),
    otherCastings: extra.otherCastings,
    viewer: extra.viewer,
  }
}

export function toAdminCasting(row: CastingRow, openReportCount: number): AdminCasting {
  return {
    ...toCastingCardOfRecord(row),
    companyName: row.companyName,
    productCategories: row.productCategories,
    usageScope: row.usageScope,
    otherContent: row.otherContent,
    holdReason: row.holdReason,
    holdMatches: row.holdMatches,
    hiddenAt: iso(row.hiddenAt),
    hiddenReason: row.hiddenReason,
    hiddenBySuspension: row.hiddenBySuspension,
    openReportCount,
    createdAt: row.createdAt.toISOString(),
  }
}
