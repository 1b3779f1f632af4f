// The draft an agreement starts from, and the canonical content a version's SHA-256 is
// computed over (issue #28, ADR 0044).
import { createHash } from 'node:crypto'
import {
  AGREEMENT_DEFAULTS,
  FEE_BASIS_VALUES,
  type AgreementDraft,
  type AgreementTerms,
  type FeeBasis,
  DAY_MS,
} from '@cnm/contracts'

const basisOf = (value: string): FeeBasis =>
  (FEE_BASIS_VALUES as readonly string[]).includes(value) ? (value as FeeBasis) : 'total'

const feeOf = (amount: bigint) => Number(amount > 10_000_000_000n ? 10_000_000_000n : amount)

const shootOn = (date: string, place: string) => ({
  date,
  start: AGREEMENT_DEFAULTS.shootStart,
  end: AGREEMENT_DEFAULTS.shootEnd,
  place: place.trim().slice(0, 200) || '-',
})

const baseTerms = {
  cancellation: {
    lateNoticeDays: AGREEMENT_DEFAULTS.lateNoticeDays,
    killFeePercent: AGREEMENT_DEFAULTS.killFeePercent,
  },
  nightWorkConsent: false,
  paymentDueDate: null,
} as const

/** A casting's terms as the draft of an application's booking. */
export function draftFromCasting(casting: {
  budget: bigint
  budgetType: string
  filmingDate: Date | null
  filmingDateNote: string
  locationOfFilming: string
  usageScope: string
  postingMedia: string
  usageMonths: number | null
  contractPeriod: number
}): AgreementDraft {
  return {
    ...baseTerms,
    fee: { amount: feeOf(casting.budget), basis: basisOf(casting.budgetType) },
    shoots: casting.filmingDate
      ? [shootOn(casting.filmingDate.toISOString().slice(0, 10), casting.locationOfFilming)]
      : [],
    usage: {
      scope: (casting.usageScope || casting.postingMedia).slice(0, 500),
      months: clampMonths(casting.usageMonths ?? casting.contractPeriod),
    },
    specialTerms: casting.filmingDateNote ? `Filming date: ${casting.filmingDateNote}` : '',
  }
}

/** A direct proposal's terms (its filming date is free text: a date only when it reads as one). */
export function draftFromProposal(proposal: {
  budget: bigint
  budgetType: string
  filmingDate: string
  locationOfFilming: string
  postingMedia: string
  contractPeriod: number
}): AgreementDraft {
  const date = /^\d{4}-\d{2}-\d{2}$/.exec(proposal.filmingDate.trim())?.[0]
  const valid = date !== undefined && !Number.isNaN(Date.parse(`${date}T00:00:00Z`))
  return {
    ...baseTerms,
    fee: { amount: feeOf(proposal.budget), basis: basisOf(proposal.budgetType) },
    shoots: valid ? [shootOn(date, proposal.locationOfFilming)] : [],
    usage: {
      scope: proposal.postingMedia.slice(0, 500),
      months: clampMonths(proposal.contractPeriod),
    },
    specialTerms: !valid && proposal.filmingDate ? `Filming date: ${proposal.filmingDate}` : '',
  }
}

/**
 * An option's dates as the draft of its booking (ADR 0054): a shoot day per date, the client's
 * note as the special terms. No fee or scope is known yet; the usage period starts at 12 months
 * (never unlimited unless the client writes it so).
 */
export function draftFromOption(dates: readonly string[], note: string): AgreementDraft {
  return {
    ...baseTerms,
    fee: { amount: 0, basis: 'total' },
    shoots: [...dates].sort().map((date) => shootOn(date, '')),
    usage: { scope: '', months: OPTION_USAGE_MONTHS },
    specialTerms: note.slice(0, 2000),
  }
}
const OPTION_USAGE_MONTHS = 12

const clampMonths = (months: number): number | null =>
  months >= 1 ? Math.min(120, Math.round(months)) : null

/** The last shoot day plus the default payment term, or null without shoot days. */
export function defaultDueDate(shoots: readonly { date: string }[]): string | null {
  const last = shoots
    .map((shoot) => shoot.date)
    .sort()
    .at(-1)
  if (!last) return null
  return new Date(Date.parse(`${last}T00:00:00Z`) + AGREEMENT_DEFAULTS.paymentDueDays * DAY_MS)
    .toISOString()
    .slice(0, 10)
}

/** The draft as terms to send: the due date filled in; shoots in date order. */
export function resolveDraft(draft: AgreementDraft): unknown {
  const shoots = [...draft.shoots].sort((a, b) =>
    (a.date + a.start).localeCompare(b.date + b.start),
  )
  return { ...draft, shoots, paymentDueDate: draft.paymentDueDate ?? defaultDueDate(shoots) }
}

/** JSON with object keys sorted at every level: the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, one]) => one !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, one]) => `${JSON.stringify(key)}:${canonicalJson(one)}`).join(',')}}`
  }
  return JSON.stringify(value)
}

export const sha256Of = (value: unknown): string =>
  createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex')

export const sameTerms = (a: AgreementTerms, b: AgreementTerms) =>
  canonicalJson(a) === canonicalJson(b)
