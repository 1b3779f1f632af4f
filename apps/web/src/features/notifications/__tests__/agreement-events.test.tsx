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
// leading to the agreement on My page > Bookings.

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
        ],
        hasMore: false,
        unread: 2,
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
    ],
    [
      'ko',
      '클라이언트가 Spring lookbook shoot 섭외 계약서를 보냈습니다. 확정하거나 거절해 주세요',
      '클라이언트가 Spring lookbook shoot 출연료를 지급 완료로 표시했습니다. 입금을 확인하거나 이의를 제기해 주세요',
    ],
  ] as const)('read what happened (%s) and lead to the agreement', async (language, sent, paid) => {
    serveEvents()
    if (language === 'en') renderApp('/mypage/notifications')
    else renderAppIn(language, '/mypage/notifications')
    for (const name of [sent, paid]) {
      expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
        'href',
        '/mypage/bookings/7',
      )
    }
  })

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
