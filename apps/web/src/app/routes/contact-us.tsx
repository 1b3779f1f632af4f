import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/ui/page-header'
import { companyAddress, config } from '@/config'
import { LeaveMessagePanel } from '@/features/inquiries/components/leave-message-panel'
import './contact-us.css'

export function ContactUsRoute() {
  const { company } = config
  const { t, i18n } = useTranslation('contact')
  return (
    <div className="page container">
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHeader>

      <div className="contact-layout">
        <section aria-labelledby="contact-ways">
          <h2 id="contact-ways">{t('ways.title')}</h2>
          <dl className="contact-list">
            <div>
              <dt>{t('ways.email')}</dt>
              <dd>
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </dd>
            </div>
            {company.phone && (
              <div>
                <dt>{t('ways.phone')}</dt>
                <dd>
                  <a href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</a>
                </dd>
              </div>
            )}
            <div>
              <dt>{t('ways.office')}</dt>
              <dd>{companyAddress(company, i18n.resolvedLanguage)}</dd>
            </div>
          </dl>
          <h3>{t('models.title')}</h3>
          <p>{t('models.text')}</p>
          <h3>{t('account.title')}</h3>
          <p>{t('account.text')}</p>
        </section>

        <LeaveMessagePanel />
      </div>
    </div>
  )
}
