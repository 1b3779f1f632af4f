import { WEB_ROUTES, type ModelHiddenByAdmin } from '@cnm/contracts'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { useFormat } from '@/lib/format'

/** Where the owner of a profile the administrators hid can appeal: Contact us. */
export function HiddenByAdminAppeal() {
  const { t } = useTranslation('models')
  return (
    <Trans
      t={t}
      i18nKey="hiddenByAdmin.appeal"
      components={{ contactLink: <Link to={WEB_ROUTES.CONTACT_US} /> }}
    />
  )
}

/**
 * On the owner's profile page while the administrators keep the profile hidden: since when,
 * their reason (the one the owner was notified of) and where to appeal. Only an
 * administrator can show it again, so My Model Management offers no Publish/Hide for it;
 * editing stays open (the API allows it).
 */
export function HiddenByAdminAlert({ hidden }: { hidden: ModelHiddenByAdmin }) {
  const { t } = useTranslation('models')
  const format = useFormat()
  return (
    <Alert>
      <strong>{t('hiddenByAdmin.title')}</strong>
      <p>{t('hiddenByAdmin.text', { date: format.date(hidden.at, 'long') })}</p>
      {hidden.reason && <p>{t('hiddenByAdmin.reason', { reason: hidden.reason })}</p>}
      <p>
        <HiddenByAdminAppeal />
      </p>
    </Alert>
  )
}
