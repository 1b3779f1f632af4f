import { PAY_CASE_STATE_VALUES, type PayCase, type PayCaseState } from '@cnm/contracts'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useActOnPayCase, usePayCases, type PayCaseAction } from '../api/pay-cases'
import { AdminSection, AdminTable } from './admin-table'
import { DecisionDialog } from './reason-dialog'
import { useDecision } from './use-decision'
import { useFilterParam } from './use-page-param'

const isState = (value: string | null): value is PayCaseState =>
  (PAY_CASE_STATE_VALUES as readonly (string | null)[]).includes(value)

/**
 * The pay queue (issue #28, ADR 0046): bookings whose pay (or a late cancellation's kill fee)
 * is 14 days overdue or disputed. An administrator reads both sides, adds notes and marks a
 * case resolved; every note is kept in the audit log. No money passes through the platform.
 */
export function PayQueue() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [params] = useSearchParams()
  const setFilter = useFilterParam()
  const stateParam = params.get('state')
  const state = isState(stateParam) ? stateParam : 'open'
  const queue = usePayCases(state)
  const act = useActOnPayCase()
  const decision = useDecision<PayCase, PayCaseAction>(
    (item, action, note) => act.mutateAsync({ id: item.agreementId, action, note }),
    (action) => t(`pay.done.${action}`),
  )
  // Due dates are Seoul days: noon there reads as the same day everywhere.
  const day = (date: string) => format.date(`${date}T12:00:00+09:00`)
  return (
    <AdminSection titleId="admin-pay-title" title={t('pay.title')} lead={t('pay.lead')}>
      <div className="admin__filters">
        <SelectField
          label={t('pay.filters.state')}
          value={state}
          onChange={(event) => setFilter('state', event.target.value)}
        >
          {PAY_CASE_STATE_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`pay.states.${value}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <AdminTable
        caption={t('pay.caption')}
        list={queue}
        rowKey={(item) => item.agreementId}
        empty={{ title: t(`pay.empty.${state}.title`), text: t(`pay.empty.${state}.text`) }}
        page={1}
        onPage={() => undefined}
        columns={[
          {
            key: 'booking',
            header: t('pay.columns.booking'),
            cell: (item) => (
              <div className="admin__context">
                {item.title}
                {item.reasons.map((reason) => (
                  <span key={reason} className="admin__badge">
                    {t(`pay.reasons.${reason}`)}
                  </span>
                ))}
                {item.owed === 'kill_fee' && (
                  <span className="admin__badge">{t('pay.killFee')}</span>
                )}
              </div>
            ),
          },
          {
            key: 'client',
            header: t('pay.columns.client'),
            cell: (item) =>
              [item.client.companyName, item.client.name].filter(Boolean).join(' · ') || '—',
          },
          {
            key: 'model',
            header: t('pay.columns.model'),
            cell: (item) => item.model.stageName || '—',
          },
          {
            key: 'amount',
            header: t('pay.columns.amount'),
            cell: (item) => format.money(item.amount),
          },
          {
            key: 'due',
            header: t('pay.columns.due'),
            cell: (item) => (
              <>
                {day(item.dueDate)}
                <br />
                <span>
                  {item.daysOverdue > 0
                    ? t('pay.daysOverdue', { count: item.daysOverdue })
                    : t('pay.notYetDue')}
                </span>
              </>
            ),
          },
          {
            key: 'status',
            header: t('pay.columns.status'),
            cell: (item) => (
              <div className="admin__context">
                {t(`pay.statuses.${item.payStatus}`)}
                {item.paidOn && (
                  <p>
                    {t('pay.paid', {
                      day: day(item.paidOn),
                      amount: item.paidAmount === null ? '—' : format.money(item.paidAmount),
                    })}
                  </p>
                )}
                {item.disputeNote && <p>{t('pay.disputeNote', { note: item.disputeNote })}</p>}
              </div>
            ),
          },
          {
            key: 'notes',
            header: t('pay.columns.notes'),
            cell: (item) =>
              item.notes.length === 0 ? (
                t('pay.noNotes')
              ) : (
                <ul className="admin__notes">
                  {item.notes.map((note) => (
                    <li key={note.at}>
                      {note.resolved && <strong>{t('pay.resolvedNote')} </strong>}
                      {note.text}{' '}
                      <small>
                        {format.date(note.at)} · {note.by ?? t('pay.formerAdmin')}
                      </small>
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
        actions={(item) => (
          <>
            <Button size="sm" variant="outline" onClick={() => decision.start(item, 'note')}>
              {t('pay.note')}
            </Button>
            {item.resolvedAt === null && (
              <Button size="sm" onClick={() => decision.start(item, 'resolve')}>
                {t('pay.resolve')}
              </Button>
            )}
          </>
        )}
      />
      <DecisionDialog
        decision={decision}
        words={({ target, action }) => ({
          title: t(`pay.dialog.${action}.title`, { title: target.title }),
          description: t(`pay.dialog.${action}.description`),
          confirmLabel: t(`pay.${action}`),
          // A resolution's note goes to both sides (ADR 0046 addendum); a note stays internal.
          label: t(action === 'resolve' ? 'pay.dialog.resolveLabel' : 'pay.dialog.label'),
        })}
        reasonRequired={(action) => action === 'note'}
      />
    </AdminSection>
  )
}
