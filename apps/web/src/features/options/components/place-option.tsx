import { OPTION_LIMITS, type ModelOptionView } from '@cnm/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Field, SelectField, TextareaField } from '@/components/ui/field'
import { useFormat } from '@/lib/format'
import { useMessageText } from '@/lib/messages'
import { useUnavailableDates } from '../api/calendar'
import { usePlaceOption } from '../api/options'
import { rankLabel, seoulDay } from './options-list'
import './options.css'

const HOUR_CHOICES = [24, 48, 72, 168] as const

/**
 * "Place an option" on a model's profile (issue #29, ADR 0049), for approved clients: one or
 * more dates, how long the hold lasts (48 hours unless chosen), a note for the model side.
 * The answer says which rank each date got: 1st, or 2nd when someone holds or booked it. The
 * days the model side marked unavailable are listed and cannot be chosen (ADR 0054).
 */
export function PlaceOption({ profileId, modelName }: { profileId: number; modelName: string }) {
  const { t } = useTranslation('options')
  const format = useFormat()
  const message = useMessageText()
  const [open, setOpen] = useState(false)
  const [dates, setDates] = useState<string[]>([])
  const [draft, setDraft] = useState('')
  const [hours, setHours] = useState<number>(OPTION_LIMITS.HOURS_DEFAULT)
  const [note, setNote] = useState('')
  const [dateError, setDateError] = useState<string>()
  const [placed, setPlaced] = useState<ModelOptionView[]>()
  const unavailable = useUnavailableDates(profileId, open).data ?? []
  const place = usePlaceOption({
    onSuccess: ({ data }) => {
      setPlaced(data.options)
      setDates([])
      setNote('')
      setOpen(false)
    },
  })

  const addDate = () => {
    if (!draft) return setDateError(t('place.dateRequired'))
    if (unavailable.includes(draft)) return setDateError(t('place.unavailable'))
    if (dates.length >= OPTION_LIMITS.DATES_MAX) return setDateError(t('place.tooManyDates'))
    setDateError(undefined)
    if (!dates.includes(draft)) setDates([...dates, draft].sort())
    setDraft('')
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const chosen = draft && !dates.includes(draft) ? [...dates, draft].sort() : dates
    if (chosen.length === 0) return setDateError(t('place.dateRequired'))
    if (chosen.some((date) => unavailable.includes(date))) {
      return setDateError(t('place.unavailable'))
    }
    setDateError(undefined)
    place.mutate({ profileId, dates: chosen, hours, note })
  }

  if (!open) {
    return (
      <section className="place-option" aria-labelledby="place-option-title">
        <h2 id="place-option-title" className="visually-hidden">
          {t('place.title', { name: modelName })}
        </h2>
        {placed && (
          <Alert tone="success">
            {t('place.done')}{' '}
            {placed
              .map(
                (option) =>
                  `${format.date(seoulDay(option.date))}: ${rankLabel(t, option.rank ?? 1)}`,
              )
              .join(', ')}
          </Alert>
        )}
        <div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {t('place.open')}
          </Button>
        </div>
      </section>
    )
  }
  return (
    <section className="place-option" aria-labelledby="place-option-title">
      <h2 id="place-option-title">{t('place.title', { name: modelName })}</h2>
      <p>{t('place.intro')}</p>
      {unavailable.length > 0 && (
        <p>
          {t('place.unavailableDays', {
            dates: unavailable.map((date) => format.date(seoulDay(date))).join(', '),
          })}
        </p>
      )}
      <form className="place-option" onSubmit={submit} noValidate>
        {dates.length > 0 && (
          <ul className="place-option__dates" aria-label={t('place.chosen')}>
            {dates.map((date) => (
              <li key={date} className="place-option__date">
                {format.date(seoulDay(date))}
                <Button
                  variant="text"
                  size="sm"
                  aria-label={t('place.removeDate', { date })}
                  onClick={() => setDates(dates.filter((d) => d !== date))}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className="place-option__add">
          <Field
            label={t('place.date')}
            type="date"
            value={draft}
            error={dateError}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="button" variant="outline" size="sm" onClick={addDate}>
            {t('place.addDate')}
          </Button>
        </div>
        <SelectField
          label={t('place.hours')}
          value={String(hours)}
          onChange={(event) => setHours(Number(event.target.value))}
        >
          {HOUR_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t('place.hoursChoice', { hours: choice })}
            </option>
          ))}
        </SelectField>
        <TextareaField
          label={t('place.note')}
          value={note}
          maxLength={OPTION_LIMITS.NOTE_MAX}
          onChange={(event) => setNote(event.target.value)}
        />
        {place.isError && <Alert tone="error">{message(place.error.message)}</Alert>}
        <div className="options__actions">
          <Button type="submit" pending={place.isPending} busyLabel={t('place.sending')}>
            {t('place.submit')}
          </Button>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>
            {t('place.cancel')}
          </Button>
        </div>
      </form>
    </section>
  )
}
