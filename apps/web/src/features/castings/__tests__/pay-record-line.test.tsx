import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buildCastingCard,
  buildCastingList,
  CASTING_NOW,
  serveCastingList,
} from '@/testing/castings'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

// Every casting card shows its client's pay record (issue #28): the figures from real bookings,
// or "no bookings yet" for a new client, in English and Korean.

const record = {
  bookingsCompleted: 12,
  paidOnTimeShare: 0.75,
  medianDaysToPay: 21,
  openOverdue: 1,
  killFees: 0,
  cancelledLast12Months: 0,
}
const none = {
  ...record,
  bookingsCompleted: 0,
  paidOnTimeShare: null,
  medianDaysToPay: null,
  openOverdue: 0,
  // A client that cancelled a booking says so even before its first completed one.
  cancelledLast12Months: 1,
}

function serveCards() {
  serveCastingList(
    buildCastingList([
      buildCastingCard(1, { title: 'Spring lookbook', payRecord: record }),
      buildCastingCard(2, { title: 'First shoot', payRecord: none }),
    ]),
  )
}

describe('the pay record on casting cards', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(CASTING_NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('shows the figures, or "no bookings yet" for a new client', async () => {
    serveCards()
    renderApp('/castings')
    const paying = (await screen.findByRole('link', { name: 'Spring lookbook' })).closest(
      'article',
    )!
    const fresh = screen.getByRole('link', { name: 'First shoot' }).closest('article')!
    expect(
      within(paying).getByText(
        /12 bookings completed · 75% paid on time · paid 21 days after the shoot \(median\) · 1 overdue/,
      ),
    ).toBeInTheDocument()
    expect(
      within(fresh).getByText(/no bookings yet · 1 booking cancelled by the client in 12 months/),
    ).toBeInTheDocument()
    expect(within(paying).queryByText(/cancelled/)).toBeNull()
  })

  it('reads in Korean', async () => {
    serveCards()
    renderAppIn('ko', '/castings')
    expect(await screen.findByText(/완료된 섭외 12건 · 기한 내 지급 75%/)).toBeInTheDocument()
    expect(
      screen.getByText(/아직 섭외 기록 없음 · 최근 12개월 클라이언트 취소 1건/),
    ).toBeInTheDocument()
  })
})
