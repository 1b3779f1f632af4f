import { SERVICE_TYPE, type InboxThread } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const thread = (overrides: Partial<InboxThread>): InboxThread => ({
  id: 1,
  kind: 'application',
  refId: 71,
  title: 'Spring lookbook',
  mySide: 'client',
  counterpartName: 'Mina Kim',
  profile: null,
  unread: 0,
  lastMessageAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
})

/** Answers GET /users/0/threads page by page from `pages`; records the pages asked for. */
function serveInbox(pages: InboxThread[][], total = pages.flat().length) {
  const asked: string[] = []
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
  server.use(
    http.get(apiUrl('/users/0/threads'), ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page') ?? '1')
      asked.push(String(page))
      return ok({ items: pages[page - 1] ?? [], page, pageSize: 2, total })
    }),
  )
  return asked
}

describe('/mypage/messages (issue #26)', () => {
  it('lists every conversation newest first, marks the unread ones and links each to its thread', async () => {
    const asked = serveInbox([
      [
        thread({ id: 3, refId: 71, unread: 2 }),
        thread({
          id: 4,
          kind: 'proposal',
          refId: 9,
          title: 'Denim proposal',
          counterpartName: 'Jun',
        }),
      ],
      [thread({ id: 5, refId: 80, title: 'Older casting' })],
    ])
    const { user } = renderApp('/mypage/messages')
    const list = await screen.findByRole('list', { name: 'Your conversations, newest first' })
    const rows = within(list).getAllByRole('article')
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual([
      'Spring lookbook, with Mina Kim',
      'Denim proposal, with Jun',
    ])
    expect(within(rows[0]!).getByText('2 unread')).toBeInTheDocument()
    expect(within(rows[1]!).queryByText(/unread/)).not.toBeInTheDocument()
    expect(within(rows[0]!).getByRole('link', { name: 'Spring lookbook' })).toHaveAttribute(
      'href',
      '/mypage/messages/application/71',
    )
    expect(within(rows[1]!).getByRole('link', { name: 'Denim proposal' })).toHaveAttribute(
      'href',
      '/mypage/messages/proposal/9',
    )
    // The menu has the page, and it is the current one.
    expect(screen.getByRole('link', { name: 'Messages', current: 'page' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Show older conversations' }))
    expect(await within(list).findByRole('link', { name: 'Older casting' })).toBeInTheDocument()
    expect(asked).toEqual(['1', '2'])
    expect(
      screen.queryByRole('button', { name: 'Show older conversations' }),
    ).not.toBeInTheDocument()
  })

  it('says what to do when there is no conversation yet, in Korean too', async () => {
    serveInbox([[]])
    renderAppIn('ko', '/mypage/messages')
    expect(await screen.findByText('아직 메시지가 없습니다')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '마이 캐스팅으로 가기' })).toHaveAttribute(
      'href',
      '/mypage/casting',
    )
  })
})
