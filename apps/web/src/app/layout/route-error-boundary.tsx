import { WEB_ROUTES } from '@cnm/contracts'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom'
import { Button } from '@/components/ui/button'

/** Keeps header and footer when a page fails, most often a chunk lost to a new deployment. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null
  return (
    <div className="page container" role="alert">
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">
        This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.
      </p>
      <p>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>{' '}
        <Link to={WEB_ROUTES.HOME}>Go to the home page</Link>
      </p>
    </div>
  )
}
