import { EXAMINATION_STATUS, formatBusinessNumber, type CurrentUser } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { useClientQueue, useDecideClient } from '../api/client-queue'
import { AdminSection, AdminTable } from './admin-table'
import { DecisionDialog } from './reason-dialog'
import { useDecision } from './use-decision'
import { usePageParam } from './use-page-param'

type ClientAction = 'approve' | 'sendBack'

/** Client accounts awaiting approval: approve, or send back with the reason the client reads. */
export function ClientQueue() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [page, setPage] = usePageParam()
  const queue = useClientQueue(page)
  const decide = useDecideClient()
  const decision = useDecision<CurrentUser, ClientAction>(
    (user, action, reason) =>
      decide.mutateAsync({
        id: user.id,
        decision:
          action === 'approve'
            ? { status: EXAMINATION_STATUS.APPROVAL, reason }
            : { status: EXAMINATION_STATUS.NONE, reason },
      }),
    (action) => t(`clients.done.${action}`),
  )
  return (
    <AdminSection titleId="admin-clients-title" title={t('clients.title')} lead={t('clients.lead')}>
      <AdminTable
        caption={t('clients.caption')}
        list={queue}
        rowKey={(user) => user.id}
        empty={{ title: t('clients.empty.title'), text: t('clients.empty.text') }}
        page={page}
        onPage={setPage}
        columns={[
          {
            key: 'company',
            header: t('clients.columns.company'),
            cell: (user) => user.agency ?? `${user.firstName} ${user.lastName}`,
          },
          {
            // Issue #25, ADR 0043: what the approval rests on, checkable by anyone.
            key: 'business',
            header: t('clients.columns.business'),
            cell: (user) =>
              user.business ? (
                <>
                  {formatBusinessNumber(user.business.number)}
                  <br />
                  <span className="admin-muted" data-status={user.business.status}>
                    {t(`clients.business.${user.business.status}`)}
                  </span>
                </>
              ) : (
                t('clients.business.none')
              ),
          },
          {
            key: 'category',
            header: t('clients.columns.category'),
            cell: (user) => user.categoryTwoDepth.map((category) => category.value).join(', '),
          },
          { key: 'email', header: t('clients.columns.email'), cell: (user) => user.email },
          {
            key: 'homePage',
            header: t('clients.columns.homePage'),
            cell: (user) => user.homePage ?? '—',
          },
          {
            key: 'since',
            header: t('clients.columns.since'),
            cell: (user) => format.date(user.createdAt),
          },
        ]}
        actions={(user) => (
          <>
            <Button size="sm" onClick={() => decision.start(user, 'approve')}>
              {t('clients.approve')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => decision.start(user, 'sendBack')}>
              {t('clients.sendBack')}
            </Button>
          </>
        )}
      />
      <DecisionDialog
        decision={decision}
        words={({ target, action }) => ({
          title: t(`clients.dialog.${action}.title`, { name: target.agency ?? target.email }),
          description: t(`clients.dialog.${action}.description`),
          confirmLabel: t(`clients.${action}`),
        })}
        reasonRequired={(action) => action === 'sendBack'}
      />
    </AdminSection>
  )
}
