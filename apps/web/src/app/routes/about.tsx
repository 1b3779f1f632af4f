import { WEB_ROUTES } from '@cnm/contracts'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'

export function AboutRoute() {
  return (
    <div className="page container">
      <PageHeader eyebrow="About us" title="About Casting N Model">
        We are a digital casting platform from Seoul. We built it because finding the right model —
        or the right job — still depends too much on who you happen to know.
      </PageHeader>

      <section className="page__section" aria-labelledby="about-why">
        <h2 id="about-why">Why we exist</h2>
        <p>
          Castings in Korea move fast. Brands need a face for a campaign next week, agencies juggle
          dozens of schedules, and new models often learn about a job only after it is gone.
          Messages get lost across chat apps, budgets are vague until the last minute, and nobody is
          sure who checked whom.
        </p>
        <p>
          Casting N Model puts the whole exchange in one place: a profile a model can be proud of, a
          casting request that states the terms, and a team that reviews who is on the platform.
        </p>
      </section>

      <section className="page__section" aria-labelledby="about-who">
        <h2 id="about-who">Who it is for</h2>
        <div className="card-grid">
          <article className="card">
            <h3>Models</h3>
            <p>
              Newcomers and professionals alike. Sign up as a model, complete your profile and
              request a review to unlock everything.
            </p>
          </article>
          <article className="card">
            <h3>Brands and companies</h3>
            <p>
              Fashion, beauty, food, tech — anyone who needs models for a shoot, a show or a
              campaign.
            </p>
          </article>
          <article className="card">
            <h3>Model and entertainment agencies</h3>
            <p>
              Agencies sign up as clients and use the same tools to cast for their own productions.
            </p>
          </article>
        </div>
      </section>

      <section className="page__section" aria-labelledby="about-values">
        <h2 id="about-values">What we hold ourselves to</h2>
        <ul>
          <li>
            <strong>Terms before talent.</strong> A proposal says what the job is, how long the
            contract runs, what it pays and where the images will be used.
          </li>
          <li>
            <strong>People check people.</strong> Our team reviews model profiles and approves
            client accounts.
          </li>
          <li>
            <strong>Respect for time.</strong> Clear requests and quick answers, on both sides.
          </li>
        </ul>
        <p>
          Want to know more? Read <Link to={WEB_ROUTES.HOW_IT_WORKS}>how it works</Link> or{' '}
          <Link to={WEB_ROUTES.CONTACT_US}>get in touch</Link>.
        </p>
      </section>
    </div>
  )
}
