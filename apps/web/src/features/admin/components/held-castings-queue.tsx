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
import { AdminSection, AdminTable } from './admin-table'
import { DecisionDialog } from './reason-dialog'
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
  return (
    <AdminSection
      titleId="admin-castings-title"
      title={t('castings.title')}
      lead={t('castings.lead')}
    >
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
        list={queue}
        rowKey={(casting) => casting.id}
        empty={{ title: t('castings.empty.title'), text: t('castings.empty.text') }}
        page={page}
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
                  <span className="admin__badge">
                    {casting.hiddenBySuspension
                      ? t('castings.suspendedBadge')
                      : t('reports.hiddenBadge')}
                  </span>
                )}
                <p>{casting.otherContent}</p>
              </div>
            ),
          },
          {
            key: 'why',
            header: t('castings.columns.why'),
            cell: (casting) =>
              casting.holdMatches ?? casting.holdReason ?? casting.hiddenReason ?? '—',
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
            {/* Only an administrator's hide is restored here; the suspension's is the
                account's (reinstating shows it), and hiding makes it a decision of its own. */}
            {casting.hiddenAt && !casting.hiddenBySuspension ? (
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
      <DecisionDialog
        decision={decision}
        words={({ target, action }) => ({
          title: t(`castings.dialog.${action}.title`, { title: target.title }),
          description: t(`castings.dialog.${action}.description`),
          confirmLabel: t(`castings.${action}`),
        })}
        reasonRequired={(action) => action !== 'release'}
      />
    </AdminSection>
  )
}
