import { z } from 'zod'
import { LIMITS } from './limits.js'
import { MESSAGES } from './messages.js'
import { emailSchema, idSchema, requiredOrInvalid, requiredText } from './common.js'

// The spec's mail proposal (issue #27: named apart from the board casting in castings-board.ts):
// the form a visitor fills in to propose a job by e-mail, POST /castings/mail/suggestions,
// asking for a number of models (modelNumber 0-10,000). It creates no casting on the board.
//
// Spec §3 proposal payload, §5: every field required; contractPeriod, budget and age at
// least 1, modelNumber at least 0. Upper bounds only catch typos (see LIMITS).

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: requiredOrInvalid })
    .int({ error: MESSAGES.INVALID })
    .min(min, { error: MESSAGES.INVALID })
    .max(max, { error: MESSAGES.INVALID })

const proposalText = {
  title: requiredText(LIMITS.TITLE_MAX),
  companyName: requiredText(LIMITS.SHORT_TEXT_MAX),
  productCategories: requiredText(LIMITS.MEDIUM_TEXT_MAX),
  budgetType: requiredText(LIMITS.SHORT_TEXT_MAX),
  modelCategory: requiredText(LIMITS.SHORT_TEXT_MAX),
  modelDetailedCategory: requiredText(LIMITS.SHORT_TEXT_MAX),
  gender: requiredText(LIMITS.SHORT_TEXT_MAX),
  filmingDate: requiredText(LIMITS.SHORT_TEXT_MAX),
  locationOfFilming: requiredText(LIMITS.MEDIUM_TEXT_MAX),
  postingMedia: requiredText(LIMITS.MEDIUM_TEXT_MAX),
  otherContent: requiredText(LIMITS.LONG_TEXT_MAX),
  contactInformation: requiredText(LIMITS.MEDIUM_TEXT_MAX),
  email: emailSchema,
  /** The model account the proposal is for; modelNumber is then preset and locked. */
  targetModelId: idSchema.optional(),
  /**
   * The published model profile (issue #14) the proposal was opened from: modelNumber is
   * preset and locked, and the proposal stays linked to the profile for its owner.
   */
  targetModelProfileId: idSchema.optional(),
}

/**
 * The currencies the proposal form offers for its budget (issue #26: a list, not free text).
 * The payload keeps `budgetType` as text (spec §3), so older proposals still read.
 */
export const MAIL_PROPOSAL_CURRENCIES = ['KRW', 'USD', 'EUR', 'JPY', 'CNY'] as const
/** The gender value of a proposal open to every gender. */
export const MAIL_PROPOSAL_ANY_GENDER = 'Any'

const proposalNumberLimits = {
  contractPeriod: [1, LIMITS.CONTRACT_PERIOD_MAX_MONTHS],
  budget: [1, LIMITS.BUDGET_MAX],
  age: [1, LIMITS.AGE_MAX],
  modelNumber: [0, LIMITS.MODEL_NUMBER_MAX],
} as const

/** POST /castings/mail/suggestions: numbers travel as integers (spec §7). */
export const mailProposalSchema = z.object({
  ...proposalText,
  contractPeriod: wholeNumber(...proposalNumberLimits.contractPeriod),
  budget: wholeNumber(...proposalNumberLimits.budget),
  age: wholeNumber(...proposalNumberLimits.age),
  modelNumber: wholeNumber(...proposalNumberLimits.modelNumber),
})
export type MailProposal = z.infer<typeof mailProposalSchema>

// Inputs hand over strings. Only plain decimal text is turned into a number; '', spaces
// and null become undefined (-> 'Is required.'), anything else NaN (-> 'Is invalid.').
const fromInput = (value: unknown): unknown => {
  if (typeof value !== 'string') return value ?? undefined
  const text = value.trim()
  if (text === '') return undefined
  return /^-?\d+(?:\.\d+)?$/.test(text) ? Number(text) : Number.NaN
}

const formNumber = (min: number, max: number) =>
  z.preprocess(fromInput, wholeNumber(min, max)) as z.ZodType<number, string | number | null>

/** The web form: same rules, but numeric fields accept the strings inputs produce. */
export const mailProposalFormSchema = z.object({
  ...proposalText,
  contractPeriod: formNumber(...proposalNumberLimits.contractPeriod),
  budget: formNumber(...proposalNumberLimits.budget),
  age: formNumber(...proposalNumberLimits.age),
  modelNumber: formNumber(...proposalNumberLimits.modelNumber),
})
export type MailProposalForm = z.infer<typeof mailProposalFormSchema>
export type MailProposalFormInput = z.input<typeof mailProposalFormSchema>

/** @deprecated Old name (issue #27): the spec's mail proposal is `mailProposalSchema`. */
export const castingProposalSchema = mailProposalSchema
/** @deprecated Old name (issue #27): use `MailProposal`. */
export type CastingProposal = MailProposal
/** @deprecated Old name (issue #27): use `mailProposalFormSchema`. */
export const castingProposalFormSchema = mailProposalFormSchema
/** @deprecated Old name (issue #27): use `MailProposalForm`. */
export type CastingProposalForm = MailProposalForm
/** @deprecated Old name (issue #27): use `MailProposalFormInput`. */
export type CastingProposalFormInput = MailProposalFormInput
/** @deprecated Old name (issue #27): use `MAIL_PROPOSAL_CURRENCIES`. */
export const PROPOSAL_CURRENCIES = MAIL_PROPOSAL_CURRENCIES
/** @deprecated Old name (issue #27): use `MAIL_PROPOSAL_ANY_GENDER`. */
export const PROPOSAL_ANY_GENDER = MAIL_PROPOSAL_ANY_GENDER
