import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { buildNotification, serveUnread } from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const header = () => screen.getByRole('banner')

const NOTIFICATIONS = [
  buildNotification(3, {
    kind: 'application_status',
    payload: { castingTitle: 'Spring lookbook shoot', status: 'shortlisted', applicationId: 71 },
    castingId: 31,
  }),
  buildNotification(2, {
    kind: 'proposal_received',
    payload: { title: 'Cosmetics campaign', stageName: 'Mina Park', proposalId: 41 },
  }),
  buildNotification(1, {
    kind: 'casting_closed',
    payload: { castingTitle: 'Winter campaign' },
    castingId: 32,
    read: true,
  }),
]

/** GET /notifications and PATCH /notifications/read; unread counts follow what was marked. */
function serveNotifications() {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
  const read = new Set<number>([1])
  const marks: unknown[] = []
  let unreadRequests = 0
  const unread = () => NOTIFICATIONS.filter((n) => !read.has(n.id)).length
  server.use(
    http.get(apiUrl('/notifications'), () =>
      ok({
        items: NOTIFICATIONS.map((n) => ({ ...n, read: read.has(n.id) })),
        hasMore: false,
        unread: unread(),
      }),
    ),
    http.patch(apiUrl('/notifications/read'), async ({ request }) => {
      const body = (await request.json()) as { ids?: number[]; all?: true }
      marks.push(body)
      for (const n of NOTIFICATIONS) if (body.all || body.ids?.includes(n.id)) read.add(n.id)
      return ok(null)
    }),
    http.get(apiUrl('/users/0/unread'), () => {
      unreadRequests += 1
      return ok({ notifications: unread(), messages: 0 })
    }),
  )
  return { marks, unreadRequests: () => unreadRequests }
}

describe('the header inbox', () => {
  it('shows signed-in visitors the unread notifications and messages', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    serveUnread({ notifications: 3, messages: 120 })
    renderApp('/about')
    const bell = await within(header()).findByRole(
      'link',
      { name: 'Notifications, 3 unread' },
      { timeout: 10_000 },
    )
    expect(bell).toHaveAttribute('href', '/mypage/notifications')
    expect(bell).toHaveTextContent('3')
    const messages = within(header()).getByRole('link', { name: 'Messages, 120 unread' })
    expect(messages).toHaveAttribute('href', '/mypage/messages')
    expect(messages).toHaveTextContent('99+')
  })

  it('is not shown to guests', async () => {
    renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Casting N Model' })
    expect(within(header()).queryByRole('link', { name: /Notifications/ })).not.toBeInTheDocument()
  })
})

describe('the notifications page', () => {
  // Issue #25, ADR 0032: what a client's departure ended says so, in the reader's language.
  it('says a casting or proposal ended because the other side closed its account', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser())
    const items = [
      buildNotification(5, {
        kind: 'casting_closed',
        payload: { castingTitle: 'Winter campaign', reason: 'account_closed' },
        castingId: 32,
      }),
      buildNotification(4, {
        kind: 'proposal_answered',
        payload: {
          title: 'Summer campaign',
          proposalId: 41,
          status: 'cancelled',
          reason: 'account_closed',
        },
      }),
    ]
    server.use(
      http.get(apiUrl('/notifications'), () => ok({ items, hasMore: false, unread: 2 })),
      http.get(apiUrl('/users/0/unread'), () => ok({ notifications: 2, messages: 0 })),
    )
    renderAppIn('ko', '/mypage/notifications')
    expect(
      await screen.findByRole(
        'link',
        { name: 'Winter campaign 캐스팅이 마감되었습니다: 의뢰인이 탈퇴했습니다' },
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('href', '/castings/32')
    expect(
      screen.getByRole('link', {
        name: 'Summer campaign 제안이 종료되었습니다: 상대방이 탈퇴했습니다',
      }),
    ).toHaveAttribute('href', '/mypage/proposals/41')
  })

  it('words each notification from its kind and payload and links it to its page', async () => {
    serveNotifications()
    renderApp('/mypage/notifications')
    expect(
      await screen.findByRole(
        'link',
        { name: 'Your application to Spring lookbook shoot: shortlisted' },
        { timeout: 10_000 },
      ),
    ).toHaveAttribute('href', '/mypage/messages/application/71')
    expect(
      screen.getByRole('link', { name: 'New proposal for Mina Park: Cosmetics campaign' }),
    ).toHaveAttribute('href', '/mypage/proposals/41')
    expect(
      screen.getByRole('link', { name: 'The casting Winter campaign has closed' }),
    ).toHaveAttribute('href', '/castings/32')
    expect(screen.getByText('2 unread notifications')).toBeInTheDocument()
    expect(screen.getAllByText('New')).toHaveLength(2)
  })

  it('marks one and then all as read, and the header count follows', async () => {
    const { marks, unreadRequests } = serveNotifications()
    const { user } = renderApp('/mypage/notifications')
    await within(header()).findByRole(
      'link',
      { name: 'Notifications, 2 unread' },
      { timeout: 10_000 },
    )
    await user.click(
      await screen.findByRole('button', {
        name: 'Mark as read: New proposal for Mina Park: Cosmetics campaign',
      }),
    )
    await waitFor(() => expect(marks).toEqual([{ ids: [2] }]))
    expect(
      await within(header()).findByRole('link', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument()
    const before = unreadRequests()
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(marks).toEqual([{ ids: [2] }, { all: true }]))
    expect(await screen.findByText('0 unread notifications')).toBeInTheDocument()
    await waitFor(() => expect(unreadRequests()).toBeGreaterThan(before))
    expect(
      within(header()).getByRole('link', { name: 'Notifications, 0 unread' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it('speaks Korean', async () => {
    serveNotifications()
    renderAppIn('ko', '/mypage/notifications')
    expect(
      await screen.findByRole(
        'link',
        { name: 'Spring lookbook shoot 지원 결과: 후보 선정' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('읽지 않은 알림 2개')).toBeInTheDocument()
    expect(within(header()).getByRole('link', { name: '알림, 읽지 않음 2개' })).toBeInTheDocument()
  })
})
