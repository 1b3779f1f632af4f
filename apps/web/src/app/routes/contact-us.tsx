import { PageHeader } from '@/components/ui/page-header'
import { config } from '@/config'
import { LeaveMessagePanel } from '@/features/inquiries/components/leave-message-panel'
import './contact-us.css'

export function ContactUsRoute() {
  const { company } = config
  return (
    <div className="page container">
      <PageHeader eyebrow="Contact us" title="Contact us">
        Questions about your account, a casting or a partnership? We read every message and reply by
        e-mail.
      </PageHeader>

      <div className="contact-layout">
        <section aria-labelledby="contact-ways">
          <h2 id="contact-ways">Reach us</h2>
          <dl className="contact-list">
            <div>
              <dt>E-mail</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            {company.phone && (
              <div>
                <dt>Phone</dt>
                <dd>
                  <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
                </dd>
              </div>
            )}
            <div>
              <dt>Office</dt>
              <dd>{company.address}</dd>
            </div>
          </dl>
          <h3>Looking for models?</h3>
          <p>
            Use the Casting Request button at the bottom of the page — it goes straight to our
            casting team.
          </p>
          <h3>Account problems</h3>
          <p>
            Forgot your password? Choose &ldquo;Forgot your password?&rdquo; in the log-in window to
            receive a temporary one. For anything else, write to us with the e-mail address of your
            account.
          </p>
        </section>

        <LeaveMessagePanel />
      </div>
    </div>
  )
}
