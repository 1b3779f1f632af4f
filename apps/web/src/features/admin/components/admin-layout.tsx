import { ROLE, WEB_ROUTES } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { NavLink, Outlet } from 'react-router-dom'
import { useCurrentUser } from '@/lib/current-user'
import { useSession } from '@/lib/session'
import { NotFoundRoute } from '@/app/routes/not-found'
import { PageTitle } from '@/components/ui/page-header'
import './admin.css'

const SECTIONS = [
  { to: WEB_ROUTES.ADMIN, label: 'dashboard', end: true },
  { to: WEB_ROUTES.ADMIN_CLIENTS, label: 'clients' },
  { to: WEB_ROUTES.ADMIN_MODEL_REVIEWS, label: 'modelReviews' },
  { to: WEB_ROUTES.ADMIN_CASTINGS, label: 'castings' },
  { to: WEB_ROUTES.ADMIN_REPORTS, label: 'reports' },
  { to: WEB_ROUTES.ADMIN_PAY, label: 'pay' },
  { to: WEB_ROUTES.ADMIN_ACCOUNTS, label: 'accounts' },
  { to: WEB_ROUTES.ADMIN_AUDIT_LOG, label: 'auditLog' },
] as const

/**
 * /admin/*: administrators only. Anybody else gets the ordinary not-found page, so the
 * console does not announce itself (the API answers them 403 as well).
 */
export function AdminLayout() {
  const { signedIn } = useSession()
  const user = useCurrentUser()
  const { t } = useTranslation('admin')
  if (!signedIn) return <NotFoundRoute />
  if (user.isPending) {
    return (
      <p className="page container admin__loading" role="status">
        {t('loading')}
      </p>
    )
  }
  if (user.data?.role !== ROLE.ADMIN) return <NotFoundRoute />
  return (
    <div className="page container admin">
      <PageTitle title={t('title')} />
      <h1 className="admin__title">{t('title')}</h1>
      <nav className="admin__nav" aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink
                to={section.to}
                end={'end' in section ? section.end : false}
                className="admin__nav-link"
              >
                {t(`nav.${section.label}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin__content">
        <Outlet />
      </div>
    </div>
  )
}
