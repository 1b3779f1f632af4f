import { WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/** Keeps header and footer when a page fails, most often a chunk lost to a new deployment. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation('layout')
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <div className="page container" role="alert">
      <h1 className="page__title">{t('routeError.title')}</h1>
      <p className="page__lead">
        {detail ? t('routeError.leadWithDetail', { detail }) : t('routeError.lead')}
      </p>
      <p>
        <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>{' '}
        <Link to={WEB_ROUTES.HOME}>{t('routeError.home')}</Link>
      </p>
    </div>
  )
}
