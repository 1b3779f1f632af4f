import type { Applicant } from '@cnm/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Pagination } from '@/components/ui/pagination'
import { Alert } from '@/components/ui/alert'
import { Button, buttonClassName } from '@/components/ui/button'
import { CoverThumb } from '@/components/ui/cover-thumb'
import { EmptyState } from '@/components/ui/empty-state'
import { PageTitle } from '@/components/ui/page-header'
import { isApiError } from '@/lib/api-client'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useApplicants, useBulkUpdateApplications } from '../api/applicants'
import { useCastingSummary } from '../api/casting-summary'
import { ApplicantActions } from './applicant-actions'
import { ApplicantFiltersForm } from './applicant-filters'
import { CancellationNote, useBookingCancellation } from './cancel-booking'
import { ClientNote } from './client-note'
import { NativeConfirmDialog } from '@/components/ui/native-confirm-dialog'
import { applicationThreadPath } from './paths'
import { LoadFailure } from './load-state'
import { SelfTapesSection } from './self-tape-answers'
import { StatusChip } from './status-chip'
import { STATUS_TABS, useApplicantFilters } from './use-applicant-filters'
import { WEB_ROUTES, webPath } from '@cnm/contracts'
import './my-casting.css'

/** The casting owner's applicants (issue #15): filters, status tabs with counts, bulk actions, cards. */
export function ApplicantsView({ castingId }: { castingId: number }) {
  const { t } = useTranslation('myCasting')
  const message = useMessageText()
  const casting = useCastingSummary(castingId)
  const { filters, update } = useApplicantFilters()
  const { data, isPending, isError, error, isPlaceholderData } = useApplicants(castingId, filters)
  const bulk = useBulkUpdateApplications(castingId)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [confirmDecline, setConfirmDecline] = useState(false)

  const title = casting.data
    ? t('applicants.titleFor', { title: casting.data.title })
    : t('applicants.title')
  const items = data?.items ?? []
  const visibleSelected = items.filter((item) => selected.has(item.id)).map((item) => item.id)
  const selectable = items.filter((item) => item.status !== 'withdrawn')
  const allSelected = selectable.length > 0 && visibleSelected.length === selectable.length
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const runBulk = (status: 'shortlisted' | 'declined') =>
    bulk.mutate({ ids: visibleSelected, status }, { onSuccess: () => setSelected(new Set()) })
  const counts = data?.counts ?? {}
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
  // "All" lists every application but the withdrawn ones (they have their own tab).
  const standing = total - (counts.withdrawn ?? 0)

  return (
    <section aria-labelledby="applicants-title" className="mc-applicants">
      <PageTitle title={title} />
      <p>
        <Link to={WEB_ROUTES.MYPAGE_CASTING}>{t('applicants.back')}</Link>
      </p>
      <h1 id="applicants-title">{title}</h1>

      <div className="mc-tabs" role="group" aria-label={t('applicants.statusFilter')}>
        {STATUS_TABS.map((tab) => {
          const count = tab === 'all' ? standing : (counts[tab] ?? 0)
          const label = tab === 'all' ? t('applicants.all') : t(`applicationStatus.${tab}`)
          return (
            <button
              key={tab}
              type="button"
              className="mc-tab"
              aria-pressed={(filters.status ?? 'all') === tab}
              onClick={() => update({ status: tab === 'all' ? undefined : tab })}
            >
              {t('applicants.tab', { label, count })}
            </button>
          )
        })}
      </div>

      <ApplicantFiltersForm filters={filters} update={update} />

      <div className="mc-bulk" role="group" aria-label={t('applicants.bulkLabel')}>
        <label className="mc-filter mc-filter--check">
          <input
            type="checkbox"
            checked={allSelected}
            disabled={selectable.length === 0}
            onChange={(event) =>
              setSelected(
                event.target.checked ? new Set(selectable.map((item) => item.id)) : new Set(),
              )
            }
          />
          <span>{t('applicants.selectAll')}</span>
        </label>
        <span aria-live="polite">
          {t('applicants.selected', { count: visibleSelected.length })}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={visibleSelected.length === 0 || bulk.isPending}
          onClick={() => runBulk('shortlisted')}
        >
          {t('applicants.bulkShortlist')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={visibleSelected.length === 0 || bulk.isPending}
          onClick={() => setConfirmDecline(true)}
        >
          {t('applicants.bulkDecline')}
        </Button>
      </div>
      {bulk.isError && (
        <Alert>{isApiError(bulk.error) ? message(bulk.error.message) : t('actionFailed')}</Alert>
      )}
      {bulk.isSuccess && (
        <Alert tone="success">
          {t(
            bulk.variables.status === 'shortlisted'
              ? 'applicants.bulkShortlisted'
              : 'applicants.bulkDeclined',
            { count: bulk.variables.ids.length },
          )}
        </Alert>
      )}

      {isPending ? (
        <p role="status">{t('loading')}</p>
      ) : isError ? (
        <LoadFailure error={error} />
      ) : items.length === 0 ? (
        <EmptyState title={t('applicants.emptyTitle')}>
          <p>
            {t(
              total === 0
                ? 'applicants.emptyText'
                : filters.status === undefined && standing === 0
                  ? 'applicants.emptyWithdrawn'
                  : 'applicants.emptyFiltered',
            )}
          </p>
        </EmptyState>
      ) : (
        <>
          <ul className="mc-cards" aria-busy={isPlaceholderData || undefined}>
            {items.map((applicant) => (
              <li key={applicant.id}>
                <ApplicantCard
                  applicant={applicant}
                  selected={selected.has(applicant.id)}
                  onSelect={(on) => toggle(applicant.id, on)}
                />
              </li>
            ))}
          </ul>
          {data && (
            <Pagination
              page={data.page}
              pageCount={Math.ceil(data.total / data.pageSize)}
              onChange={(page) => update({ page })}
              label={t('applicants.pages')}
            />
          )}
        </>
      )}
      <SelfTapesSection castingId={castingId} />
      <NativeConfirmDialog
        open={confirmDecline}
        title={t('applicants.bulkDeclineTitle', { count: visibleSelected.length })}
        text={t('applicants.bulkDeclineText')}
        confirmLabel={t('applicants.bulkDecline')}
        cancelLabel={t('cancel')}
        onCancel={() => setConfirmDecline(false)}
        onConfirm={() => {
          setConfirmDecline(false)
          runBulk('declined')
        }}
      />
    </section>
  )
}

function ApplicantCard({
  applicant,
  selected,
  onSelect,
}: {
  applicant: Applicant
  selected: boolean
  onSelect: (on: boolean) => void
}) {
  const { t } = useTranslation('myCasting')
  const format = useFormat()
  const { profile } = applicant
  // A model who left (ADR 0032): the booking stays, under a deleted account, with no link to
  // a profile page that no longer answers.
  const name = profile.departed ? t('applicants.deletedAccount') : profile.stageName
  const cancellation = useBookingCancellation(applicant, { side: 'client', name })
  const nameId = `applicant-${applicant.id}`
  const facts = [
    profile.age !== null ? t('applicants.ageYears', { count: profile.age }) : null,
    profile.heightCm !== null ? t('applicants.heightCm', { cm: profile.heightCm }) : null,
    profile.city,
  ].filter(Boolean)
  return (
    <article className="mc-card" aria-labelledby={nameId}>
      <label className="mc-card__select">
        <input
          type="checkbox"
          checked={selected}
          disabled={applicant.status === 'withdrawn'}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <span className="visually-hidden">{t('applicants.select', { name })}</span>
      </label>
      <CoverThumb image={profile.cover} size={120} />
      <div className="mc-card__body">
        <h2 id={nameId} className="mc-card__name">
          {name}
          {profile.reviewed && <span className="mc-verified">{t('applicants.reviewed')}</span>}
        </h2>
        <p className="mc-card__facts">{facts.join(' · ')}</p>
        {applicant.guardianConsent === 'given' && (
          <p className="mc-row__meta">
            {applicant.status === 'booked'
              ? t('applicants.guardianConfirmed')
              : t('applicants.guardianOnFile')}
          </p>
        )}
        {applicant.guardianConsent === 'missing' && (
          <p className="mc-row__meta">{t('applicants.guardianMissing')}</p>
        )}
        <p className="mc-row__meta">
          <StatusChip kind="application" status={applicant.status} />{' '}
          <span>{t('applicants.appliedOn', { date: format.date(applicant.createdAt) })}</span>
          {applicant.unreadMessages > 0 && (
            <span className="mc-badge">
              {t('unreadMessages', { count: applicant.unreadMessages })}
            </span>
          )}
        </p>
        <CancellationNote booking={applicant} side="client" />
        {applicant.note && <blockquote className="mc-card__note">{applicant.note}</blockquote>}
        <ApplicantActions applicant={applicant} />
        {cancellation.button}
        {cancellation.dialog}
        <Link
          to={applicationThreadPath(applicant.id)}
          className={buttonClassName('ghost', 'sm')}
          aria-label={t('applicants.openFor', { name })}
        >
          {t('applicants.open')}
        </Link>
        {/* Issue #26: the whole profile with every photo, not just the card's cover. */}
        {!profile.departed && (
          <Link
            to={webPath(WEB_ROUTES.MODEL, { id: profile.id })}
            className={buttonClassName('ghost', 'sm')}
            aria-label={t('applicants.profileFor', { name })}
          >
            {t('applicants.profile')}
          </Link>
        )}
        <ClientNote applicationId={applicant.id} initial={applicant.clientNote} />
      </div>
    </article>
  )
}
