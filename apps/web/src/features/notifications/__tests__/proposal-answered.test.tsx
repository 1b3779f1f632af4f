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

// The sender of a direct proposal reads how the model side answered it, from the payload's
// `status` (proposals.service.ts); a row without it (older ones) still reads "answered".

function serveAnswers() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  serveUnread({ notifications: 3, messages: 0 })
  const answered = (id: number, title: string, status?: string) =>
    buildNotification(id, {
      kind: 'proposal_answered',
      payload: { proposalId: 40 + id, title, ...(status ? { status } : {}) },
    })
  server.use(
    http.get(apiUrl('/notifications'), () =>
      ok({
        items: [
          answered(3, 'Cosmetics campaign', 'accepted'),
          answered(2, 'Denim shoot', 'declined'),
          answered(1, 'Old proposal'),
        ],
        hasMore: false,
        unread: 3,
      }),
    ),
  )
}

describe('an answered proposal in the notifications', () => {
  it.each([
    [
      'en',
      'Your proposal Cosmetics campaign was accepted',
      'Your proposal Denim shoot was declined',
      'Your proposal Old proposal was answered',
    ],
    [
      'ko',
      'Cosmetics campaign 제안이 수락되었습니다',
      'Denim shoot 제안이 거절되었습니다',
      'Old proposal 제안에 답변이 왔습니다',
    ],
  ] as const)(
    'says accepted or declined (%s), and links to the proposal',
    async (language, accepted, declined, legacy) => {
      serveAnswers()
      if (language === 'en') renderApp('/mypage/notifications')
      else renderAppIn(language, '/mypage/notifications')
      for (const [name, id] of [
        [accepted, 43],
        [declined, 42],
        [legacy, 41],
      ] as const) {
        expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
          'href',
          `/mypage/proposals/${id}`,
        )
      }
    },
  )
})
