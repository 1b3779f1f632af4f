import {
  AGREEMENT_DEFAULTS,
  AGREEMENT_LIMITS,
  FEE_BASIS_VALUES,
  type AgreementDraft,
  type FeeBasis,
  type ShootDay,
} from '@cnm/contracts'
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { CheckboxField, Field, SelectField, TextareaField } from '@/components/ui/field'

const blankShoot = (place: string): ShootDay => ({
  date: '',
  start: AGREEMENT_DEFAULTS.shootStart,
  end: AGREEMENT_DEFAULTS.shootEnd,
  place,
})

const toNumber = (value: string) => (value.trim() === '' ? null : Number(value))

/**
 * The terms as a form: the client's draft before confirmation, or either side's change after
 * it. Empty usage months means no time limit; an empty due date (drafts only) the default.
 */
export function TermsEditor({
  initial,
  minor,
  allowDefaultDueDate,
  idPrefix,
  children,
  onSubmit,
}: {
  initial: AgreementDraft
  minor: boolean
  /** Drafts may leave the due date empty (30 days after the last shoot day). */
  allowDefaultDueDate: boolean
  idPrefix: string
  /** The form's buttons; each submit button names its intent with `value`. */
  children: ReactNode
  onSubmit: (terms: AgreementDraft, intent: string) => void
}) {
  const { t } = useTranslation('bookings')
  const [terms, setTerms] = useState<AgreementDraft>(initial)
  const [months, setMonths] = useState(initial.usage.months?.toString() ?? '')
  const set = (change: Partial<AgreementDraft>) =>
    setTerms((current) => ({ ...current, ...change }))
  const setShoot = (index: number, change: Partial<ShootDay>) =>
    set({
      shoots: terms.shoots.map((shoot, at) => (at === index ? { ...shoot, ...change } : shoot)),
    })
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    onSubmit(
      { ...terms, usage: { ...terms.usage, months: toNumber(months) } },
      submitter?.value ?? 'save',
    )
  }
  const id = (name: string) => `${idPrefix}-${name}`
  return (
    <form className="bk-editor" onSubmit={submit} noValidate>
      <div className="bk-editor__row">
        <Field
          id={id('amount')}
          label={t('editor.amount')}
          type="number"
          inputMode="numeric"
          min={0}
          max={AGREEMENT_LIMITS.feeMax}
          value={terms.fee.amount}
          onChange={(event) =>
            set({ fee: { ...terms.fee, amount: Number(event.target.value) || 0 } })
          }
        />
        <SelectField
          id={id('basis')}
          label={t('editor.basis')}
          value={terms.fee.basis}
          onChange={(event) =>
            set({ fee: { ...terms.fee, basis: event.target.value as FeeBasis } })
          }
        >
          {FEE_BASIS_VALUES.map((basis) => (
            <option key={basis} value={basis}>
              {t(`terms.basis.${basis}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {terms.shoots.map((shoot, index) => (
        <fieldset key={index} className="bk-editor__shoot">
          <legend>{t('editor.shoot', { number: index + 1 })}</legend>
          <div className="bk-editor__row">
            <Field
              id={id(`date-${index}`)}
              label={t('editor.date')}
              type="date"
              required
              value={shoot.date}
              onChange={(event) => setShoot(index, { date: event.target.value })}
            />
            <Field
              id={id(`start-${index}`)}
              label={t('editor.start')}
              type="time"
              value={shoot.start}
              onChange={(event) => setShoot(index, { start: event.target.value })}
            />
            <Field
              id={id(`end-${index}`)}
              label={t('editor.end')}
              type="time"
              hint={t('editor.endHint')}
              value={shoot.end}
              onChange={(event) => setShoot(index, { end: event.target.value })}
            />
          </div>
          <Field
            id={id(`place-${index}`)}
            label={t('editor.place')}
            maxLength={AGREEMENT_LIMITS.placeMax}
            value={shoot.place}
            onChange={(event) => setShoot(index, { place: event.target.value })}
          />
          <Button
            variant="text"
            size="sm"
            onClick={() => set({ shoots: terms.shoots.filter((_, at) => at !== index) })}
          >
            {t('editor.removeShoot', { number: index + 1 })}
          </Button>
        </fieldset>
      ))}
      {terms.shoots.length < AGREEMENT_LIMITS.shootsMax && (
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            set({ shoots: [...terms.shoots, blankShoot(terms.shoots.at(-1)?.place ?? '')] })
          }
        >
          {t('editor.addShoot')}
        </Button>
      )}
      <Field
        id={id('scope')}
        label={t('editor.scope')}
        maxLength={AGREEMENT_LIMITS.scopeMax}
        value={terms.usage.scope}
        onChange={(event) => set({ usage: { ...terms.usage, scope: event.target.value } })}
      />
      <Field
        id={id('territory')}
        label={t('editor.territory')}
        hint={t('editor.territoryHint')}
        maxLength={AGREEMENT_LIMITS.territoryMax}
        value={terms.usage.territory ?? ''}
        onChange={(event) =>
          set({ usage: { ...terms.usage, territory: event.target.value || undefined } })
        }
      />
      <div className="bk-editor__row">
        <Field
          id={id('months')}
          label={t('editor.months')}
          hint={t('editor.monthsHint')}
          type="number"
          inputMode="numeric"
          min={1}
          max={AGREEMENT_LIMITS.usageMonthsMax}
          value={months}
          onChange={(event) => setMonths(event.target.value)}
        />
        <Field
          id={id('due')}
          label={t('editor.dueDate')}
          hint={allowDefaultDueDate ? t('editor.dueDateHint') : undefined}
          type="date"
          value={terms.paymentDueDate ?? ''}
          onChange={(event) => set({ paymentDueDate: event.target.value || null })}
        />
      </div>
      <div className="bk-editor__row">
        <Field
          id={id('late')}
          label={t('editor.lateDays')}
          type="number"
          inputMode="numeric"
          min={0}
          max={90}
          value={terms.cancellation.lateNoticeDays}
          onChange={(event) =>
            set({
              cancellation: {
                ...terms.cancellation,
                lateNoticeDays: Number(event.target.value) || 0,
              },
            })
          }
        />
        <Field
          id={id('kill')}
          label={t('editor.killFee')}
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          value={terms.cancellation.killFeePercent}
          onChange={(event) =>
            set({
              cancellation: {
                ...terms.cancellation,
                killFeePercent: Number(event.target.value) || 0,
              },
            })
          }
        />
      </div>
      {minor && (
        <CheckboxField
          id={id('night')}
          label={t('editor.nightConsent')}
          checked={terms.nightWorkConsent}
          onChange={(event) => set({ nightWorkConsent: event.target.checked })}
        />
      )}
      <TextareaField
        id={id('special')}
        label={t('editor.special')}
        maxLength={AGREEMENT_LIMITS.specialTermsMax}
        value={terms.specialTerms}
        onChange={(event) => set({ specialTerms: event.target.value })}
      />
      <div className="bk-actions">{children}</div>
    </form>
  )
}
