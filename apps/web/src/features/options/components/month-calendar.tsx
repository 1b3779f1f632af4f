import type { ModelOptionView, OptionCalendar } from '@cnm/contracts'
import type { TFunction } from 'i18next'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useOptionCalendar, useSetUnavailable } from '../api/calendar'
import { rankLabel, seoulDay } from './options-list'
import './month-calendar.css'

/** Today's date in Seoul (YYYY-MM-DD), where the shoots are. */
export const seoulToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(now)

const shiftMonth = (month: string, by: number) => {
  const [year, index] = month.split('-').map(Number) as [number, number]
  const date = new Date(Date.UTC(year, index - 1 + by, 1))
  return date.toISOString().slice(0, 7)
}

/** The month's days in weeks of seven (Sunday first), with null before the 1st and after the last. */
function weeksOf(month: string): (string | null)[][] {
  const first = new Date(`${month}-01T00:00:00Z`)
  const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate()
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null)
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`)
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

/**
 * The model side's month (issue #29, ADR 0054): for one managed profile, each day's options
 * (rank, client, status), confirmed bookings and whether it is unavailable. Every day from today
 * on is a button that marks it unavailable or opens it again; its label says all the day holds,
 * so the grid reads and works from the keyboard and a screen reader.
 */
export function MonthCalendar({ today = seoulToday() }: { today?: string }) {
  const { t } = useTranslation('options')
  const format = useFormat()
  const message = useMessageText()
  const [month, setMonth] = useState(today.slice(0, 7))
  const [profileId, setProfileId] = useState<number | null>(null)
  const query = useOptionCalendar(month, profileId)
  const toggle = useSetUnavailable()
  const data = query.data
  const monthTitle = useMemo(
    () =>
      new Intl.DateTimeFormat(format.language, {
        year: 'numeric',
        month: 'long',
        timeZone: 'UTC',
      }).format(new Date(`${month}-01T00:00:00Z`)),
    [format.language, month],
  )
  const weekdays = useMemo(() => {
    const names = new Intl.DateTimeFormat(format.language, { weekday: 'short', timeZone: 'UTC' })
    // 2023-01-01 was a Sunday.
    return Array.from({ length: 7 }, (_, i) => names.format(Date.UTC(2023, 0, 1 + i)))
  }, [format.language])

  return (
    <section className="month-calendar" aria-labelledby="month-calendar-title">
      <h2 id="month-calendar-title">{t('calendar.title')}</h2>
      <p className="month-calendar__hint">{t('calendar.hint')}</p>
      {data && data.profiles.length > 1 && (
        <SelectField
          label={t('calendar.profile')}
          value={String(data.profileId ?? '')}
          onChange={(event) => setProfileId(Number(event.target.value))}
        >
          {data.profiles.map((profile) => (
            <option key={profile.id} value={profile.id}>
              {profile.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="month-calendar__nav">
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
          {t('calendar.previous')}
        </Button>
        <h3 className="month-calendar__month" aria-live="polite">
          {monthTitle}
        </h3>
        <Button variant="outline" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
          {t('calendar.next')}
        </Button>
      </div>
      {query.isError && <Alert tone="error">{t('error')}</Alert>}
      {toggle.isError && <Alert tone="error">{message(toggle.error.message)}</Alert>}
      <table className="month-calendar__grid" aria-label={monthTitle}>
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week, index) => (
            <tr key={index}>
              {week.map((date, column) =>
                date === null ? (
                  <td key={`empty-${column}`} />
                ) : (
                  <td key={date}>
                    <Day
                      date={date}
                      today={today}
                      data={data}
                      pending={toggle.isPending}
                      onToggle={(unavailable) =>
                        data?.profileId &&
                        toggle.mutate({ profileId: data.profileId, date, unavailable })
                      }
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.profileId === null && <p>{t('calendar.noProfile')}</p>}
    </section>
  )
}

function Day({
  date,
  today,
  data,
  pending,
  onToggle,
}: {
  date: string
  today: string
  data: OptionCalendar | undefined
  pending: boolean
  onToggle: (unavailable: boolean) => void
}) {
  const { t } = useTranslation('options')
  const format = useFormat()
  const unavailable = data?.unavailable.includes(date) ?? false
  const options = data?.options.filter((option) => option.date === date) ?? []
  const bookings = data?.bookings.filter((booking) => booking.date === date) ?? []
  const isToday = date === today
  const past = date < today
  const lines = [
    ...bookings.map((booking) => t('calendar.booked', { title: booking.title })),
    ...options.map((option) => optionLine(t, option)),
  ]
  const label = [
    format.date(seoulDay(date), 'long'),
    isToday ? t('calendar.today') : null,
    unavailable ? t('calendar.unavailable') : null,
    ...lines,
    past ? null : unavailable ? t('calendar.toOpen') : t('calendar.toMark'),
  ]
    .filter(Boolean)
    .join('. ')
  const classes = [
    'month-calendar__day',
    isToday ? 'month-calendar__day--today' : '',
    unavailable ? 'month-calendar__day--unavailable' : '',
    bookings.length > 0 ? 'month-calendar__day--booked' : '',
  ]
  return (
    <button
      type="button"
      className={classes.filter(Boolean).join(' ')}
      aria-label={label}
      aria-pressed={unavailable}
      aria-current={isToday ? 'date' : undefined}
      disabled={past || pending || !data?.profileId}
      onClick={() => onToggle(!unavailable)}
    >
      <span className="month-calendar__number" aria-hidden="true">
        {Number(date.slice(8))}
      </span>
      <span aria-hidden="true" className="month-calendar__lines">
        {unavailable && <span>{t('calendar.unavailable')}</span>}
        {lines.map((line, index) => (
          <span key={index}>{line}</span>
        ))}
      </span>
    </button>
  )
}

function optionLine(t: TFunction<'options'>, option: ModelOptionView) {
  const rank = option.rank === null ? '' : `${rankLabel(t, option.rank)} · `
  return `${rank}${option.clientName ?? t('aClient')} · ${t(`status.${option.status}`)}`
}
