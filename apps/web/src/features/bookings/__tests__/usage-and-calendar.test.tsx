import { BOOKING_SERVER_MESSAGES, SERVICE_TYPE, type ImageUsage } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'

// The image-usage ledger and the calendar feed on My page (issue #28, ADR 0048).

const usage = (change: Partial<ImageUsage> = {}): ImageUsage => ({
  id: 1,
  agreementId: 7,
  viewer: 'model',
  title: 'Spring lipstick campaign',
  counterpartName: 'Acme Cosmetics',
  scope: 'Instagram and YouTube',
  territory: 'Korea',
  startsOn: '2030-03-06',
  endsOn: '2031-03-06',
  daysLeft: 12,
  status: 'ending_soon',
  version: 1,
  standing: true,
  notice: null,
  can: { sendNotice: false, acknowledge: false },
  ...change,
})

function signedIn() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
}

const findTitle = () =>
  screen.findByRole(
    'heading',
    { level: 1, name: 'Where the pictures may be used' },
    { timeout: 10_000 },
  )

describe('where the pictures may be used', () => {
  it('says what will appear, and where to go, when there is nothing yet', async () => {
    signedIn()
    server.use(http.get(apiUrl('/bookings/image-usages'), () => ok({ items: [] })))
    renderApp('/mypage/image-usage')
    await findTitle()
    expect(await screen.findByText('No image usage yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to your bookings' })).toBeInTheDocument()
  })

  it("lists the model's usages apart from those the caller booked: end, days left, expired, a left account anonymised", async () => {
    signedIn()
    server.use(
      http.get(apiUrl('/bookings/image-usages'), () =>
        ok({
          items: [
            usage(),
            usage({
              id: 2,
              agreementId: 8,
              title: 'Winter coats',
              counterpartName: null,
              territory: null,
              endsOn: '2030-01-10',
              daysLeft: -20,
              status: 'ended',
            }),
            usage({
              id: 3,
              agreementId: 9,
              viewer: 'client',
              title: 'Our summer shoot',
              counterpartName: 'Jae Park',
              endsOn: null,
              daysLeft: null,
              status: 'unlimited',
            }),
          ],
        }),
      ),
    )
    renderApp('/mypage/image-usage')
    await findTitle()
    const mine = await screen.findByRole('region', { name: 'Where my pictures may be used' })
    const items = within(mine).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByText('Ending soon')).toBeInTheDocument()
    expect(within(items[0]!).getByText('12 days left')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Korea')).toBeInTheDocument()
    expect(
      within(items[0]!).getByRole('link', {
        name: 'Extend the usage: propose a new version of the agreement',
      }),
    ).toHaveAttribute('href', '/mypage/bookings/7')
    expect(within(items[1]!).getByText('Expired')).toBeInTheDocument()
    expect(within(items[1]!).getByText('Ended 20 days ago')).toBeInTheDocument()
    expect(within(items[1]!).getByText('With a client who left the platform')).toBeInTheDocument()
    const booked = screen.getByRole('region', { name: 'Pictures you booked' })
    expect(within(booked).getByText('No end date')).toBeInTheDocument()
    expect(within(booked).getByText('With Jae Park')).toBeInTheDocument()
  })
})

describe('the calendar link on My page > Bookings', () => {
  it('makes a link shown once with a copy button; a reset makes a new one', async () => {
    signedIn()
    let made = 0
    server.use(
      http.get(apiUrl('/bookings/agreements'), () => ok({ items: [] })),
      http.post(apiUrl('/bookings/calendar-feed'), () => {
        made += 1
        return ok(
          {
            feed: {
              active: true,
              createdAt: '2030-02-01T00:00:00.000Z',
              url: `https://api.example/calendar-feeds/token-${made}`,
            },
          },
          BOOKING_SERVER_MESSAGES.CALENDAR_FEED_CREATED,
        )
      }),
    )
    const { user } = renderApp('/mypage/bookings')
    const card = await screen.findByRole(
      'region',
      { name: 'Calendar subscription' },
      { timeout: 10_000 },
    )
    expect(await within(card).findByText('No calendar link yet.')).toBeInTheDocument()
    await user.click(within(card).getByRole('button', { name: 'Make a calendar link' }))
    expect(await within(card).findByLabelText('Subscribe URL')).toHaveValue(
      'https://api.example/calendar-feeds/token-1',
    )
    await user.click(within(card).getByRole('button', { name: 'Copy link' }))
    expect(await within(card).findByText('Copied.')).toBeInTheDocument()
    await user.click(
      within(card).getByRole('button', { name: 'Make a new link (the old one stops working)' }),
    )
    expect(
      await within(card).findByDisplayValue('https://api.example/calendar-feeds/token-2'),
    ).toBeInTheDocument()
    expect(made).toBe(2)
  })
})
