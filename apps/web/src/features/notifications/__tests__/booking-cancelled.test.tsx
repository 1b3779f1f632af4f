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

// A cancelled booking is told to the other side (ADR 0024 addendum): the model side reads
// that the client cancelled, the client reads which model backed out; both lead to the thread
// (an application's) or to the proposal's page (an accepted direct proposal's).

const APPLICATION = { castingTitle: 'Spring lookbook shoot', applicationId: 71, castingId: 31 }

function serveCancellations(payload: Record<string, string | number> = APPLICATION) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  serveUnread({ notifications: 2, messages: 0 })
  server.use(
    http.get(apiUrl('/notifications'), () =>
      ok({
        items: [
          buildNotification(2, {
            kind: 'booking_cancelled',
            payload: { ...payload, stageName: 'Mina Park', by: 'client' },
          }),
          buildNotification(1, {
            kind: 'booking_cancelled',
            payload: { ...payload, stageName: 'Mina Park', by: 'model' },
          }),
        ],
        hasMore: false,
        unread: 2,
      }),
    ),
  )
}

describe('a cancelled booking in the notifications', () => {
  it.each([
    [
      'en',
      'The client cancelled your booking for Spring lookbook shoot',
      'Mina Park cancelled the booking for Spring lookbook shoot',
    ],
    [
      'ko',
      '클라이언트가 Spring lookbook shoot 섭외를 취소했습니다',
      'Mina Park님이 Spring lookbook shoot 섭외를 취소했습니다',
    ],
  ] as const)(
    'reads who cancelled (%s) and links to the thread',
    async (language, byClient, byModel) => {
      serveCancellations()
      if (language === 'en') renderApp('/mypage/notifications')
      else renderAppIn(language, '/mypage/notifications')
      for (const name of [byClient, byModel]) {
        expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
          'href',
          '/mypage/messages/application/71',
        )
      }
    },
  )

  it('of an accepted proposal reads the same and leads to the proposal', async () => {
    serveCancellations({ title: 'Spring lookbook shoot', proposalId: 41 })
    renderApp('/mypage/notifications')
    for (const name of [
      'The client cancelled your booking for Spring lookbook shoot',
      'Mina Park cancelled the booking for Spring lookbook shoot',
    ]) {
      expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
        'href',
        '/mypage/proposals/41',
      )
    }
  })
})
