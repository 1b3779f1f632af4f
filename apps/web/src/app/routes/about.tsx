import { WEB_ROUTES } from '@cnm/contracts'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'

// Keys under `about:who.*` and `about:values.*` (src/locales/*/about.json).
const AUDIENCES = ['models', 'brands', 'agencies'] as const
const VALUES = ['terms', 'people', 'time'] as const

export function AboutRoute() {
  const { t } = useTranslation('about')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHeader>

      <section className="page__section" aria-labelledby="about-why">
        <h2 id="about-why">{t('why.title')}</h2>
        <p>{t('why.problem')}</p>
        <p>{t('why.answer')}</p>
      </section>

      <section className="page__section" aria-labelledby="about-who">
        <h2 id="about-who">{t('who.title')}</h2>
        <div className="card-grid">
          {AUDIENCES.map((audience) => (
            <article key={audience} className="card">
              <h3>{t(`who.${audience}.title`)}</h3>
              <p>{t(`who.${audience}.text`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="page__section" aria-labelledby="about-values">
        <h2 id="about-values">{t('values.title')}</h2>
        <ul>
          {VALUES.map((value) => (
            <li key={value}>
              <strong>{t(`values.${value}.title`)}</strong> {t(`values.${value}.text`)}
            </li>
          ))}
        </ul>
        <p>
          <Trans
            t={t}
            i18nKey="values.more"
            components={{
              howLink: <Link to={WEB_ROUTES.HOW_IT_WORKS} />,
              contactLink: <Link to={WEB_ROUTES.CONTACT_US} />,
            }}
          />
        </p>
      </section>
    </div>
  )
}
