import { AUDIT_ACTION_VALUES, auditActionKey, type AdminAuditLogItem } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field, SelectField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useAuditLog } from '../api/console'
import { AdminSection, AdminTable } from './admin-table'
import { usePageParam } from './use-page-param'

const FILTERS = ['actorId', 'target', 'action', 'from', 'to'] as const
type Filter = (typeof FILTERS)[number]
const INPUT_TYPES: Record<Filter, string> = {
  actorId: 'text',
  target: 'text',
  action: 'text',
  from: 'date',
  to: 'date',
}

/** A calendar day (the date input's value) as the start or end of that day in Seoul. */
const dayBound = (day: string, end: boolean) =>
  day ? `${day}T${end ? '23:59:59.999' : '00:00:00.000'}+09:00` : undefined

const targetOf = (row: AdminAuditLogItem): string => {
  if (row.targetModelProfileId !== null) return `profile:${row.targetModelProfileId}`
  if (row.targetCastingId !== null) return `casting:${row.targetCastingId}`
  if (row.targetRef) return row.targetRef
  return row.targetUser ? `user:${row.targetUser.id}` : '—'
}

/** Every administrator action, newest first, filtered by actor, target, action and date. */
export function AuditLog() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [params, setParams] = useSearchParams()
  const [page, setPage] = usePageParam()
  const applied = Object.fromEntries(
    FILTERS.map((name) => [name, params.get(name) ?? '']),
  ) as Record<Filter, string>
  const [draft, setDraft] = useState(applied)
  // An action this build has no name for (a newer API) reads as stored rather than blank.
  const actionLabel = (action: string) =>
    t(`audit.actions.${auditActionKey(action)}`, { defaultValue: action })
  const actorId = Number(applied.actorId)
  const log = useAuditLog({
    actorId: Number.isInteger(actorId) && actorId > 0 ? actorId : undefined,
    target: applied.target || undefined,
    action: applied.action || undefined,
    from: dayBound(applied.from, false),
    to: dayBound(applied.to, true),
    page,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = new URLSearchParams()
    for (const name of FILTERS) if (draft[name].trim()) next.set(name, draft[name].trim())
    setParams(next)
  }
  return (
    <AdminSection titleId="admin-audit-title" title={t('audit.title')} lead={t('audit.lead')}>
      <form className="admin__filters" onSubmit={submit} role="search">
        {FILTERS.map((name) =>
          name === 'action' ? (
            // Issue #26: chosen by its name in the reader's language, not typed as a code.
            <SelectField
              key={name}
              label={t('audit.filters.action')}
              value={draft.action}
              onChange={(event) =>
                setDraft((current) => ({ ...current, action: event.target.value }))
              }
            >
              <option value="">{t('audit.filters.anyAction')}</option>
              {AUDIT_ACTION_VALUES.map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </SelectField>
          ) : (
            <Field
              key={name}
              label={t(`audit.filters.${name}`)}
              hint={name === 'target' ? t('audit.filters.targetHint') : undefined}
              type={INPUT_TYPES[name]}
              inputMode={name === 'actorId' ? 'numeric' : undefined}
              value={draft[name]}
              onChange={(event) =>
                setDraft((current) => ({ ...current, [name]: event.target.value }))
              }
            />
          ),
        )}
        <Button type="submit" variant="outline">
          {t('audit.filters.apply')}
        </Button>
      </form>
      {log.isError && log.data === undefined && params.size > 0 && (
        <p className="admin__lead">{t('audit.filters.invalid')}</p>
      )}
      <AdminTable
        caption={t('audit.caption')}
        list={log}
        rowKey={(row) => row.id}
        empty={{ title: t('audit.empty.title'), text: t('audit.empty.text') }}
        page={page}
        onPage={setPage}
        columns={[
          {
            key: 'when',
            header: t('audit.columns.when'),
            cell: (row) => format.dateTime(row.createdAt),
          },
          {
            key: 'action',
            header: t('audit.columns.action'),
            cell: (row) => actionLabel(row.action),
          },
          {
            key: 'actor',
            header: t('audit.columns.actor'),
            cell: (row) => (row.actor ? `${row.actor.label} (#${row.actor.id})` : '—'),
          },
          { key: 'target', header: t('audit.columns.target'), cell: targetOf },
          { key: 'reason', header: t('audit.columns.reason'), cell: (row) => row.reason ?? '—' },
        ]}
      />
    </AdminSection>
  )
}
