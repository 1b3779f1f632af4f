import { ROLE, SERVICE_TYPE_IDS, type AdminUserItem, type ServiceType } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { Field, SelectField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useAccounts } from '../api/accounts'
import { useChangeSuspension } from '../api/console'
import { AdminSection, AdminTable } from './admin-table'
import { DecisionDialog } from './reason-dialog'
import { useDecision } from './use-decision'
import { useFilterParam, usePageParam } from './use-page-param'

type AccountAction = 'suspend' | 'reinstate'

const parseServiceType = (value: string | null): ServiceType | undefined =>
  (SERVICE_TYPE_IDS as readonly number[]).includes(Number(value))
    ? (Number(value) as ServiceType)
    : undefined

const nameOf = (user: AdminUserItem) =>
  user.agency ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.email)

/**
 * Find an account and suspend or reinstate it. A suspended account cannot log in, its
 * sessions end and its profiles and castings leave the public pages (ADR 0028).
 */
export function AccountsPanel() {
  const { t } = useTranslation('admin')
  const format = useFormat()
  const [params] = useSearchParams()
  const [page, setPage] = usePageParam()
  const q = params.get('q') ?? ''
  const serviceType = parseServiceType(params.get('serviceType'))
  const suspendedParam = params.get('suspended')
  const suspended =
    suspendedParam === 'true' ? true : suspendedParam === 'false' ? false : undefined
  const [search, setSearch] = useState(q)
  const accounts = useAccounts({ q: q || undefined, serviceType, suspended, page })
  const change = useChangeSuspension()
  const decision = useDecision<AdminUserItem, AccountAction>(
    (user, action, reason) =>
      change.mutateAsync({ id: user.id, suspend: action === 'suspend', reason }),
    (action) => t(`accounts.done.${action}`),
  )
  const setFilter = useFilterParam()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilter('q', search.trim())
  }
  return (
    <AdminSection
      titleId="admin-accounts-title"
      title={t('accounts.title')}
      lead={t('accounts.lead')}
    >
      <form className="admin__filters" role="search" onSubmit={submit}>
        <Field
          label={t('accounts.filters.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit" variant="outline">
          {t('accounts.filters.apply')}
        </Button>
        <SelectField
          label={t('accounts.filters.serviceType')}
          value={serviceType ?? ''}
          onChange={(event) => setFilter('serviceType', event.target.value)}
        >
          <option value="">{t('accounts.filters.allTypes')}</option>
          {SERVICE_TYPE_IDS.map((id) => (
            <option key={id} value={id}>
              {t(`accounts.serviceType.${id}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('accounts.filters.state')}
          value={suspendedParam ?? ''}
          onChange={(event) => setFilter('suspended', event.target.value)}
        >
          <option value="">{t('accounts.filters.anyState')}</option>
          <option value="false">{t('accounts.state.active')}</option>
          <option value="true">{t('accounts.state.suspended')}</option>
        </SelectField>
      </form>
      <AdminTable
        caption={t('accounts.caption')}
        list={accounts}
        rowKey={(user) => user.id}
        empty={{ title: t('accounts.empty.title'), text: t('accounts.empty.text') }}
        page={page}
        onPage={setPage}
        columns={[
          { key: 'id', header: t('accounts.columns.id'), cell: (user) => `#${user.id}` },
          { key: 'name', header: t('accounts.columns.name'), cell: nameOf },
          { key: 'email', header: t('accounts.columns.email'), cell: (user) => user.email },
          {
            key: 'type',
            header: t('accounts.columns.type'),
            cell: (user) => t(`accounts.serviceType.${user.serviceType}`),
          },
          {
            key: 'state',
            header: t('accounts.columns.state'),
            cell: (user) =>
              user.suspendedAt ? (
                <>
                  {t('accounts.state.suspendedSince', { date: format.date(user.suspendedAt) })}
                  {user.suspendedReason && <p className="admin__context">{user.suspendedReason}</p>}
                </>
              ) : (
                t('accounts.state.active')
              ),
          },
        ]}
        actions={(user) =>
          user.role === ROLE.ADMIN ? (
            t('accounts.adminAccount')
          ) : user.suspendedAt ? (
            <Button size="sm" variant="outline" onClick={() => decision.start(user, 'reinstate')}>
              {t('accounts.reinstate')}
            </Button>
          ) : (
            <Button size="sm" onClick={() => decision.start(user, 'suspend')}>
              {t('accounts.suspend')}
            </Button>
          )
        }
      />
      <DecisionDialog
        decision={decision}
        words={({ target, action }) => ({
          title: t(`accounts.dialog.${action}.title`, { name: nameOf(target) }),
          description: t(`accounts.dialog.${action}.description`),
          confirmLabel: t(`accounts.${action}`),
        })}
        reasonRequired={() => true}
      />
    </AdminSection>
  )
}
