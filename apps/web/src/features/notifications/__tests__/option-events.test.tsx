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

// An option's steps are told to the other side (issue #29, ADR 0049), each line leading to
// My page > Options; an event this version does not know keeps the general wording.

function serveEvents() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  serveUnread({ notifications: 3, messages: 0 })
  const payload = { optionId: 4, name: 'Mina Park', date: '2026-12-03' }
  server.use(
    http.get(apiUrl('/notifications'), () =>
      ok({
        items: [
          buildNotification(3, { kind: 'option', payload: { ...payload, event: 'promoted' } }),
          buildNotification(2, { kind: 'option', payload: { ...payload, event: 'placed' } }),
          buildNotification(1, { kind: 'option', payload: { ...payload, event: 'renamed' } }),
        ],
        hasMore: false,
        unread: 3,
      }),
    ),
  )
}

describe('option events in the notifications', () => {
  it.each([
    [
      'en',
      'Your option on Mina Park for 2026-12-03 moved up to 1st',
      'A client placed an option on Mina Park for 2026-12-03: accept or decline it',
      "An option on a model's date has news",
    ],
    [
      'ko',
      '2026-12-03 Mina Park에게 건 옵션이 1순위가 되었습니다',
      '클라이언트가 2026-12-03 Mina Park에게 옵션을 걸었습니다. 수락하거나 거절해 주세요',
      '모델 날짜에 건 옵션에 새 소식이 있습니다',
    ],
  ] as const)('read what happened (%s) and lead to the options', async (language, ...lines) => {
    serveEvents()
    if (language === 'en') renderApp('/mypage/notifications')
    else renderAppIn(language, '/mypage/notifications')
    for (const name of lines) {
      expect(await screen.findByRole('link', { name }, { timeout: 10_000 })).toHaveAttribute(
        'href',
        '/mypage/options',
      )
    }
  })
})
