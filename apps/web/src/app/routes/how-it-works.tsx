import { WEB_ROUTES } from '@cnm/contracts'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'

// Keys under `howItWorks:models.*` and `howItWorks:clients.*` (src/locales/*/howItWorks.json).
const MODEL_STEPS = ['signUp', 'profile', 'review', 'proposals'] as const
const CLIENT_STEPS = ['signUp', 'approval', 'request', 'shoot'] as const
const QUESTIONS = ['password', 'agency'] as const

export function HowItWorksRoute() {
  const { t } = useTranslation('howItWorks')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHeader>

      <section className="page__section" aria-labelledby="how-models">
        <h2 id="how-models">{t('models.title')}</h2>
        <ol className="steps">
          {MODEL_STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`models.${step}.title`)}</strong>
              {t(`models.${step}.text`)}
            </li>
          ))}
        </ol>
      </section>

      <section className="page__section" aria-labelledby="how-clients">
        <h2 id="how-clients">{t('clients.title')}</h2>
        <ol className="steps">
          {CLIENT_STEPS.map((step) => (
            <li key={step}>
              <strong>{t(`clients.${step}.title`)}</strong>
              {t(`clients.${step}.text`)}
            </li>
          ))}
        </ol>
      </section>

      <section className="page__section" aria-labelledby="how-faq">
        <h2 id="how-faq">{t('faq.title')}</h2>
        {QUESTIONS.map((question) => (
          <div key={question}>
            <h3>{t(`faq.${question}.question`)}</h3>
            <p>{t(`faq.${question}.answer`)}</p>
          </div>
        ))}
        <p>
          <Trans
            t={t}
            i18nKey="faq.more"
            components={{ contactLink: <Link to={WEB_ROUTES.CONTACT_US} /> }}
          />
        </p>
      </section>
    </div>
  )
}
