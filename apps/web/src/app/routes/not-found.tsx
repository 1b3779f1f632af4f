import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'

export function NotFoundRoute() {
  const { t } = useTranslation('layout')
  return (
    <div className="page container">
      <PageHeader eyebrow="404" title={t('notFound.title')}>
        {t('notFound.lead')}
      </PageHeader>
      <Link to={WEB_ROUTES.HOME} className={buttonClassName('primary')}>
        {t('notFound.home')}
      </Link>
    </div>
  )
}
