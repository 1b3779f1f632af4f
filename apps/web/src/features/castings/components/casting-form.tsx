import {
  CASTING_BUDGET_TYPE_VALUES,
  CASTING_SERVER_MESSAGES,
  CASTING_LIMITS,
  INFO_TYPE,
  WEB_ROUTES,
  type CastingInput,
  type InfoTypeId,
  DAY_MS,
} from '@cnm/contracts'
import { useState } from 'react'
import { FormProvider, useFormContext, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { showServerFieldErrors, useZodForm } from '@/lib/form'
import { useMessageText } from '@/lib/messages'
import type { SavedCasting } from '../api/save-casting'
import { castingFormSchema, dayFromDeadline, type CastingFormValues } from './casting-form-values'
import { InfoOptions, useInfoOptions } from '@/components/ui/info-options'
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes-prompt'
import './castings.css'

type Name = FieldPath<CastingFormValues>
type TextName = Exclude<Name, 'budgetType'>

interface TextSpec {
  name: TextName
  max?: number
  area?: boolean
  type?: 'number' | 'date'
  min?: number | string
  maxValue?: number | string
}

const JOB: TextSpec[] = [
  { name: 'title', max: CASTING_LIMITS.TITLE_MAX },
  { name: 'companyName', max: CASTING_LIMITS.SHORT_TEXT_MAX },
  { name: 'productCategories', max: CASTING_LIMITS.MEDIUM_TEXT_MAX },
  { name: 'postingMedia', max: CASTING_LIMITS.MEDIUM_TEXT_MAX },
]
const OTHER: TextSpec = { name: 'otherContent', max: CASTING_LIMITS.OTHER_CONTENT_MAX, area: true }
const AGES: TextSpec[] = (['ageMin', 'ageMax'] as const).map((name) => ({
  name,
  type: 'number',
  min: CASTING_LIMITS.AGE.min,
  maxValue: CASTING_LIMITS.AGE.max,
}))
const MODEL_NUMBER: TextSpec = {
  name: 'modelNumber',
  type: 'number',
  min: CASTING_LIMITS.MODEL_NUMBER.min,
  maxValue: CASTING_LIMITS.MODEL_NUMBER.max,
}
const BUDGET: TextSpec = {
  name: 'budget',
  type: 'number',
  min: CASTING_LIMITS.BUDGET.min,
  maxValue: CASTING_LIMITS.BUDGET.max,
}
const CONTRACT: TextSpec = {
  name: 'contractPeriod',
  type: 'number',
  min: CASTING_LIMITS.CONTRACT_PERIOD_MONTHS.min,
  maxValue: CASTING_LIMITS.CONTRACT_PERIOD_MONTHS.max,
}
const SHOOT: TextSpec[] = [
  { name: 'filmingDate', type: 'date' },
  { name: 'filmingDateNote', max: CASTING_LIMITS.SHORT_TEXT_MAX },
  { name: 'locationOfFilming', max: CASTING_LIMITS.MEDIUM_TEXT_MAX },
]
const USAGE: TextSpec[] = [
  { name: 'usageScope', max: CASTING_LIMITS.USAGE_SCOPE_MAX, area: true },
  {
    name: 'usageMonths',
    type: 'number',
    min: CASTING_LIMITS.USAGE_MONTHS.min,
    maxValue: CASTING_LIMITS.USAGE_MONTHS.max,
  },
]
const SELECTS: { name: TextName; type: InfoTypeId }[] = [
  { name: 'genderId', type: INFO_TYPE.GENDER },
  { name: 'cityId', type: INFO_TYPE.CITY },
  { name: 'shootTypeId', type: INFO_TYPE.SHOOT_TYPE },
]
const BUDGET_TYPE: Name = 'budgetType'
const CATEGORY: TextName = 'modelCategoryId'
const DETAILED: TextName = 'modelDetailedCategoryId'
const DEADLINE: TextName = 'applicationDeadline'

/** The Seoul calendar day of an instant, for the date inputs' bounds. */
const seoulDay = (time: number) => dayFromDeadline(new Date(time).toISOString())

export interface CastingFormProps {
  defaultValues: CastingFormValues
  /**
   * Saves; `publish` is true for the Publish button only (Save draft, and Save changes of a
   * live casting, keep its state). Resolves with the id and status the API answered.
   */
  onSave: (input: CastingInput, publish: boolean) => Promise<SavedCasting>
  /** Called once the API has stored it and the form is no longer "unsaved". */
  onSaved: (saved: SavedCasting, published: boolean) => void
  saving: boolean
  /** False for a client whose account is not approved yet (examination status != 3). */
  canPublish: boolean
  /** A live or held casting is edited in place: there is no draft to go back to. */
  isPublished?: boolean
  /** Models booked: the terms they were booked on stay as they are (issue #25). */
  bookedCount?: number
}

/**
 * Post or edit a casting: the fields of castingInputSchema, checked by that schema; Save
 * draft or Publish; leaving with unsaved changes asks first.
 */
export function CastingForm({
  defaultValues,
  onSave,
  onSaved,
  saving,
  canPublish,
  isPublished = false,
  bookedCount = 0,
}: CastingFormProps) {
  const { t } = useTranslation('castings')
  const form = useZodForm(castingFormSchema, { defaultValues })
  const message = useMessageText()
  const [saveError, setSaveError] = useState<string | null>(null)

  const submit = (publish: boolean) =>
    form.handleSubmit(async (input) => {
      setSaveError(null)
      try {
        const saved = await onSave(input, publish)
        form.reset(form.getValues())
        onSaved(saved, publish)
      } catch (error) {
        if (!showServerFieldErrors(form, error)) {
          setSaveError(isApiError(error) ? error.message : t('form.saveFailed'))
        }
      }
    })

  const today = Date.now()
  return (
    <FormProvider {...form}>
      <UnsavedChangesPrompt
        when={form.formState.isDirty && !saving}
        texts={{
          title: t('form.unsavedTitle'),
          text: t('form.unsavedText'),
          stay: t('form.stay'),
          leave: t('form.leave'),
        }}
      />
      <form
        className="casting-form"
        noValidate
        aria-label={t('form.label')}
        onSubmit={(event) => void submit(false)(event)}
      >
        {bookedCount > 0 && (
          <Alert tone="info">{message(CASTING_SERVER_MESSAGES.TERMS_LOCKED)}</Alert>
        )}
        {!canPublish && (
          <Alert tone="info">
            <span id="casting-publish-blocked">{t('form.notApproved')}</span>{' '}
            <Link to={WEB_ROUTES.MYPAGE}>{t('form.notApprovedLink')}</Link>
          </Alert>
        )}
        <fieldset>
          <legend>{t('form.sections.job')}</legend>
          {JOB.map((spec) => (
            <TextInput key={spec.name} spec={spec} />
          ))}
          <TextInput spec={OTHER} />
        </fieldset>
        <fieldset>
          <legend>{t('form.sections.pay')}</legend>
          <div className="casting-form__pair">
            <TextInput spec={BUDGET} />
            <SelectField label={t('form.fields.budgetType')} {...form.register(BUDGET_TYPE)}>
              {CASTING_BUDGET_TYPE_VALUES.map((type) => (
                <option key={type} value={type}>
                  {t(`form.budgetTypes.${type}`)}
                </option>
              ))}
            </SelectField>
          </div>
          <TextInput spec={CONTRACT} />
        </fieldset>
        <fieldset>
          <legend>{t('form.sections.models')}</legend>
          <CategorySelects />
          <InfoSelect spec={SELECTS[0]!} />
          <div className="casting-form__pair">
            {AGES.map((spec) => (
              <TextInput key={spec.name} spec={spec} />
            ))}
          </div>
          <TextInput spec={MODEL_NUMBER} />
        </fieldset>
        <fieldset>
          <legend>{t('form.sections.shoot')}</legend>
          {SHOOT.map((spec) => (
            <TextInput key={spec.name} spec={spec} />
          ))}
          {SELECTS.slice(1).map((spec) => (
            <InfoSelect key={spec.name} spec={spec} />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('form.sections.usage')}</legend>
          {USAGE.map((spec) => (
            <TextInput key={spec.name} spec={spec} />
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('form.sections.applications')}</legend>
          <TextInput
            spec={{
              name: DEADLINE,
              type: 'date',
              min: seoulDay(today),
              maxValue: seoulDay(today + CASTING_LIMITS.DEADLINE_MAX_DAYS * DAY_MS),
            }}
          />
        </fieldset>
        {saveError && <Alert>{message(saveError)}</Alert>}
        <div className="casting-form__actions">
          {isPublished ? (
            <Button type="submit" pending={saving} busyLabel={t('form.saving')}>
              {t('form.saveChanges')}
            </Button>
          ) : (
            <>
              <Button
                variant="outline"
                pending={saving}
                busyLabel={t('form.saving')}
                onClick={(event) => void submit(false)(event)}
              >
                {t('form.saveDraft')}
              </Button>
              <Button
                disabled={!canPublish}
                aria-describedby={canPublish ? undefined : 'casting-publish-blocked'}
                pending={saving}
                busyLabel={t('form.saving')}
                onClick={(event) => void submit(true)(event)}
              >
                {t('form.publish')}
              </Button>
            </>
          )}
        </div>
      </form>
    </FormProvider>
  )
}

function TextInput({ spec }: { spec: TextSpec }) {
  const { t, i18n } = useTranslation('castings')
  const form = useFormContext<CastingFormValues>()
  const error = form.formState.errors[spec.name]?.message
  const label = t(`form.fields.${spec.name}`)
  const hintKey = `form.hints.${spec.name}`
  const hint = i18n.exists(hintKey, { ns: 'castings' })
    ? t(hintKey as 'form.hints.title')
    : undefined
  const registered = form.register(spec.name)
  if (spec.area) {
    return (
      <TextareaField label={label} hint={hint} error={error} maxLength={spec.max} {...registered} />
    )
  }
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      type={spec.type ?? 'text'}
      inputMode={spec.type === 'number' ? 'numeric' : undefined}
      maxLength={spec.max}
      min={spec.min}
      max={spec.maxValue}
      {...registered}
    />
  )
}

function InfoSelect({ spec }: { spec: { name: TextName; type: InfoTypeId } }) {
  const { t } = useTranslation('castings')
  const form = useFormContext<CastingFormValues>()
  const { items, loading } = useInfoOptions(spec.type)
  return (
    <SelectField
      label={t(`form.fields.${spec.name}`)}
      error={form.formState.errors[spec.name]?.message}
      aria-busy={loading || undefined}
      {...form.register(spec.name)}
    >
      <InfoOptions items={items} empty={t('form.any')} />
    </SelectField>
  )
}

/** Category, then its detailed categories; changing the first clears the second. */
function CategorySelects() {
  const { t } = useTranslation('castings')
  const form = useFormContext<CastingFormValues>()
  const { items } = useInfoOptions(INFO_TYPE.CATEGORY)
  const categoryId = form.watch(CATEGORY)
  const chosen = items.find((item) => String(item.id) === categoryId)
  const category = form.register(CATEGORY, {
    onChange: () => form.setValue(DETAILED, '', { shouldDirty: true }),
  })
  return (
    <div className="casting-form__pair">
      <SelectField label={t('form.fields.modelCategoryId')} {...category}>
        <InfoOptions items={items} empty={t('form.any')} />
      </SelectField>
      <SelectField
        label={t('form.fields.modelDetailedCategoryId')}
        disabled={!chosen?.children?.length}
        {...form.register(DETAILED)}
      >
        <InfoOptions items={chosen?.children ?? []} empty={t('form.any')} />
      </SelectField>
    </div>
  )
}
