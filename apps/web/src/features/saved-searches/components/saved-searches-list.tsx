import { isClientServiceType, WEB_ROUTES, type SavedSearch } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { EmptyState } from '@/components/ui/empty-state'
import { useCurrentUser } from '@/lib/current-user'
import { useFormat } from '@/lib/format'
import {
  useDeleteSavedSearch,
  useSavedSearches,
  useSetAlertEmails,
  useUpdateSavedSearch,
} from '../api/saved-searches'
import './saved-searches.css'

/**
 * My page > Saved searches (issue #29, ADR 0051): each search (of castings, or a client's of
 * models) with what it found, a link to the board or the directory with its filters, pause or
 * resume, delete (asked first); and the switch of the daily alert e-mail. Empty: says how to
 * save one.
 */
export function SavedSearchesList() {
  const { t } = useTranslation('savedSearches')
  const { data, isPending, isError, refetch } = useSavedSearches()
  const { data: user } = useCurrentUser()
  const client = user !== undefined && isClientServiceType(user.serviceType)
  const alertEmails = useSetAlertEmails()
  if (isPending) return <p role="status">{t('list.loading')}</p>
  if (isError || !data) {
    return (
      <Alert tone="error">
        {t('list.error')}{' '}
        <Button variant="text" onClick={() => void refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    )
  }
  return (
    <div className="saved-searches">
      <div className="saved-searches__emails">
        <p>{data.alertEmails ? t('emails.on') : t('emails.off')}</p>
        <Button
          variant="outline"
          size="sm"
          pending={alertEmails.isPending}
          onClick={() => alertEmails.mutate(!data.alertEmails)}
        >
          {data.alertEmails ? t('emails.turnOff') : t('emails.turnOn')}
        </Button>
      </div>
      {data.items.length === 0 ? (
        <EmptyState title={t('list.emptyTitle')}>
          <p>{t('list.emptyText')}</p>
          {client && <p>{t('list.emptyTextModels')}</p>}
          <p>
            <Link to={WEB_ROUTES.CASTINGS}>{t('list.emptyLink')}</Link>
          </p>
          {client && (
            <p>
              <Link to={WEB_ROUTES.MODELS}>{t('list.emptyLinkModels')}</Link>
            </p>
          )}
        </EmptyState>
      ) : (
        <ul className="saved-searches__list">
          {data.items.map((search) => (
            <SavedSearchRow key={search.id} search={search} />
          ))}
        </ul>
      )}
    </div>
  )
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const { t } = useTranslation('savedSearches')
  const format = useFormat()
  const update = useUpdateSavedSearch()
  const remove = useDeleteSavedSearch()
  const [confirming, setConfirming] = useState(false)
  const titleId = `saved-search-${search.id}`
  const models = search.kind === 'models'
  return (
    <li className="saved-searches__item" aria-labelledby={titleId}>
      <h2 id={titleId} className="saved-searches__name">
        {search.name}
        {search.paused && <span className="saved-searches__paused"> · {t('row.paused')}</span>}
      </h2>
      <p className="saved-searches__found">
        <span className="saved-searches__kind">
          {t(models ? 'row.kindModels' : 'row.kindCastings')}
        </span>
        {' · '}
        {search.matchCount === 0
          ? t(models ? 'row.noMatchesModels' : 'row.noMatches')
          : t(models ? 'row.matchesModels' : 'row.matches', {
              count: search.matchCount,
              total: format.number(search.matchCount),
            })}
        {search.lastMatchedAt &&
          ` · ${t('row.last', { date: format.dateTime(search.lastMatchedAt) })}`}
      </p>
      <div className="saved-searches__actions">
        <Link
          className="btn btn--outline btn--sm"
          to={`${models ? WEB_ROUTES.MODELS : WEB_ROUTES.CASTINGS}?${search.query}`}
        >
          {t(models ? 'row.openModels' : 'row.open')}
        </Link>
        <Button
          variant="outline"
          size="sm"
          pending={update.isPending}
          onClick={() => update.mutate({ id: search.id, paused: !search.paused })}
        >
          {search.paused ? t('row.resume') : t('row.pause')}
        </Button>
        <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
          {t('row.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('row.deleteTitle')}
        message={t('row.deleteText', { name: search.name })}
        confirmLabel={t('row.delete')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          remove.mutate(search.id)
        }}
      />
    </li>
  )
}
