import { BOOKING_WEB_ROUTES, WEB_ROUTES, type ModelOptionView } from '@cnm/contracts'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useBookOption } from '../api/calendar'
import { useHeldOptions, useMyOptions, useOptionAction, type OptionAction } from '../api/options'
import { CancelOptionBooking } from './cancel-option-booking'
import { MonthCalendar } from './month-calendar'
import './options.css'

/**
 * My page > Options (issue #29, ADR 0049): for the model side (a model account or an agency),
 * the dates held on its models from today on, grouped by date like a calendar, each hold with
 * its rank, client and time left, and Accept / Decline, below its month calendar (ADR 0054);
 * for a client, its options with rank and status, Book (an accepted 1st option: it opens the
 * agreement to fill in) and Release. Each list says what to do when it is empty.
 */
export function OptionsOverview({ modelSide, client }: { modelSide: boolean; client: boolean }) {
  const { t } = useTranslation('options')
  return (
    <div className="options">
      {modelSide && (
        <section aria-labelledby="options-held-title">
          <MonthCalendar />
          <h2 id="options-held-title">{t('held.title')}</h2>
          <HeldOptions />
        </section>
      )}
      {client && (
        <section aria-labelledby="options-mine-title">
          <h2 id="options-mine-title">{t('mine.title')}</h2>
          <MyOptions />
        </section>
      )}
    </div>
  )
}

function Loading({
  query,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown }
}) {
  const { t } = useTranslation('options')
  if (query.isPending) return <p role="status">{t('loading')}</p>
  return (
    <Alert tone="error">
      {t('error')}{' '}
      <Button variant="text" onClick={() => void query.refetch()}>
        {t('retry')}
      </Button>
    </Alert>
  )
}

function HeldOptions() {
  const { t } = useTranslation('options')
  const format = useFormat()
  const query = useHeldOptions(true)
  if (!query.data) return <Loading query={query} />
  if (query.data.length === 0) {
    return (
      <EmptyState title={t('held.emptyTitle')}>
        <p>{t('held.emptyText')}</p>
      </EmptyState>
    )
  }
  const longDate = (date: string) => format.date(seoulDay(date), 'long')
  const days = new Map<string, ModelOptionView[]>()
  for (const option of query.data) days.set(option.date, [...(days.get(option.date) ?? []), option])
  return (
    <ol className="options__days">
      {[...days].map(([date, options]) => (
        <li key={date} className="options__day">
          <h3 className="options__date">{longDate(date)}</h3>
          <ul className="options__list">
            {options.map((option) => (
              <OptionRow key={option.id} option={option} />
            ))}
          </ul>
        </li>
      ))}
    </ol>
  )
}

function MyOptions() {
  const { t } = useTranslation('options')
  const query = useMyOptions(true)
  if (!query.data) return <Loading query={query} />
  if (query.data.length === 0) {
    return (
      <EmptyState title={t('mine.emptyTitle')}>
        <p>{t('mine.emptyText')}</p>
        <p>
          <Link to={WEB_ROUTES.MODELS}>{t('mine.emptyLink')}</Link>
        </p>
      </EmptyState>
    )
  }
  return (
    <ul className="options__list">
      {query.data.map((option) => (
        <OptionRow key={option.id} option={option} />
      ))}
    </ul>
  )
}

/** A YYYY-MM-DD date as the start of that day in Seoul, for the date formatter. */
export const seoulDay = (date: string): string => `${date}T00:00:00+09:00`

const STANDING = new Set(['pending', 'accepted'])

/** "1st option", "2nd option"... / "1순위", "2순위"... */
export const rankLabel = (t: TFunction<'options'>, rank: number): string =>
  rank === 1
    ? t('rank.first')
    : rank === 2
      ? t('rank.second')
      : rank === 3
        ? t('rank.third')
        : t('rank.nth', { rank })

function OptionRow({ option }: { option: ModelOptionView }) {
  const { t } = useTranslation('options')
  const format = useFormat()
  const message = useMessageText()
  const navigate = useNavigate()
  const action = useOptionAction()
  const booking = useBookOption({
    onSuccess: ({ data }) => navigate(BOOKING_WEB_ROUTES.mypageBooking(data.agreementId)),
  })
  const open = STANDING.has(option.status)
  const actions: OptionAction[] =
    option.side === 'model'
      ? option.status === 'pending'
        ? ['accept', 'decline']
        : open
          ? ['decline']
          : []
      : open
        ? option.rank === 1 && option.status === 'accepted'
          ? ['book', 'release']
          : ['release']
        : []
  const titleId = `option-${option.id}`
  const who = option.side === 'model' ? (option.clientName ?? t('aClient')) : option.modelName
  return (
    <li className="options__item" aria-labelledby={titleId}>
      <h4 id={titleId} className="options__who">
        {option.side === 'model'
          ? t('row.modelTitle', { model: option.modelName, client: who })
          : t('row.clientTitle', {
              model: option.modelName,
              date: format.date(seoulDay(option.date)),
            })}
      </h4>
      <p className="options__facts">
        {option.rank !== null && (
          <strong
            className={option.rank === 1 ? 'options__rank options__rank--first' : 'options__rank'}
          >
            {rankLabel(t, option.rank)}
          </strong>
        )}
        <span>{t(`status.${option.status}`)}</span>
        {open && <span>{t('row.until', { time: format.dateTime(option.expiresAt) })}</span>}
      </p>
      {option.note && <p className="options__note">{option.note}</p>}
      {option.side === 'client' && open && option.rank !== 1 && (
        <p className="options__hint">{t('row.waiting')}</p>
      )}
      {option.side === 'client' && option.status === 'pending' && option.rank === 1 && (
        <p className="options__hint">{t('row.waitingAnswer')}</p>
      )}
      {actions.length > 0 && (
        <div className="options__actions">
          {actions.map((name) => (
            <Button
              key={name}
              size="sm"
              variant={name === 'decline' || name === 'release' ? 'outline' : 'primary'}
              pending={
                name === 'book'
                  ? booking.isPending
                  : action.isPending && action.variables?.action === name
              }
              disabled={action.isPending || booking.isPending}
              onClick={() =>
                name === 'book'
                  ? booking.mutate(option.id)
                  : action.mutate({ id: option.id, action: name })
              }
            >
              {t(`actions.${name}`)}
            </Button>
          ))}
        </div>
      )}
      {option.status === 'booked' && (
        <div className="options__actions">
          <CancelOptionBooking option={option} name={who} />
        </div>
      )}
      {action.isError && <Alert tone="error">{message(action.error.message)}</Alert>}
      {booking.isError && <Alert tone="error">{message(booking.error.message)}</Alert>}
    </li>
  )
}
