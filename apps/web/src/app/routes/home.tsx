import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { PageTitle, SITE_NAME } from '@/components/ui/page-header'
import { useSession, useSessionActions } from '@/lib/session'
import './home.css'

// Keys under `home:forModels.*` and `home:forClients.*` (src/locales/*/home.json).
const FOR_MODELS = ['oneProfile', 'reviewed', 'clearTerms'] as const
const FOR_CLIENTS = ['whoFor', 'describeOnce', 'reach'] as const
const STEPS = ['signUp', 'profile', 'review'] as const

export function HomeRoute() {
  const { signedIn } = useSession()
  const { openAuthModal } = useSessionActions()
  const { t } = useTranslation('home')

  return (
    <div className="home">
      <PageTitle title={SITE_NAME} />
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero__inner">
          <p className="home-hero__eyebrow">{t('eyebrow')}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {t('title')}
          </h1>
          <p className="home-hero__lead">{t('lead')}</p>
          <div className="home-hero__actions">
            {signedIn ? (
              <Link to={WEB_ROUTES.MYPAGE} className={buttonClassName('primary')}>
                {t('goToMyPage')}
              </Link>
            ) : (
              <Button onClick={() => openAuthModal('signUp')}>{t('signUp')}</Button>
            )}
            <Link to={WEB_ROUTES.CASTINGS} className={buttonClassName('outline')}>
              {t('browseCastings')}
            </Link>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="page__section" aria-labelledby="for-models">
          <h2 id="for-models">{t('forModels.title')}</h2>
          <div className="card-grid">
            {FOR_MODELS.map((item) => (
              <article key={item} className="card">
                <h3>{t(`forModels.${item}.title`)}</h3>
                <p>{t(`forModels.${item}.text`)}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="page__section" aria-labelledby="for-clients">
          <h2 id="for-clients">{t('forClients.title')}</h2>
          <div className="card-grid">
            {FOR_CLIENTS.map((item) => (
              <article key={item} className="card">
                <h3>{t(`forClients.${item}.title`)}</h3>
                <p>{t(`forClients.${item}.text`)}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="page__section home-split" aria-labelledby="home-steps">
          <div>
            <h2 id="home-steps">{t('steps.title')}</h2>
            <ol className="steps">
              {STEPS.map((step) => (
                <li key={step}>
                  <strong>{t(`steps.${step}.title`)}</strong>
                  {t(`steps.${step}.text`)}
                </li>
              ))}
            </ol>
            <p>
              <Link to={WEB_ROUTES.HOW_IT_WORKS}>{t('steps.more')}</Link>
            </p>
          </div>
          <aside className="home-trust" aria-labelledby="home-trust-title">
            <h2 id="home-trust-title">{t('trust.title')}</h2>
            <p>{t('trust.text')}</p>
            <Link to={WEB_ROUTES.SAFETY_AND_TRUST}>{t('trust.link')}</Link>
          </aside>
        </section>
      </div>
    </div>
  )
}
