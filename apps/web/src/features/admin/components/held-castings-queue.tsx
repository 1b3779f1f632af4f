import {
  CASTING_STATUS_VALUES,
  webPath,
  WEB_ROUTES,
  type AdminCasting,
  type CastingStatus,
} from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useActOnCasting, useCastingQueue, type CastingAction } from '../api/castings-queue'
import { AdminTable, pageCountOf } from './admin-table'
import { ReasonDialog } from './reason-dialog'
import { useDecision } from './use-decision'
import { useFilterParam, usePageParam } from './use-page-param'

const isStatus = (value: string | null): value is CastingStatus =>
  (CASTING_STATUS_VALUES as readonly (string | null)[]).includes(value)

/**
 * Castings held by the money-asking rule (ADR 0023), with the words that held them:
 * release to go live, or reject back to the client with a reason. Other statuses can be
 * listed to hide or restore a casting.
 */
export function HeldCastingsQueue() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [params] = useSearchParams()
  const setFilter = useFilterParam()
  const [page, setPage] = usePageParam()
  const statusParam = params.get('status')
  const status = isStatus(statusParam) ? statusParam : 'held'
  const queue = useCastingQueue({ status, page })
  const act = useActOnCasting()
  const decision = useDecision<AdminCasting, CastingAction>(
    (casting, action, reason) => act.mutateAsync({ id: casting.id, action, reason }),
    (action) => t(`castings.done.${action}`),
  )
  const target = decision.open
  return (
    <section aria-labelledby="admin-castings-title">
      <h2 id="admin-castings-title" className="admin__section-title">
        {t('castings.title')}
      </h2>
      <p className="admin__lead">{t('castings.lead')}</p>
      <div className="admin__filters">
        <SelectField
          label={t('castings.filters.status')}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          {CASTING_STATUS_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`castings.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminTable
        caption={t('castings.caption')}
        rows={queue.data?.items}
        rowKey={(casting) => casting.id}
        loading={queue.isFetching}
        failed={queue.isError}
        onRetry={() => void queue.refetch()}
        empty={{ title: t('castings.empty.title'), text: t('castings.empty.text') }}
        page={page}
        pageCount={pageCountOf(queue.data)}
        onPage={setPage}
        columns={[
          {
            key: 'casting',
            header: t('castings.columns.casting'),
            cell: (casting) => (
              <div className="admin__context">
                <Link to={webPath(WEB_ROUTES.CASTING, { id: casting.id })}>{casting.title}</Link>
                {' · '}
                {casting.companyName}
                {casting.hiddenAt && (
                  <span className="admin__badge">{t('reports.hiddenBadge')}</span>
                )}
                <p>{casting.otherContent}</p>
              </div>
            ),
          },
          {
            key: 'why',
            header: t('castings.columns.why'),
            cell: (casting) => casting.holdReason ?? casting.hiddenReason ?? '—',
          },
          {
            key: 'pay',
            header: t('castings.columns.pay'),
            cell: (casting) => format.money(casting.pay.budget),
          },
          {
            key: 'created',
            header: t('castings.columns.created'),
            cell: (casting) => format.date(casting.createdAt),
          },
        ]}
        actions={(casting) => (
          <>
            {casting.status === 'held' && (
              <>
                <Button size="sm" onClick={() => decision.start(casting, 'release')}>
                  {t('castings.release')}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => decision.start(casting, 'reject')}
                >
                  {t('castings.reject')}
                </Button>
              </>
            )}
            {casting.hiddenAt ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => decision.start(casting, 'restore')}
              >
                {t('castings.restore')}
              </Button>
            ) : (
              <Button size="sm" variant="outline" onClick={() => decision.start(casting, 'hide')}>
                {t('castings.hide')}
              </Button>
            )}
          </>
        )}
      />
      <ReasonDialog
        open={target !== null}
        title={
          target ? t(`castings.dialog.${target.action}.title`, { title: target.target.title }) : ''
        }
        description={target ? t(`castings.dialog.${target.action}.description`) : ''}
        confirmLabel={target ? t(`castings.${target.action}`) : ''}
        reasonRequired={target?.action !== 'release'}
        pending={decision.pending}
        error={decision.error}
        onConfirm={(reason) => void decision.confirm(reason)}
        onCancel={decision.cancel}
      />
    </section>
  )
}
