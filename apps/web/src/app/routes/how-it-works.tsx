import { WEB_ROUTES } from '@cnm/contracts'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/ui/page-header'

export function HowItWorksRoute() {
  return (
    <div className="page container">
      <PageHeader eyebrow="How it works" title="How Casting N Model works">
        Two kinds of accounts, one goal: the right model on the right job. Here is the path for
        each.
      </PageHeader>

      <section className="page__section" aria-labelledby="how-models">
        <h2 id="how-models">For models</h2>
        <ol className="steps">
          <li>
            <strong>Sign up as a model</strong>
            Choose &ldquo;I&apos;m Model&rdquo;, then sign up with your e-mail or your Google
            account. We confirm your e-mail address and phone number with a six-digit code.
          </li>
          <li>
            <strong>Tell clients who you are</strong>
            Your name, nationality, where you live, and the category you work in.
          </li>
          <li>
            <strong>Request a review</strong>
            In My page, press &ldquo;Request review&rdquo;. Our team checks your profile and lets
            you know. Approved models can use every function.
          </li>
          <li>
            <strong>Receive proposals</strong>
            Clients send proposals with the contract period, budget, shooting date and location, and
            the media where the work will appear. You decide what to take.
          </li>
        </ol>
      </section>

      <section className="page__section" aria-labelledby="how-clients">
        <h2 id="how-clients">For clients</h2>
        <ol className="steps">
          <li>
            <strong>Sign up as a client</strong>
            Choose &ldquo;I&apos;m Client&rdquo; and add your company name, company location and
            website.
          </li>
          <li>
            <strong>Wait for approval</strong>
            An administrator checks the account. Once approved, you can use all functions.
          </li>
          <li>
            <strong>Send a casting request</strong>
            Use the Casting Request button at the bottom of any page: title, product category, the
            kind of model you need, age, number of models, dates, location, media and budget.
          </li>
          <li>
            <strong>Agree and shoot</strong>
            Settle the details with the model or their agency, then get to work.
          </li>
        </ol>
      </section>

      <section className="page__section" aria-labelledby="how-faq">
        <h2 id="how-faq">Common questions</h2>
        <h3>I forgot my password.</h3>
        <p>
          Choose &ldquo;Forgot your password?&rdquo; in the log-in window and we will e-mail you a
          temporary password. Change it in My page afterwards.
        </p>
        <h3>Can an agency manage several models?</h3>
        <p>Model accounts get a My Model Management area in My page for exactly that.</p>
        <p>
          Anything else? <Link to={WEB_ROUTES.CONTACT_US}>Contact us</Link>.
        </p>
      </section>
    </div>
  )
}
