import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildNotification, serveUnread } from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'

// Issue #26: an administrator's decision used to read "An administrator updated your account
// or content" and lead to My Profile whatever it was. Payloads as castings-admin.service.ts
// and models-admin.service.ts write them.

function serveDecisions() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  serveUnread({ notifications: 2, messages: 0 })
  server.use(
    http.get(apiUrl('/notifications'), () =>
      ok({
        items: [
          buildNotification(2, {
            kind: 'admin_action',
            castingId: 31,
            payload: {
              castingId: 31,
              castingTitle: 'Spring lookbook',
              action: 'casting.reject',
              reason: 'Remove the registration fee.',
            },
          }),
          buildNotification(1, {
            kind: 'admin_action',
            castingId: null,
            payload: { action: 'model_review_approved', profileId: 7, reason: null },
          }),
        ],
        hasMore: false,
        unread: 2,
      }),
    ),
  )
}

describe("an administrator's decision in the notifications", () => {
  it('names what happened, with the reason, and links to it', async () => {
    serveDecisions()
    renderApp('/mypage/notifications')
    expect(
      await screen.findByRole(
        'link',
        {
          name: 'Your casting Spring lookbook was sent back to a draft. Reason: Remove the registration fee.',
        },
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('href', '/castings/31')
    expect(
      screen.getByRole('link', { name: 'An administrator reviewed your model profile' }),
    ).toHaveAttribute('href', '/mypage/model/7/edit')
  })
})
