import type { ModelOptionView, OptionCalendar } from '@cnm/contracts'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok } from '@/testing/api'
import { switchTestLanguage } from '@/testing/i18n'
import { server } from '@/testing/mocks/server'
import { renderWithProviders } from '@/testing/render-app'
import { MonthCalendar } from '../components/month-calendar'

// The model side's month calendar (issue #29, ADR 0054): each day's options, bookings and
// unavailability in its button's label; a day from today on toggles unavailable; months page.

const held: ModelOptionView = {
  id: 1,
  profileId: 7,
  modelName: 'Mina Park',
  clientName: 'Blue Studio',
  date: '2026-12-03',
  status: 'accepted',
  rank: 1,
  note: '',
  expiresAt: '2026-12-01T09:00:00.000Z',
  createdAt: '2026-11-29T09:00:00.000Z',
  side: 'model',
}

function serveMonth(asked: string[] = []) {
  server.use(
    http.get(apiUrl('/options/calendar'), ({ request }) => {
      const month = new URL(request.url).searchParams.get('month')!
      asked.push(month)
      const data: OptionCalendar = {
        month,
        profiles: [
          { id: 7, name: 'Mina Park' },
          { id: 8, name: 'Jun Lee' },
        ],
        profileId: 7,
        unavailable: month === '2026-12' ? ['2026-12-05'] : [],
        bookings:
          month === '2026-12'
            ? [{ date: '2026-12-10', agreementId: 3, title: 'Spring shoot' }]
            : [],
        options: month === '2026-12' ? [held] : [],
      }
      return ok(data)
    }),
  )
}

const day = (name: RegExp) => screen.getByRole('button', { name })

describe('the month calendar', () => {
  it('shows each day’s options, bookings and unavailability, and today', async () => {
    serveMonth()
    renderWithProviders(<MonthCalendar today="2026-12-03" />)
    const grid = await screen.findByRole('table', { name: 'December 2026' })
    await waitFor(() => expect(day(/^December 3, 2026\. Today/)).toBeEnabled())
    const today = day(/^December 3, 2026/)
    expect(today).toHaveAttribute('aria-current', 'date')
    expect(today.getAttribute('aria-label')).toContain(
      '1st option · Blue Studio · Date free: accepted',
    )
    const unavailable = day(/^December 5, 2026/)
    expect(unavailable).toHaveAttribute('aria-pressed', 'true')
    expect(unavailable.getAttribute('aria-label')).toContain('Unavailable')
    expect(day(/^December 10, 2026/).getAttribute('aria-label')).toContain('Booked: Spring shoot')
    // The past cannot be marked.
    expect(day(/^December 2, 2026/)).toBeDisabled()
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7)
    expect(screen.getByLabelText('Model')).toHaveValue('7')
  })

  it('marks a day unavailable and opens it again, by mouse or keyboard', async () => {
    serveMonth()
    const calls: string[] = []
    server.use(
      http.put(apiUrl('/options/profiles/:id/unavailable-dates/:date'), ({ params }) => {
        calls.push(`PUT ${String(params.id)} ${String(params.date)}`)
        return ok({ profileId: 7, dates: [String(params.date)] })
      }),
      http.delete(apiUrl('/options/profiles/:id/unavailable-dates/:date'), ({ params }) => {
        calls.push(`DELETE ${String(params.id)} ${String(params.date)}`)
        return ok({ profileId: 7, dates: [] })
      }),
    )
    const { user } = renderWithProviders(<MonthCalendar today="2026-12-03" />)
    await waitFor(() => expect(day(/^December 4, 2026/)).toBeEnabled())
    await user.click(day(/^December 4, 2026/))
    await waitFor(() => expect(calls).toEqual(['PUT 7 2026-12-04']))
    await waitFor(() => expect(day(/^December 5, 2026/)).toBeEnabled())
    day(/^December 5, 2026/).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(calls).toEqual(['PUT 7 2026-12-04', 'DELETE 7 2026-12-05']))
  })

  it('pages to the next and previous month', async () => {
    const asked: string[] = []
    serveMonth(asked)
    const { user } = renderWithProviders(<MonthCalendar today="2026-12-03" />)
    await screen.findByRole('table', { name: 'December 2026' })
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('table', { name: 'January 2027' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    await user.click(screen.getByRole('button', { name: 'Previous month' }))
    expect(await screen.findByRole('table', { name: 'November 2026' })).toBeInTheDocument()
    await waitFor(() => expect(asked).toEqual(['2026-12', '2027-01', '2026-11']))
  })

  it('speaks Korean', async () => {
    serveMonth()
    switchTestLanguage('ko')
    renderWithProviders(<MonthCalendar today="2026-12-03" />)
    expect(await screen.findByRole('heading', { name: '캘린더' })).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /일정 불가\./ })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    )
    expect(screen.getByRole('button', { name: '다음 달' })).toBeInTheDocument()
  })
})
