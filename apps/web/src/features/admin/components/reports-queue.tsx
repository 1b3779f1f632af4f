import {
  ADMIN_REPORT_KIND_VALUES,
  MODEL_REPORT_STATUS_VALUES,
  type AdminReportItem,
  type AdminReportKind,
  type ModelReportStatus,
} from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useActOnReport, useReportQueue, type ReportAction } from '../api/console'
import { AdminSection, AdminTable } from './admin-table'
import { DecisionDialog } from './reason-dialog'
import { ReportedContent } from './reported-content'
import { useDecision } from './use-decision'
import { useFilterParam, usePageParam } from './use-page-param'

const isKind = (value: string | null): value is AdminReportKind =>
  (ADMIN_REPORT_KIND_VALUES as readonly (string | null)[]).includes(value)
const isStatus = (value: string | null): value is ModelReportStatus =>
  (MODEL_REPORT_STATUS_VALUES as readonly (string | null)[]).includes(value)

/** Reports on profiles, castings, messages and reviews, each with the content in context. */
export function ReportsQueue() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [params] = useSearchParams()
  const [page, setPage] = usePageParam()
  const kindParam = params.get('kind')
  const statusParam = params.get('status')
  const kind = isKind(kindParam) ? kindParam : undefined
  const status = isStatus(statusParam) ? statusParam : 'open'
  const queue = useReportQueue({ kind, status, page })
  const act = useActOnReport()
  const decision = useDecision<AdminReportItem, ReportAction>(
    (report, action, reason) =>
      act.mutateAsync({ kind: report.kind, id: report.id, action, reason }),
    (action) => t(`reports.done.${action}`),
  )
  const setFilter = useFilterParam()
  return (
    <AdminSection titleId="admin-reports-title" title={t('reports.title')} lead={t('reports.lead')}>
      <div className="admin__filters">
        <SelectField
          label={t('reports.filters.kind')}
          value={kind ?? ''}
          onChange={(event) => setFilter('kind', event.target.value)}
        >
          <option value="">{t('reports.filters.allKinds')}</option>
          {ADMIN_REPORT_KIND_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`reports.kind.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('reports.filters.status')}
          value={status}
          onChange={(event) => setFilter('status', event.target.value)}
        >
          {MODEL_REPORT_STATUS_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`reports.status.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminTable
        caption={t('reports.caption')}
        list={queue}
        rowKey={(report) => `${report.kind}:${report.id}`}
        empty={{ title: t('reports.empty.title'), text: t('reports.empty.text') }}
        page={page}
        onPage={setPage}
        columns={[
          {
            key: 'kind',
            header: t('reports.columns.kind'),
            cell: (r) => t(`reports.kind.${r.kind}`),
          },
          {
            key: 'content',
            header: t('reports.columns.content'),
            cell: (r) => <ReportedContent content={r.content} />,
          },
          {
            key: 'reason',
            header: t('reports.columns.reason'),
            cell: (r) => (
              <>
                {r.content.kind === 'impersonation'
                  ? t(`reports.channel.${r.content.channel}`)
                  : r.reason.value}
                {r.details && <p className="admin__context">{r.details}</p>}
              </>
            ),
          },
          {
            key: 'created',
            header: t('reports.columns.created'),
            cell: (r) => format.dateTime(r.createdAt),
          },
        ]}
        actions={(report) =>
          report.status === 'open' ? (
            <>
              <Button size="sm" variant="outline" onClick={() => decision.start(report, 'dismiss')}>
                {t('reports.dismiss')}
              </Button>
              {report.content.kind === 'impersonation' ? (
                // Outside the platform: nothing to hide, only acted on (ADR 0042).
                <Button size="sm" onClick={() => decision.start(report, 'resolve')}>
                  {t('reports.resolve')}
                </Button>
              ) : report.content.hidden ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => decision.start(report, 'restore')}
                >
                  {t('reports.restore')}
                </Button>
              ) : (
                <Button size="sm" onClick={() => decision.start(report, 'hide')}>
                  {t('reports.hide')}
                </Button>
              )}
            </>
          ) : report.content.hidden ? (
            <Button size="sm" variant="outline" onClick={() => decision.start(report, 'restore')}>
              {t('reports.restore')}
            </Button>
          ) : (
            t(`reports.status.${report.status}`)
          )
        }
      />
      <DecisionDialog
        decision={decision}
        words={({ action }) => ({
          title: t(`reports.dialog.${action}.title`),
          description: t(`reports.dialog.${action}.description`),
          confirmLabel: t(`reports.${action}`),
        })}
        reasonRequired={() => true}
      />
    </AdminSection>
  )
}
