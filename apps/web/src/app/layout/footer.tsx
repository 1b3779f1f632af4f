import { UI, WEB_ROUTES } from '@cnm/contracts'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Logo } from '@/components/ui/logo'
import { companyAddress, config } from '@/config'
import { CastingInquiryModal } from '@/features/inquiries/components/casting-inquiry-modal'
import { CastingRequestPanel } from '@/features/inquiries/components/casting-request-panel'
import './footer.css'

// Spec §2 footer groups. Every footer link opens in a new tab, internal pages included.
const FOOTER_GROUPS = [
  {
    title: 'company',
    links: [
      { label: 'aboutUs', href: WEB_ROUTES.ABOUT },
      { label: 'ourCompany', href: config.links.company },
    ],
  },
  {
    title: 'policies',
    links: [
      { label: 'privacy', href: config.links.privacy },
      { label: 'terms', href: config.links.terms },
    ],
  },
  {
    title: 'support',
    links: [
      { label: 'safety', href: WEB_ROUTES.SAFETY_AND_TRUST },
      { label: 'verify', href: WEB_ROUTES.VERIFY },
      { label: 'howItWorks', href: WEB_ROUTES.HOW_IT_WORKS },
      { label: 'contactUs', href: WEB_ROUTES.CONTACT_US },
    ],
  },
] as const

export function Footer() {
  const [requestOpen, setRequestOpen] = useState(false)
  const [inquiryOpen, setInquiryOpen] = useState(false)
  const panelId = useId()
  const panelTitleId = useId()
  const requestToggle = useRef<HTMLButtonElement>(null)
  const { t, i18n } = useTranslation('layout')
  const { company } = config
  const details = (
    [
      ['ceo', company.ceo],
      ['address', companyAddress(company, i18n.resolvedLanguage)],
      ['email', company.email],
      ['phone', company.phone],
      ['businessNumber', company.businessNumber],
    ] as const
  ).filter(([, value]) => value)

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p>{t('footer.tagline')}</p>
          <div className="site-footer__actions">
            <button
              ref={requestToggle}
              type="button"
              className="site-footer__request"
              aria-expanded={requestOpen}
              aria-controls={panelId}
              onClick={() => setRequestOpen((open) => !open)}
            >
              {t('footer.castingRequest')}
            </button>
            <button
              type="button"
              className="icon-button site-footer__help"
              aria-label={t('footer.castingInquiry')}
              onClick={() => setInquiryOpen(true)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
                <path
                  d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.7v.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
                <circle cx="12" cy="17.5" r="1.2" fill="currentColor" />
              </svg>
            </button>
          </div>
        </div>

        <nav className="site-footer__nav" aria-label={t('footer.label')}>
          {FOOTER_GROUPS.map((group) => (
            <div key={group.title} className="site-footer__group">
              <h2 className="site-footer__heading">{t(`footer.groups.${group.title}`)}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {t(`footer.links.${link.label}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>

        <dl className="site-footer__company" aria-label={t('footer.companyDetails')}>
          <div>
            <dt className="visually-hidden">{t('footer.groups.company')}</dt>
            <dd className="site-footer__company-name">{company.name}</dd>
          </div>
          {details.map(([term, value]) => (
            <div key={term}>
              <dt>{t(`footer.details.${term}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      {requestOpen && (
        <div className="site-footer__panel">
          <CastingRequestPanel
            id={panelId}
            titleId={panelTitleId}
            onDone={() => {
              setRequestOpen(false)
              // The form that had focus is gone; give it back to the toggle that opened it.
              requestToggle.current?.focus()
            }}
          />
        </div>
      )}

      <p className="site-footer__copyright">
        {t('footer.copyright', { year: UI.COPYRIGHT_YEAR, company: company.name })}
      </p>
      <CastingInquiryModal open={inquiryOpen} onClose={() => setInquiryOpen(false)} />
    </footer>
  )
}
