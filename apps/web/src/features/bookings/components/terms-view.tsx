import type { AgreementDraft, AgreementTerms, YouthCheck } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** Every term of a version or of the draft, as a definition list. */
export function TermsView({
  terms,
  minor,
}: {
  terms: AgreementTerms | AgreementDraft
  minor: boolean
}) {
  const { t } = useTranslation('bookings')
  const format = useFormat()
  const { usage } = terms
  return (
    <dl className="bk-terms">
      <dt>{t('terms.fee')}</dt>
      <dd>
        {format.money(terms.fee.amount)} ({t(`terms.basis.${terms.fee.basis}`)})
      </dd>
      <dt>{t('terms.shoots')}</dt>
      <dd>
        {terms.shoots.length === 0 ? (
          t('terms.noShoots')
        ) : (
          <ul className="bk-terms__shoots">
            {terms.shoots.map((shoot, index) => (
              <li key={`${shoot.date}-${index}`}>
                {format.date(`${shoot.date}T12:00:00+09:00`)} {shoot.start}–{shoot.end} ·{' '}
                {shoot.place}
              </li>
            ))}
          </ul>
        )}
      </dd>
      <dt>{t('terms.usage')}</dt>
      <dd>
        {usage.months === null
          ? t('terms.usageUnlimited', { scope: usage.scope })
          : t('terms.usageMonths', { scope: usage.scope, count: usage.months })}
      </dd>
      {usage.territory && (
        <>
          <dt>{t('terms.territory')}</dt>
          <dd>{usage.territory}</dd>
        </>
      )}
      {'extensionFee' in usage && usage.extensionFee !== undefined && (
        <>
          <dt>{t('terms.extensionFee')}</dt>
          <dd>{format.money(usage.extensionFee)}</dd>
        </>
      )}
      <dt>{t('terms.due')}</dt>
      <dd>
        {terms.paymentDueDate
          ? format.date(`${terms.paymentDueDate}T12:00:00+09:00`)
          : t('terms.dueDefault')}
      </dd>
      <dt>{t('terms.cancellation')}</dt>
      <dd>
        {t('terms.cancellationText', {
          days: terms.cancellation.lateNoticeDays,
          percent: terms.cancellation.killFeePercent,
        })}
      </dd>
      {minor && (
        <>
          <dt>{t('terms.nightConsent')}</dt>
          <dd>{terms.nightWorkConsent ? t('terms.yes') : t('terms.no')}</dd>
        </>
      )}
      <dt>{t('terms.special')}</dt>
      <dd className="bk-terms__special">{terms.specialTerms || t('terms.none')}</dd>
    </dl>
  )
}

/** The youth rule the terms were checked against, and what breaks it. */
export function YouthRuleNote({ youth }: { youth: YouthCheck }) {
  const { t } = useTranslation('bookings')
  return (
    <section className="bk-section" aria-labelledby="bk-youth">
      <h2 id="bk-youth">{t('youth.title')}</h2>
      <p>{t(`youth.${youth.rule}`)}</p>
      {youth.problems.length > 0 && (
        <ul className="bk-youth__problems" role="alert">
          {youth.problems.map((problem) => (
            <li key={`${problem.kind}-${problem.date}`}>
              {t(`youth.problem.${problem.kind}`, {
                date: problem.date,
                hours: problem.hours?.toFixed(1),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
