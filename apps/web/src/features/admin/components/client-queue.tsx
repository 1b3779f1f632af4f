import { EXAMINATION_STATUS, type CurrentUser } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useFormat } from '@/lib/format'
import { useClientQueue, useDecideClient } from '../api/client-queue'
import { AdminTable, pageCountOf } from './admin-table'
import { ReasonDialog } from './reason-dialog'
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
  const target = decision.open
  return (
    <section aria-labelledby="admin-clients-title">
      <h2 id="admin-clients-title" className="admin__section-title">
        {t('clients.title')}
      </h2>
      <p className="admin__lead">{t('clients.lead')}</p>
      <AdminTable
        caption={t('clients.caption')}
        rows={queue.data?.items}
        rowKey={(user) => user.id}
        loading={queue.isFetching}
        failed={queue.isError}
        onRetry={() => void queue.refetch()}
        empty={{ title: t('clients.empty.title'), text: t('clients.empty.text') }}
        page={page}
        pageCount={pageCountOf(queue.data)}
        onPage={setPage}
        columns={[
          {
            key: 'company',
            header: t('clients.columns.company'),
            cell: (user) => user.agency ?? `${user.firstName} ${user.lastName}`,
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
      <ReasonDialog
        open={target !== null}
        title={
          target
            ? t(`clients.dialog.${target.action}.title`, {
                name: target.target.agency ?? target.target.email,
              })
            : ''
        }
        description={target ? t(`clients.dialog.${target.action}.description`) : ''}
        confirmLabel={target ? t(`clients.${target.action}`) : ''}
        reasonRequired={target?.action === 'sendBack'}
        pending={decision.pending}
        error={decision.error}
        onConfirm={(reason) => void decision.confirm(reason)}
        onCancel={decision.cancel}
      />
    </section>
  )
}
