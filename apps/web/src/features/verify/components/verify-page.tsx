import { WEB_ROUTES } from '@cnm/contracts'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader, PageTitle } from '@/components/ui/page-header'
import { ImpersonationReportForm } from './impersonation-report-form'
import { VerifyLookup } from './verify-lookup'
import './verify.css'

/**
 * /verify (issue #25 "Outside the platform"): someone who got a DM or a call about a casting
 * checks it here, and reports an impersonation.
 */
export function VerifyPage() {
  const { t } = useTranslation('verify')
  return (
    <div className="page container verify">
      <PageTitle title={t('title')} />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')}>
        {t('lead')}
      </PageHeader>
      <p className="verify__no-money verify__no-money--lead">{t('noMoney')}</p>
      <VerifyLookup />
      <ImpersonationReportForm />
      <p>
        <Trans
          t={t}
          i18nKey="safetyLink"
          components={{ safetyLink: <Link to={WEB_ROUTES.SAFETY_AND_TRUST} /> }}
        />
      </p>
    </div>
  )
}
