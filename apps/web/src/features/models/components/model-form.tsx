import {
  DATE_YEAR_MIN,
  INFO_TYPE,
  needsGuardianBirthDate,
  MODEL_LIMITS,
  modelCreateInputSchema,
  type ModelCreateInput,
} from '@cnm/contracts'
import { useEffect, useState } from 'react'
import { Controller, FormProvider, useFormContext, type FieldPath } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { CheckboxField, Field, TextareaField } from '@/components/ui/field'
import { isApiError } from '@/lib/api-client'
import { showServerFieldErrors, useZodForm } from '@/lib/form'
import {
  CategoryChecklists,
  InfoListChecklist,
  InfoSelectField,
  ClothingSizeField,
} from './model-form-fields'
import { EMPTY_GUARDIAN, toNumberOrNull, type ModelFormValues } from './model-form-values'
import { UnsavedChangesPrompt } from '@/components/ui/unsaved-changes-prompt'

/** Today in the visitor's own time zone, as a date input writes it (YYYY-MM-DD). */
const localToday = (now = new Date()) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, i) => String(part).padStart(i === 0 ? 4 : 2, '0'))
    .join('-')

export type ModelFormStep = 'basics' | 'guardian' | 'work' | 'about'
type Name = FieldPath<ModelFormValues>

// Fields each step checks before the next one opens.
const STEP_FIELDS: Record<ModelFormStep, Name[]> = {
  basics: [
    'stageName',
    'genderId',
    'birthDate',
    'heightCm',
    'weightKg',
    'bustCm',
    'waistCm',
    'hipsCm',
    'shoeSizeMm',
    'clothingSizeKr',
  ],
  guardian: ['guardianConsent'],
  work: [
    'hairColorId',
    'eyeColorId',
    'raceId',
    'categoryIds',
    'detailedCategoryIds',
    'shootTypeIds',
    'careerId',
    'feeId',
    'cityId',
  ],
  about: ['keywordIds', 'bio', 'instagram', 'youtubeUrls'],
}

const MEASUREMENTS = [
  ['heightCm', MODEL_LIMITS.HEIGHT_CM],
  ['weightKg', MODEL_LIMITS.WEIGHT_KG],
  ['bustCm', MODEL_LIMITS.MEASUREMENT_CM],
  ['waistCm', MODEL_LIMITS.MEASUREMENT_CM],
  ['hipsCm', MODEL_LIMITS.MEASUREMENT_CM],
  ['shoeSizeMm', MODEL_LIMITS.SHOE_SIZE_MM],
] as const

export interface ModelFormProps {
  defaultValues: ModelFormValues
  /** Saves; resolves once the API has stored it (the form is then no longer "unsaved"). */
  onSave: (values: ModelCreateInput, changed: { guardian: boolean }) => Promise<unknown>
  saving: boolean
  /** Label of the last step's button ("Save and add photos" for a new model). */
  submitLabel: string
  /** Extra steps after the form's own (the photo manager of a saved model). */
  extraSteps?: { id: string; label: string }[]
  /** Shown instead of the form when an extra step is chosen. */
  renderExtraStep?: (id: string) => React.ReactNode
  initialStep?: string
}

/**
 * Create or edit a model profile in steps, with a progress indicator. Each "Next" checks
 * the step's fields with the contracts' schema; a birth date under 19 adds the guardian's
 * consent step (ADR 0015); leaving with unsaved changes asks first.
 */
export function ModelForm({
  defaultValues,
  onSave,
  saving,
  submitLabel,
  extraSteps = [],
  renderExtraStep,
  initialStep,
}: ModelFormProps) {
  const { t } = useTranslation('models')
  const form = useZodForm(modelCreateInputSchema, { defaultValues })
  const birthDate = form.watch('birthDate')
  const minor = needsGuardianBirthDate(birthDate)
  const formSteps: ModelFormStep[] = minor
    ? ['basics', 'guardian', 'work', 'about']
    : ['basics', 'work', 'about']
  const steps = [
    ...formSteps.map((id) => ({ id: id as string, label: t(`form.steps.${id}`) })),
    ...extraSteps,
  ]
  const [current, setCurrent] = useState<string>(initialStep ?? 'basics')
  const index = Math.max(
    0,
    steps.findIndex((step) => step.id === current),
  )
  const [saveError, setSaveError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)

  // The consent block exists only while the birth date makes the model a minor.
  useEffect(() => {
    const consent = form.getValues('guardianConsent')
    if (minor && !consent) form.setValue('guardianConsent', { ...EMPTY_GUARDIAN })
    if (!minor && consent) form.setValue('guardianConsent', null)
  }, [minor, form])

  const goTo = async (target: number) => {
    const step = steps[index]
    if (target > index && step && step.id in STEP_FIELDS) {
      const valid = await form.trigger(STEP_FIELDS[step.id as ModelFormStep])
      if (!valid) return
    }
    const next = steps[target]
    if (next) setCurrent(next.id)
  }

  const save = form.handleSubmit(
    async (values) => {
      setSaveError(null)
      setSaved(false)
      try {
        await onSave(values, { guardian: Boolean(form.formState.dirtyFields.guardianConsent) })
        form.reset(form.getValues())
        setSaved(true)
      } catch (error) {
        if (!showServerFieldErrors(form, error)) {
          setSaveError(isApiError(error) ? error.message : t('form.saveFailed'))
        }
      }
    },
    (errors) => {
      // Open the first step with an error, so the message is visible.
      const first = formSteps.find((step) =>
        STEP_FIELDS[step].some((name) => name.split('.')[0]! in errors),
      )
      if (first) setCurrent(first)
    },
  )

  // Registered outside the JSX: field names are code, not text (ADR 0014's lint rule).
  const fields = {
    stageName: form.register('stageName'),
    birthDate: form.register('birthDate', {
      setValueAs: (value: string) => (value ? value : null),
    }),
    weightHidden: form.register('weightHidden'),
    bio: form.register('bio'),
    instagram: form.register('instagram', {
      setValueAs: (value: string) => (value?.trim() ? value.trim() : null),
    }),
  }
  const currentStep = steps[index]!
  const isFormStep = currentStep.id in STEP_FIELDS
  const lastFormStep = formSteps.at(-1)

  return (
    <div className="model-form">
      <UnsavedChangesPrompt
        when={form.formState.isDirty && !saving}
        texts={{
          title: t('form.unsavedTitle'),
          text: t('form.unsavedText'),
          stay: t('form.stay'),
          leave: t('form.leave'),
        }}
      />
      <nav aria-label={t('form.progressLabel')}>
        <p className="model-form__progress-text">
          {t('form.stepOf', { number: index + 1, total: steps.length, name: currentStep.label })}
        </p>
        <progress
          className="model-form__progress"
          max={steps.length}
          value={index + 1}
          aria-hidden="true"
        />
        <ol className="steps">
          {steps.map((step, stepIndex) => (
            <li
              key={step.id}
              className={stepIndex < index ? 'steps__item steps__item--done' : 'steps__item'}
            >
              <button
                type="button"
                className="steps__button"
                aria-current={step.id === currentStep.id ? 'step' : undefined}
                onClick={() => void goTo(stepIndex)}
              >
                {step.label}
              </button>
            </li>
          ))}
        </ol>
      </nav>

      {!isFormStep && renderExtraStep ? (
        renderExtraStep(currentStep.id)
      ) : (
        <FormProvider {...form}>
          <form noValidate onSubmit={(event) => void save(event)} aria-label={currentStep.label}>
            <h2 className="model-form__title">{currentStep.label}</h2>
            {currentStep.id === 'basics' && (
              <div className="model-form__grid">
                <Field
                  label={t('form.stageName')}
                  maxLength={MODEL_LIMITS.STAGE_NAME_MAX}
                  error={form.formState.errors.stageName?.message}
                  {...fields.stageName}
                />
                <InfoSelectField name="genderId" type={INFO_TYPE.GENDER} label={t('form.gender')} />
                <Field
                  label={t('form.birthDate')}
                  type="date"
                  // The picker offers only dates the API takes (contracts: 1900 to today).
                  min={`${DATE_YEAR_MIN}-01-01`}
                  max={localToday()}
                  hint={t('form.birthDateHint')}
                  error={form.formState.errors.birthDate?.message}
                  {...fields.birthDate}
                />
                {MEASUREMENTS.map(([name, range]) => (
                  <Field
                    key={name}
                    label={t(`form.${name}`)}
                    type="number"
                    inputMode="numeric"
                    min={range.min}
                    max={range.max}
                    error={form.formState.errors[name]?.message}
                    {...form.register(name, { setValueAs: toNumberOrNull })}
                  />
                ))}
                <ClothingSizeField />
                <CheckboxField label={t('form.weightHidden')} {...fields.weightHidden} />
              </div>
            )}
            {currentStep.id === 'guardian' && <GuardianStep />}
            {currentStep.id === 'work' && (
              <div className="model-form__stack">
                <CategoryChecklists />
                <InfoListChecklist
                  name="shootTypeIds"
                  type={INFO_TYPE.SHOOT_TYPE}
                  label={t('form.shootTypes')}
                />
                <div className="model-form__grid">
                  <InfoSelectField
                    name="hairColorId"
                    type={INFO_TYPE.HAIR_COLOUR}
                    label={t('form.hair')}
                  />
                  <InfoSelectField
                    name="eyeColorId"
                    type={INFO_TYPE.EYE_COLOUR}
                    label={t('form.eyes')}
                  />
                  <InfoSelectField name="raceId" type={INFO_TYPE.RACE} label={t('form.race')} />
                  <InfoSelectField
                    name="careerId"
                    type={INFO_TYPE.CAREER}
                    label={t('form.career')}
                  />
                  <InfoSelectField name="feeId" type={INFO_TYPE.MODEL_FEE} label={t('form.fee')} />
                  <InfoSelectField name="cityId" type={INFO_TYPE.CITY} label={t('form.city')} />
                </div>
              </div>
            )}
            {currentStep.id === 'about' && (
              <div className="model-form__stack">
                <InfoListChecklist
                  name="keywordIds"
                  type={INFO_TYPE.KEYWORD}
                  label={t('form.keywords')}
                  max={MODEL_LIMITS.KEYWORDS_MAX}
                />
                <TextareaField
                  label={t('form.bio')}
                  maxLength={MODEL_LIMITS.BIO_MAX}
                  error={form.formState.errors.bio?.message}
                  {...fields.bio}
                />
                <Field
                  label={t('form.instagram')}
                  hint={t('form.instagramHint')}
                  error={form.formState.errors.instagram?.message}
                  {...fields.instagram}
                />
                <Controller
                  control={form.control}
                  name="youtubeUrls"
                  render={({ field, fieldState }) => (
                    <TextareaField
                      label={t('form.youtube')}
                      hint={t('form.youtubeHint', { max: MODEL_LIMITS.YOUTUBE_MAX })}
                      name={field.name}
                      ref={field.ref}
                      onBlur={field.onBlur}
                      defaultValue={(field.value ?? []).join('\n')}
                      error={
                        fieldState.error?.message ??
                        firstItemError(form.formState.errors.youtubeUrls)
                      }
                      onChange={(event) =>
                        field.onChange(
                          event.target.value
                            .split('\n')
                            .map((line) => line.trim())
                            .filter(Boolean),
                        )
                      }
                    />
                  )}
                />
              </div>
            )}
            {saveError && <Alert>{saveError}</Alert>}
            {saved && !form.formState.isDirty && (
              <p role="status" className="field__status">
                {t('form.saved')}
              </p>
            )}
            <div className="model-form__actions">
              {index > 0 && (
                <Button variant="ghost" onClick={() => void goTo(index - 1)}>
                  {t('form.back')}
                </Button>
              )}
              {/* Distinct keys: were the clicked "Next" reused as the submit button of the
                  last step, the browser would submit the form at the end of that click. */}
              {currentStep.id === lastFormStep ? (
                <Button key="save" type="submit" pending={saving} busyLabel={t('form.saving')}>
                  {submitLabel}
                </Button>
              ) : (
                <Button key="next" onClick={() => void goTo(index + 1)}>
                  {t('form.next')}
                </Button>
              )}
            </div>
          </form>
        </FormProvider>
      )}
    </div>
  )
}

function firstItemError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined
  for (const error of errors as ({ message?: string } | undefined)[]) {
    if (error?.message) return error.message
  }
  return undefined
}

function GuardianStep() {
  const { t } = useTranslation('models')
  const form = useFormContext<ModelFormValues>()
  const errors = form.formState.errors.guardianConsent
  const fields = {
    name: form.register('guardianConsent.name'),
    relation: form.register('guardianConsent.relation'),
    contact: form.register('guardianConsent.contact'),
    consented: form.register('guardianConsent.consented'),
  }
  return (
    <div className="model-form__stack">
      <p className="field__hint">{t('form.guardianIntro')}</p>
      <div className="model-form__grid">
        <Field label={t('form.guardianName')} error={errors?.name?.message} {...fields.name} />
        <Field
          label={t('form.guardianRelation')}
          error={errors?.relation?.message}
          {...fields.relation}
        />
        <Field
          label={t('form.guardianContact')}
          error={errors?.contact?.message}
          {...fields.contact}
        />
      </div>
      <CheckboxField
        label={t('form.guardianConsented')}
        error={errors?.consented?.message ?? errors?.message}
        {...fields.consented}
      />
    </div>
  )
}
