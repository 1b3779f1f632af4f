import {
  castingInputSchema,
  type CastingBudgetType,
  type CastingDetail,
  type CastingInput,
} from '@cnm/contracts'
import { z } from 'zod'
import { PLATFORM_TIME_ZONE } from '@/lib/format'

/** The form holds what its inputs hold (strings); the schema below turns them into the contract's body. */
export interface CastingFormValues {
  title: string
  companyName: string
  productCategories: string
  contractPeriod: string
  budgetType: CastingBudgetType
  budget: string
  modelCategoryId: string
  modelDetailedCategoryId: string
  genderId: string
  ageMin: string
  ageMax: string
  modelNumber: string
  filmingDate: string
  filmingDateNote: string
  locationOfFilming: string
  postingMedia: string
  otherContent: string
  cityId: string
  shootTypeId: string
  usageScope: string
  usageMonths: string
  /** A Seoul calendar day; the casting closes at its end (23:59:59 in Seoul). */
  applicationDeadline: string
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))
/** A required number left empty becomes NaN, which the contract refuses with its own message. */
const numberOrNaN = (value: string) => (value.trim() === '' ? Number.NaN : Number(value))

/** 2026-12-01 -> the last second of that day in Seoul, as the API's ISO date-time. */
export function deadlineFromDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day
  return new Date(`${day}T23:59:59+09:00`).toISOString()
}

/** The Seoul calendar day of an ISO date-time (en-CA writes YYYY-MM-DD). */
export function dayFromDeadline(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso))
}

export function inputFromForm(values: CastingFormValues): Record<string, unknown> {
  return {
    ...values,
    contractPeriod: numberOrNaN(values.contractPeriod),
    budget: numberOrNaN(values.budget),
    modelNumber: numberOrNaN(values.modelNumber),
    modelCategoryId: numberOrNull(values.modelCategoryId),
    modelDetailedCategoryId: numberOrNull(values.modelDetailedCategoryId),
    genderId: numberOrNull(values.genderId),
    cityId: numberOrNull(values.cityId),
    shootTypeId: numberOrNull(values.shootTypeId),
    ageMin: numberOrNull(values.ageMin),
    ageMax: numberOrNull(values.ageMax),
    usageMonths: numberOrNull(values.usageMonths),
    filmingDate: values.filmingDate === '' ? null : values.filmingDate,
    applicationDeadline: deadlineFromDay(values.applicationDeadline),
  }
}

/**
 * The contract's own schema behind the form: the strings are converted first, so every rule
 * (lengths, ranges, ages in order) is the one the API applies (ADR 0026).
 */
export const castingFormSchema = z.preprocess(
  (values) => inputFromForm(values as CastingFormValues),
  castingInputSchema,
) as unknown as z.ZodType<CastingInput, CastingFormValues>

export const emptyCastingForm = (): CastingFormValues => ({
  title: '',
  companyName: '',
  productCategories: '',
  contractPeriod: '',
  budgetType: 'total',
  budget: '',
  modelCategoryId: '',
  modelDetailedCategoryId: '',
  genderId: '',
  ageMin: '',
  ageMax: '',
  modelNumber: '1',
  filmingDate: '',
  filmingDateNote: '',
  locationOfFilming: '',
  postingMedia: '',
  otherContent: '',
  cityId: '',
  shootTypeId: '',
  usageScope: '',
  usageMonths: '',
  applicationDeadline: '',
})

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)

/** The edit form from GET /castings/{id} (the owner's view carries every field). */
export const formFromCasting = (casting: CastingDetail): CastingFormValues => ({
  title: casting.title,
  companyName: casting.companyName,
  productCategories: casting.productCategories,
  contractPeriod: text(casting.contractPeriod),
  budgetType: casting.pay.budgetType,
  budget: text(casting.pay.budget),
  modelCategoryId: text(casting.category?.id),
  modelDetailedCategoryId: text(casting.detailedCategory?.id),
  genderId: text(casting.gender?.id),
  ageMin: text(casting.ageMin),
  ageMax: text(casting.ageMax),
  modelNumber: text(casting.modelNumber),
  filmingDate: casting.filmingDate ?? '',
  filmingDateNote: casting.filmingDateNote,
  locationOfFilming: casting.locationOfFilming,
  postingMedia: casting.postingMedia,
  otherContent: casting.otherContent,
  cityId: text(casting.city?.id),
  shootTypeId: text(casting.shootType?.id),
  usageScope: casting.usageScope,
  usageMonths: text(casting.usageMonths),
  applicationDeadline: dayFromDeadline(casting.applicationDeadline),
})
