import { WEB_ROUTES, type AdminDashboard as Counts } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { useFormat } from '@/lib/format'
import { useAdminDashboard } from '../api/console'
import { AdminSection } from './admin-table'
import { RankingRecompute } from './ranking-recompute'

const CARDS: readonly { key: keyof Counts; to: string }[] = [
  { key: 'clientsAwaitingApproval', to: WEB_ROUTES.ADMIN_CLIENTS },
  { key: 'profilesAwaitingReview', to: WEB_ROUTES.ADMIN_MODEL_REVIEWS },
  { key: 'heldCastings', to: WEB_ROUTES.ADMIN_CASTINGS },
  { key: 'openReports', to: WEB_ROUTES.ADMIN_REPORTS },
  { key: 'suspendedAccounts', to: WEB_ROUTES.ADMIN_ACCOUNTS },
]

/** /admin: how much is waiting in each queue, each count leading to its queue. */
export function AdminDashboard() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const dashboard = useAdminDashboard()
  return (
    <AdminSection
      titleId="admin-dashboard-title"
      title={t('dashboard.title')}
      lead={t('dashboard.lead')}
    >
      {dashboard.isError && <Alert tone="error">{t('errors.load')}</Alert>}
      <ul className="admin__cards" aria-busy={dashboard.isPending}>
        {CARDS.map((card) => (
          <li key={card.key}>
            <Link to={card.to} className="admin__card">
              <span className="admin__card-count">
                {dashboard.data ? format.number(dashboard.data[card.key]) : '–'}
              </span>
              {t(`dashboard.cards.${card.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      <RankingRecompute />
    </AdminSection>
  )
}
