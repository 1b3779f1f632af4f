import {
  AUDIT_ACTION_VALUES,
  AUDIT_TARGET_KIND_VALUES,
  auditActionKey,
  type AdminAuditLogItem,
  type AuditTargetKind,
} from '@cnm/contracts'
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

const isTargetKind = (kind: string): kind is AuditTargetKind =>
  (AUDIT_TARGET_KIND_VALUES as readonly string[]).includes(kind)

/** The row's target as kind and id ("profile", 12); null when it has none. */
const targetOf = (row: AdminAuditLogItem): { kind: string; id: string } | null => {
  if (row.targetModelProfileId !== null)
    return { kind: 'profile', id: String(row.targetModelProfileId) }
  if (row.targetCastingId !== null) return { kind: 'casting', id: String(row.targetCastingId) }
  if (row.targetRef) {
    const [kind = '', id = ''] = row.targetRef.split(':')
    return { kind, id }
  }
  return row.targetUser ? { kind: 'user', id: String(row.targetUser.id) } : null
}

/** "kind:id" of the URL as the two controls that compose it. */
const splitTarget = (target: string) => {
  const [kind = '', id = ''] = target.split(':')
  return isTargetKind(kind) ? { kind, id } : { kind: '', id: '' }
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
  // Issue #26: the target is chosen as a kind by its name and an id, not typed as "user:12".
  const [target, setTarget] = useState(() => splitTarget(applied.target))
  const kindLabel = (kind: string) => (isTargetKind(kind) ? t(`audit.targetKinds.${kind}`) : kind)
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
    const composed = {
      ...draft,
      target: target.kind && target.id.trim() ? `${target.kind}:${target.id.trim()}` : '',
    }
    for (const name of FILTERS) if (composed[name].trim()) next.set(name, composed[name].trim())
    setParams(next)
  }
  return (
    <AdminSection titleId="admin-audit-title" title={t('audit.title')} lead={t('audit.lead')}>
      <form className="admin__filters" onSubmit={submit} role="search">
        <SelectField
          label={t('audit.filters.targetKind')}
          value={target.kind}
          onChange={(event) => setTarget((current) => ({ ...current, kind: event.target.value }))}
        >
          <option value="">{t('audit.filters.anyTarget')}</option>
          {AUDIT_TARGET_KIND_VALUES.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(kind)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('audit.filters.targetId')}
          inputMode="numeric"
          value={target.id}
          onChange={(event) => setTarget((current) => ({ ...current, id: event.target.value }))}
        />
        {FILTERS.filter((name) => name !== 'target').map((name) =>
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
          {
            key: 'target',
            header: t('audit.columns.target'),
            cell: (row) => {
              const found = targetOf(row)
              return found ? `${kindLabel(found.kind)} #${found.id}` : '—'
            },
          },
          { key: 'reason', header: t('audit.columns.reason'), cell: (row) => row.reason ?? '—' },
        ]}
      />
    </AdminSection>
  )
}
