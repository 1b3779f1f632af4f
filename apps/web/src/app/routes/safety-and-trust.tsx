import { WEB_ROUTES } from '@cnm/contracts'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'

export function SafetyAndTrustRoute() {
  return (
    <div className="page container">
      <PageHeader eyebrow="Safety and trust" title="Safety and trust">
        A casting should be exciting, not risky. Here is what we do to keep the platform
        trustworthy, and what you can do to stay safe.
      </PageHeader>

      <section className="page__section" aria-labelledby="safety-reviews">
        <h2 id="safety-reviews">Reviewed profiles</h2>
        <p>Every model account shows one of three review states, so nobody has to guess:</p>
        <div className="card-grid">
          <article className="card">
            <h3>Not reviewed</h3>
            <p>The profile is new or the model has not asked for a review yet.</p>
          </article>
          <article className="card">
            <h3>Review requested</h3>
            <p>The model has asked our team to check the profile; we are on it.</p>
          </article>
          <article className="card">
            <h3>Approved</h3>
            <p>
              Our team has checked the profile. Approved models can use every function of the
              platform.
            </p>
          </article>
        </div>
      </section>

      <section className="page__section" aria-labelledby="safety-clients">
        <h2 id="safety-clients">Approved clients</h2>
        <p>
          Companies and agencies sign up with their company name, location and website. An
          administrator looks at the account before it can use all functions of Casting N Model.
        </p>
      </section>

      <section className="page__section" aria-labelledby="safety-tips">
        <h2 id="safety-tips">Tips for models</h2>
        <ul>
          <li>Never pay to be cast. A genuine client pays you, not the other way round.</li>
          <li>
            Get the terms in writing: contract period, fee, shooting date and place, and where the
            work is published.
          </li>
          <li>Check the client&apos;s company and website before you meet.</li>
          <li>
            Meet in a studio or an office, not a private home, and feel free to bring someone with
            you.
          </li>
          <li>Keep your conversations and agreements where you can find them later.</li>
        </ul>
      </section>

      <section className="page__section" aria-labelledby="safety-clients-tips">
        <h2 id="safety-clients-tips">Tips for clients</h2>
        <ul>
          <li>Describe the job honestly, including the budget and where images will appear.</li>
          <li>Make sure minors are represented by a parent, guardian or agency.</li>
          <li>Respect the agreed hours and usage period.</li>
        </ul>
      </section>

      <section className="page__section" aria-labelledby="safety-report">
        <h2 id="safety-report">Something feels wrong?</h2>
        <p>
          Tell us. Write to us through the <Link to={WEB_ROUTES.CONTACT_US}>Contact us</Link> page
          with the profile or casting concerned and what happened. We read every report and act on
          it.
        </p>
      </section>
    </div>
  )
}
