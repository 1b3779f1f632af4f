import { WEB_ROUTES } from '@cnm/contracts'
import { Link } from 'react-router-dom'
import { buttonClassName } from '@/components/ui/button'
import { PageHeader } from '@/components/ui/page-header'

export function NotFoundRoute() {
  return (
    <div className="page container">
      <PageHeader eyebrow="404" title="Page not found">
        The page you are looking for does not exist or has moved.
      </PageHeader>
      <Link to={WEB_ROUTES.HOME} className={buttonClassName('primary')}>
        Back to the home page
      </Link>
    </div>
  )
}
