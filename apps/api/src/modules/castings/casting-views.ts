// Casting rows as the API answers them: cards, the detail page and the admin queue.
import {
  CASTING_CLOSED_REASON_VALUES,
  castingClientOf,
  EXAMINATION_STATUS,
  formatCastingCode,
  type AdminCasting,
  type CastingCard,
  type CastingClosedReason,
  type CastingDetail,
} from '@cnm/contracts'
import type { Prisma } from '../../generated/prisma/client.js'

const infoRef = { select: { id: true, value: true } } as const

export const castingInclude = {
  client: { select: { id: true, examinationStatus: true, agency: true, deletedAt: true } },
  city: infoRef,
  modelCategory: infoRef,
  modelDetailedCategory: infoRef,
  gender: infoRef,
  shootType: infoRef,
} as const satisfies Prisma.CastingInclude

export type CastingRow = Prisma.CastingGetPayload<{ include: typeof castingInclude }>

const iso = (date: Date | null) => date?.toISOString() ?? null
const dateOnly = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null

export function toCastingCard(row: CastingRow): CastingCard {
  return {
    id: row.id,
    title: row.title,
    client: castingClientOf({
      clientId: row.clientId,
      accountName: row.client.agency,
      companyName: row.companyName,
      // An account that left is nobody's guarantee any more (issue #25, ADR 0032).
      approved:
        row.client.examinationStatus === EXAMINATION_STATUS.APPROVAL &&
        row.client.deletedAt === null,
    }),
    pay: { budget: Number(row.budget), budgetType: row.budgetType },
    filmingDate: dateOnly(row.filmingDate),
    applicationDeadline: row.applicationDeadline.toISOString(),
    city: row.city,
    category: row.modelCategory,
    detailedCategory: row.modelDetailedCategory,
    status: row.status,
    modelNumber: row.modelNumber,
    isDemo: row.isDemo,
    publishedAt: iso(row.publishedAt),
  }
}

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
    ...toCastingCard(row),
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
    ...toCastingCard(row),
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
