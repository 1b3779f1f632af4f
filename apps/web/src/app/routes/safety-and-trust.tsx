import { WEB_ROUTES } from '@cnm/contracts'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'

// Keys in src/locales/*/safety.json.
const REVIEW_STATES = ['none', 'requested', 'approved'] as const
// What the software enforces (issue #16): keep in step with ADRs 0023, 0025, 0028, 0029.
const ENFORCED = [
  'verified',
  'reviewed',
  'money',
  'pay',
  'contact',
  'twoWayReviews',
  'reports',
  'suspension',
  'ranking',
] as const
const MODEL_TIPS = ['pay', 'terms', 'check', 'meet', 'keep'] as const
const CLIENT_TIPS = ['honest', 'minors', 'respect'] as const

export function SafetyAndTrustRoute() {
  const { t } = useTranslation('safety')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHeader>

      <section className="page__section" aria-labelledby="safety-enforced">
        <h2 id="safety-enforced">{t('enforced.title')}</h2>
        <p>{t('enforced.lead')}</p>
        <ul>
          {ENFORCED.map((rule) => (
            <li key={rule}>{t(`enforced.${rule}`)}</li>
          ))}
        </ul>
      </section>

      <section className="page__section" aria-labelledby="safety-reviews">
        <h2 id="safety-reviews">{t('reviews.title')}</h2>
        <p>{t('reviews.lead')}</p>
        <div className="card-grid">
          {REVIEW_STATES.map((state) => (
            <article key={state} className="card">
              <h3>{t(`reviews.${state}.title`)}</h3>
              <p>{t(`reviews.${state}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="page__section" aria-labelledby="safety-clients">
        <h2 id="safety-clients">{t('clients.title')}</h2>
        <p>{t('clients.text')}</p>
      </section>

      <section className="page__section" aria-labelledby="safety-tips">
        <h2 id="safety-tips">{t('modelTips.title')}</h2>
        <ul>
          {MODEL_TIPS.map((tip) => (
            <li key={tip}>{t(`modelTips.${tip}`)}</li>
          ))}
        </ul>
      </section>

      <section className="page__section" aria-labelledby="safety-clients-tips">
        <h2 id="safety-clients-tips">{t('clientTips.title')}</h2>
        <ul>
          {CLIENT_TIPS.map((tip) => (
            <li key={tip}>{t(`clientTips.${tip}`)}</li>
          ))}
        </ul>
      </section>

      <section className="page__section" aria-labelledby="safety-verify">
        <h2 id="safety-verify">{t('verify.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="verify.text"
            components={{ verifyLink: <Link to={WEB_ROUTES.VERIFY} /> }}
          />
        </p>
      </section>

      <section className="page__section" aria-labelledby="safety-report">
        <h2 id="safety-report">{t('report.title')}</h2>
        <p>
          <Trans
            t={t}
            i18nKey="report.text"
            components={{ contactLink: <Link to={WEB_ROUTES.CONTACT_US} /> }}
          />
        </p>
      </section>
    </div>
  )
}
