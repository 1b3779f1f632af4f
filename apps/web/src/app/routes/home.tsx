import { UI, WEB_ROUTES } from '@cnm/contracts'
import { Link } from 'react-router-dom'
import { Button, buttonClassName } from '@/components/ui/button'
import { PageTitle } from '@/components/ui/page-header'
import { useSession, useSessionActions } from '@/lib/session'
import './home.css'

const FOR_MODELS = [
  {
    title: 'One profile, every casting',
    text: 'Put your measurements, looks, categories and experience in one place and let clients find you instead of chasing every open call.',
  },
  {
    title: 'Reviewed profiles stand out',
    text: 'Ask our team to review your profile. Once approved, your profile is marked as checked and every feature opens up.',
  },
  {
    title: 'Clear terms up front',
    text: 'A casting proposal states the contract period, the budget, the shooting date and location, and where the work will be published.',
  },
]

const FOR_CLIENTS = [
  {
    title: 'Brands, agencies and studios',
    text: 'Sign up as a client for your brand, model agency or entertainment agency. Once an administrator approves the account, you can use every function.',
  },
  {
    title: 'Describe the job once',
    text: 'Send one casting request with the product category, the kind of model, dates, location, media and budget — no more repeating yourself in chat threads.',
  },
  {
    title: 'Reach the right people in Seoul',
    text: 'Work with models who are based where you shoot, with profiles you can compare side by side.',
  },
]

export function HomeRoute() {
  const { signedIn } = useSession()
  const { openAuthModal } = useSessionActions()

  return (
    <div className="home">
      <PageTitle title="Casting N Model" />
      <section className="home-hero" aria-labelledby="home-hero-title">
        <div className="container home-hero__inner">
          <p className="home-hero__eyebrow">{UI.DEFAULT_DESCRIPTION} · Seoul</p>
          <h1 id="home-hero-title" className="home-hero__title">
            Where models and clients in Seoul find each other
          </h1>
          <p className="home-hero__lead">
            Casting N Model connects models with brands, model agencies and entertainment agencies.
            Models build one profile and receive proposals; clients describe a job once and reach
            the people who fit it.
          </p>
          <div className="home-hero__actions">
            {signedIn ? (
              <Link to={WEB_ROUTES.MYPAGE} className={buttonClassName('primary')}>
                Go to My page
              </Link>
            ) : (
              <Button onClick={() => openAuthModal('signUp')}>Sign Up</Button>
            )}
            <Link to={WEB_ROUTES.CASTINGS} className={buttonClassName('outline')}>
              Browse castings
            </Link>
          </div>
        </div>
      </section>

      <div className="container">
        <section className="page__section" aria-labelledby="for-models">
          <h2 id="for-models">For models</h2>
          <div className="card-grid">
            {FOR_MODELS.map((item) => (
              <article key={item.title} className="card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="page__section" aria-labelledby="for-clients">
          <h2 id="for-clients">For clients</h2>
          <div className="card-grid">
            {FOR_CLIENTS.map((item) => (
              <article key={item.title} className="card">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </article>
            ))}
          </div>
        </section>

        <section className="page__section home-split" aria-labelledby="home-steps">
          <div>
            <h2 id="home-steps">Three steps to your first booking</h2>
            <ol className="steps">
              <li>
                <strong>Sign up as a model or a client</strong>
                With your e-mail or your Google account. We confirm your e-mail and phone number
                with a short code.
              </li>
              <li>
                <strong>Complete your profile</strong>
                Models add their categories and details; clients add their company, location and
                website.
              </li>
              <li>
                <strong>Get reviewed, then get to work</strong>
                Models request a review, client accounts are approved by an administrator, and
                castings can begin.
              </li>
            </ol>
            <p>
              <Link to={WEB_ROUTES.HOW_IT_WORKS}>Read how it works in detail</Link>
            </p>
          </div>
          <aside className="home-trust" aria-labelledby="home-trust-title">
            <h2 id="home-trust-title">Safety comes first</h2>
            <p>
              Real people review model profiles and approve client accounts. A legitimate casting
              never asks you to pay to be cast — if something feels wrong, tell us.
            </p>
            <Link to={WEB_ROUTES.SAFETY_AND_TRUST}>How we keep castings safe</Link>
          </aside>
        </section>
      </div>
    </div>
  )
}
