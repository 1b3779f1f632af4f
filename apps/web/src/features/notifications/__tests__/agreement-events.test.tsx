import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildNotification, serveUnread } from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

// A booking agreement's steps are told to the other side (issue #28, ADR 0044), each line
// leading to the agreement on My page > Bookings; a picture usage ending is told to both sides
// (ADR 0048), leading to "Where the pictures may be used".

const usage = { agreementId: 7, title: 'Spring lookbook shoot', scope: 'Instagram' }

function serveEvents() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  serveUnread({ notifications: 2, messages: 0 })
  server.use(
    http.get(apiUrl('/notifications'), () =>
      ok({
        items: [
          buildNotification(2, {
            kind: 'agreement',
            payload: { agreementId: 7, title: 'Spring lookbook shoot', event: 'sent' },
          }),
          buildNotification(1, {
            kind: 'agreement',
            payload: { agreementId: 7, title: 'Spring lookbook shoot', event: 'pay_marked' },
          }),
          buildNotification(4, {
            kind: 'agreement',
            payload: { ...usage, event: 'usage_ending', days: 7, endsOn: '2031-03-06' },
          }),
          buildNotification(3, {
            kind: 'agreement',
            payload: { ...usage, event: 'usage_ended', days: 0, endsOn: '2031-03-06' },
          }),
        ],
        hasMore: false,
        unread: 4,
      }),
    ),
  )
}

describe('booking agreement events in the notifications', () => {
  it.each([
    [
      'en',
      'The client sent the booking agreement for Spring lookbook shoot: confirm or decline it',
      'The client marked Spring lookbook shoot paid: confirm receipt or dispute it',
      'The image usage agreed for Spring lookbook shoot (Instagram) ends in 7 days, on 2031-03-06',
      'The image usage agreed for Spring lookbook shoot (Instagram) ends today, 2031-03-06',
    ],
    [
      'ko',
      '클라이언트가 Spring lookbook shoot 섭외 계약서를 보냈습니다. 확정하거나 거절해 주세요',
      '클라이언트가 Spring lookbook shoot 출연료를 지급 완료로 표시했습니다. 입금을 확인하거나 이의를 제기해 주세요',
      'Spring lookbook shoot에서 합의한 사진 사용(Instagram)이 7일 뒤 2031-03-06에 끝납니다',
      'Spring lookbook shoot에서 합의한 사진 사용(Instagram)이 오늘 2031-03-06에 끝납니다',
    ],
  ] as const)(
    'read what happened (%s) and lead to the agreement',
    async (language, sent, paid, ending, ended) => {
      serveEvents()
      if (language === 'en') renderApp('/mypage/notifications')
      else renderAppIn(language, '/mypage/notifications')
      for (const name of [sent, paid]) {
        expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
          'href',
          '/mypage/bookings/7',
        )
      }
      for (const name of [ending, ended]) {
        expect(await screen.findByRole('link', { name })).toHaveAttribute(
          'href',
          '/mypage/image-usage',
        )
      }
    },
  )

  it('read the pay reminders (ADR 0046) and lead to the agreement', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    serveUnread({ notifications: 3, messages: 0 })
    const reminder = (id: number, event: string) =>
      buildNotification(id, {
        kind: 'agreement',
        payload: { agreementId: 9, title: 'Autumn coats', event },
      })
    server.use(
      http.get(apiUrl('/notifications'), () =>
        ok({
          items: [
            reminder(3, 'pay_due_soon'),
            reminder(2, 'pay_overdue'),
            reminder(1, 'pay_overdue_model'),
          ],
          hasMore: false,
          unread: 3,
        }),
      ),
    )
    renderApp('/mypage/notifications')
    for (const name of [
      'Pay for Autumn coats is due soon: pay the model side and mark it paid',
      'Pay for Autumn coats is overdue: pay the model side and mark it paid',
      'Pay for Autumn coats is overdue; we reminded the client',
    ]) {
      expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
        'href',
        '/mypage/bookings/9',
      )
    }
  })
})
