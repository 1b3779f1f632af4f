import {
  EXAMINATION_STATUS,
  INFO_TYPE,
  isClientServiceType,
  MAIL_PROPOSAL_ANY_GENDER,
  MAIL_PROPOSAL_CURRENCIES,
  PROPOSAL_TARGET_MODEL_NUMBER,
  UI,
  mailProposalFormSchema,
  type MailProposalFormInput,
  type ProposalDetail,
} from '@cnm/contracts'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import { useInfoOptions } from '@/components/ui/info-options'
import { useCurrentUser } from '@/lib/current-user'
import { useZodForm } from '@/lib/form'
import { useTimeout } from '@/lib/use-timeout'
import { useSendCastingProposal } from '../api/send-inquiries'
import { SendOutcome } from './send-outcome'
import './inquiry-forms.css'
type TextName = Exclude<
  keyof MailProposalFormInput,
  NumberName | SelectName | 'otherContent' | 'targetModelId' | 'targetModelProfileId'
>
// Issue #26: chosen from lists (currencies, the gender reference data), sent as text.
type SelectName = 'budgetType' | 'gender'
type NumberName = 'contractPeriod' | 'budget' | 'age' | 'modelNumber'

// Spec §3 order. Numbers are typed as text inputs hand them over; the schema makes integers.
const LAYOUT: readonly (
  | { name: TextName; type?: 'email' }
  | { name: NumberName; number: true; min: number }
  | { name: SelectName; select: true }
)[] = [
  { name: 'title' },
  { name: 'companyName' },
  { name: 'productCategories' },
  { name: 'contractPeriod', number: true, min: 1 },
  { name: 'budgetType', select: true },
  { name: 'budget', number: true, min: 1 },
  { name: 'modelCategory' },
  { name: 'modelDetailedCategory' },
  { name: 'gender', select: true },
  { name: 'age', number: true, min: 1 },
  { name: 'modelNumber', number: true, min: 0 },
  { name: 'filmingDate' },
  { name: 'locationOfFilming' },
  { name: 'postingMedia' },
]

const emptyProposal = (targetModelProfileId?: number): MailProposalFormInput => ({
  title: '',
  companyName: '',
  productCategories: '',
  contractPeriod: '',
  budgetType: '',
  budget: '',
  modelCategory: '',
  modelDetailedCategory: '',
  gender: '',
  age: '',
  modelNumber: targetModelProfileId === undefined ? '' : String(PROPOSAL_TARGET_MODEL_NUMBER),
  filmingDate: '',
  locationOfFilming: '',
  postingMedia: '',
  otherContent: '',
  contactInformation: '',
  email: '',
  ...(targetModelProfileId === undefined ? {} : { targetModelProfileId }),
})

/**
 * A new proposal started from an earlier one (ADR 0024 addendum): its fields as the form types
 * them. Contact details are not part of a proposal's answer, so the sender types them again.
 */
const proposalFrom = (
  source: ProposalDetail,
  targetModelProfileId?: number,
): MailProposalFormInput => ({
  ...emptyProposal(targetModelProfileId),
  title: source.title,
  companyName: source.companyName,
  productCategories: source.productCategories,
  contractPeriod: String(source.contractPeriod),
  budgetType: source.budgetType,
  budget: String(source.budget),
  modelCategory: source.modelCategory,
  modelDetailedCategory: source.modelDetailedCategory,
  gender: source.gender,
  age: String(source.age),
  filmingDate: source.filmingDate,
  locationOfFilming: source.locationOfFilming,
  postingMedia: source.postingMedia,
  otherContent: source.otherContent,
})

export interface CastingProposalFormProps {
  /** Set when the proposal is for one model: modelNumber is then preset and locked. */
  targetModelProfileId?: number | undefined
  /** An earlier proposal to pre-fill from ("Send a new proposal"); the send is a new proposal. */
  source?: ProposalDetail | undefined
  /** Called UI.PROPOSAL_CLOSE_DELAY_MS after a successful send. */
  onDone: () => void
}

/** The casting proposal (inquiry) form of spec §3, every field required (§5). */
export function MailProposalForm({
  targetModelProfileId,
  source,
  onDone,
}: CastingProposalFormProps) {
  const form = useZodForm(mailProposalFormSchema, {
    defaultValues: source
      ? proposalFrom(source, targetModelProfileId)
      : emptyProposal(targetModelProfileId),
  })
  const { errors } = form.formState
  const { t } = useTranslation(['inquiries', 'common', 'messages'])
  const later = useTimeout()
  const mutation = useSendCastingProposal({
    onSuccess: () => later(onDone, UI.PROPOSAL_CLOSE_DELAY_MS),
  })
  const locked = targetModelProfileId !== undefined
  // Issue #25 (ADR 0033): only an approved client's proposal reaches the model at once; any
  // other goes to the support team, who reads it first. Say so before the sender types.
  const { data: user } = useCurrentUser()
  const reachesModel = Boolean(
    user &&
    isClientServiceType(user.serviceType) &&
    user.examinationStatus === EXAMINATION_STATUS.APPROVAL,
  )
  const genders = useInfoOptions(INFO_TYPE.GENDER)
  const choices: Record<SelectName, { value: string; label: string }[]> = {
    budgetType: MAIL_PROPOSAL_CURRENCIES.map((code) => ({
      value: code,
      label: t(`currency.${code}`),
    })),
    gender: [
      { value: MAIL_PROPOSAL_ANY_GENDER, label: t('anyGender') },
      ...genders.items.map((item) => ({ value: item.value, label: item.value })),
    ],
  }

  return (
    <form
      className="inquiry-form"
      noValidate
      onSubmit={form.handleSubmit((proposal) => mutation.mutate(proposal))}
    >
      {source && <p className="inquiry-form__note">{t('startedFrom', { title: source.title })}</p>}
      {locked && !reachesModel && <p className="inquiry-form__note">{t('viaSupport')}</p>}
      <div className="inquiry-form__grid">
        {LAYOUT.map((field) =>
          'select' in field ? (
            <Controller
              key={field.name}
              control={form.control}
              name={field.name}
              render={({ field: control, fieldState }) => {
                const options = choices[field.name]
                // An earlier proposal's free text stays choosable as it was written.
                const kept =
                  control.value && !options.some((option) => option.value === control.value)
                    ? [{ value: String(control.value), label: String(control.value) }]
                    : []
                return (
                  <SelectField
                    label={t(`fields.proposal.${field.name}`)}
                    error={fieldState.error?.message}
                    name={control.name}
                    ref={control.ref}
                    onBlur={control.onBlur}
                    value={control.value ?? ''}
                    onChange={(event) => control.onChange(event.target.value)}
                  >
                    <option value="">{t('common:select')}</option>
                    {[...kept, ...options].map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </SelectField>
                )
              }}
            />
          ) : 'number' in field ? (
            <Field
              key={field.name}
              label={t(`fields.proposal.${field.name}`)}
              type="number"
              inputMode="numeric"
              min={field.min}
              step={1}
              readOnly={locked && field.name === 'modelNumber'}
              hint={locked && field.name === 'modelNumber' ? t('modelNumberLocked') : undefined}
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ) : (
            <Field
              key={field.name}
              label={t(`fields.proposal.${field.name}`)}
              error={errors[field.name]?.message}
              {...form.register(field.name)}
            />
          ),
        )}
      </div>
      <TextareaField
        label={t('fields.proposal.otherContent')}
        error={errors.otherContent?.message}
        {...form.register('otherContent')}
      />
      <div className="inquiry-form__grid">
        <Field
          label={t('fields.proposal.contactInformation')}
          autoComplete="tel"
          error={errors.contactInformation?.message}
          {...form.register('contactInformation')}
        />
        <Field
          label={t('fields.proposal.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <SendOutcome
        mutation={mutation}
        success={t('messages:PROPOSAL_SUCCESS')}
        failure={t('messages:PROPOSAL_FAILURE')}
      />
    </form>
  )
}
