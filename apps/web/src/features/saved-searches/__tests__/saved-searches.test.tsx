// Saved searches (issue #29, ADR 0051) as a signed-in reader uses them: "Save this search" on
// the castings board once a filter is set (never for a guest, never for a search of
// everything), and on the models directory for a client only; My page's list: open (on the
// board or in the directory), pause, delete after asking, the alert e-mails' switch, and an
// empty list that says what to do.
import { SERVICE_TYPE, type SavedSearch } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { buildCastingCard, buildCastingList, serveCastingList } from '@/testing/castings'
import { buildCard, buildList, serveModelList } from '@/testing/models'
import { buildNotification, serveUnread } from '@/testing/my-casting'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const search = (id: number, overrides: Partial<SavedSearch> = {}): SavedSearch => ({
  id,
  kind: 'castings',
  name: `Search ${id}`,
  query: 'q=runway',
  paused: false,
  matchCount: 0,
  lastMatchedAt: null,
  createdAt: '2026-11-20T03:00:00.000Z',
  ...overrides,
})

function serveList(items: SavedSearch[], alertEmails = true) {
  const calls: { method: string; path: string; body: unknown }[] = []
  const record = async (request: Request) => {
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: request.method === 'DELETE' ? null : await request.json(),
    })
  }
  server.use(
    http.get(apiUrl('/users/0/saved-searches'), () => ok({ items, alertEmails })),
    http.post(apiUrl('/users/0/saved-searches'), async ({ request }) => {
      await record(request)
      return ok(search(9, { name: 'Runway', query: 'q=runway' }), 'Search saved.')
    }),
    http.patch(apiUrl('/users/0/saved-searches/:id'), async ({ request }) => {
      await record(request)
      return ok(search(1, { paused: true }))
    }),
    http.delete(apiUrl('/users/0/saved-searches/:id'), async ({ request }) => {
      await record(request)
      return ok(null, 'Saved search deleted.')
    }),
    http.put(apiUrl('/users/0/alert-emails'), async ({ request }) => {
      await record(request)
      return ok(null)
    }),
  )
  return calls
}

const signedIn = () => {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser())
}
const signedInClient = () => {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
}

describe('saving a search from the castings board', () => {
  it('saves the filters on screen under a name, suggested from the search words', async () => {
    signedIn()
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    const calls = serveList([])
    const { user } = renderApp('/castings?q=runway&sort=budget&page=2')
    await user.click(await screen.findByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('runway')
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(
      await within(dialog).findByText(/Search saved. New castings that match it/),
    ).toBeVisible()
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/0/saved-searches',
        body: { kind: 'castings', name: 'runway', query: 'q=runway' },
      },
    ])
  })

  it('asks for a name before saving', async () => {
    signedIn()
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    const calls = serveList([])
    const { user } = renderApp(`/castings?cityId=1410000001`)
    await user.click(await screen.findByRole('button', { name: 'Save this search' }))
    const dialog = await screen.findByRole('dialog', { name: 'Save this search' })
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(within(dialog).getByText('Give the search a name.')).toBeVisible()
    expect(calls).toEqual([])
  })

  it('is not offered to a guest', async () => {
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    renderApp('/castings?q=runway')
    expect(await screen.findByRole('list', { name: 'Castings' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull()
  })

  it('is not offered for the whole board, only for a search or a filter', async () => {
    signedIn()
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    renderApp('/castings?sort=budget')
    expect(await screen.findByRole('list', { name: 'Castings' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull()
  })
})

describe('saving a search from the models directory', () => {
  it('lets a client save the directory’s filters, in Korean too', async () => {
    signedInClient()
    serveModelList(buildList([buildCard(1)]))
    const calls = serveList([])
    const { user } = renderAppIn('ko', '/models?q=태희&genderId=40001&sort=liked')
    await user.click(await screen.findByRole('button', { name: '이 검색 저장' }))
    const dialog = await screen.findByRole('dialog', { name: '이 검색 저장' })
    expect(within(dialog).getByText(/새로 공개된 모델이 이 검색에 맞으면/)).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: '이름' })).toHaveValue('태희')
    await user.click(within(dialog).getByRole('button', { name: '저장' }))
    expect(await within(dialog).findByText(/새로 맞는 모델은 알림에 표시됩니다/)).toBeVisible()
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/users/0/saved-searches',
        body: {
          kind: 'models',
          name: '태희',
          query: `genderId=40001&q=${encodeURIComponent('태희')}`,
        },
      },
    ])
  })

  it('is not offered to a model account', async () => {
    signedIn()
    serveModelList(buildList([buildCard(1)]))
    renderApp('/models?q=mina')
    expect(await screen.findByText(buildCard(1).stageName)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Save this search' })).toBeNull()
  })
})

describe('My page > Saved searches', () => {
  it('opens a client’s models search in the directory, with what it found', async () => {
    signedInClient()
    serveList([
      search(3, { kind: 'models', name: 'New faces', query: 'q=mina', matchCount: 2 }),
      search(4, { name: 'Runway' }),
    ])
    renderApp('/mypage/saved-searches')
    const models = await screen.findByRole('listitem', { name: 'New faces' })
    expect(models).toHaveTextContent('Models · 2 models found')
    expect(within(models).getByRole('link', { name: 'Open in the directory' })).toHaveAttribute(
      'href',
      '/models?q=mina',
    )
    expect(screen.getByRole('listitem', { name: 'Runway' })).toHaveTextContent(
      'Castings · No new castings yet',
    )
  })

  it('tells a client with none that the directory can be searched too', async () => {
    signedInClient()
    serveList([])
    renderApp('/mypage/saved-searches')
    expect(await screen.findByRole('link', { name: 'Go to the models directory' })).toHaveAttribute(
      'href',
      '/models',
    )
  })

  it('lists each search with what it found, opens it on the board, pauses and deletes it', async () => {
    signedIn()
    const calls = serveList([
      search(1, { name: 'Runway in Seoul', query: 'cityId=1410000001&q=runway', matchCount: 3 }),
      search(2, { name: 'Beauty', paused: true }),
    ])
    const { user } = renderApp('/mypage/saved-searches')
    const first = await screen.findByRole('listitem', { name: 'Runway in Seoul' })
    expect(first).toHaveTextContent('3 castings found')
    expect(within(first).getByRole('link', { name: 'Open on the board' })).toHaveAttribute(
      'href',
      '/castings?cityId=1410000001&q=runway',
    )
    expect(screen.getByRole('listitem', { name: /Beauty/ })).toHaveTextContent('paused')
    await user.click(within(first).getByRole('button', { name: 'Pause' }))
    await user.click(within(first).getByRole('button', { name: 'Delete' }))
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this saved search?' })
    await user.click(within(ask).getByRole('button', { name: 'Delete' }))
    await user.click(screen.getByRole('button', { name: 'Turn alert e-mails off' }))
    await waitFor(() => expect(calls).toHaveLength(3))
    expect(calls).toEqual([
      { method: 'PATCH', path: '/api/users/0/saved-searches/1', body: { paused: true } },
      { method: 'DELETE', path: '/api/users/0/saved-searches/1', body: null },
      { method: 'PUT', path: '/api/users/0/alert-emails', body: { on: false } },
    ])
  })

  it('says how to save a search when there is none, in Korean too', async () => {
    signedIn()
    serveList([], false)
    renderAppIn('ko', '/mypage/saved-searches')
    expect(await screen.findByText('저장한 검색이 없습니다')).toBeVisible()
    expect(screen.getByRole('link', { name: '캐스팅 게시판으로 가기' })).toHaveAttribute(
      'href',
      '/castings',
    )
    expect(screen.getByRole('button', { name: '알림 메일 켜기' })).toBeVisible()
  })
})

describe('a saved search’s notification', () => {
  it('names the search and the count, and leads to the saved searches', async () => {
    signedIn()
    serveUnread({ notifications: 1, messages: 0 })
    server.use(
      http.get(apiUrl('/notifications'), () =>
        ok({
          items: [
            buildNotification(1, {
              kind: 'saved_search_match',
              payload: { savedSearchId: 4, name: 'Runway in Seoul', count: 3 },
            }),
          ],
          hasMore: false,
          unread: 1,
        }),
      ),
    )
    renderApp('/mypage/notifications')
    const line = await screen.findByRole('link', {
      name: /3 new castings match your search “Runway in Seoul”/,
    })
    expect(line).toHaveAttribute('href', '/mypage/saved-searches')
  })

  it('says new models for a client’s models search, in Korean', async () => {
    signedInClient()
    serveUnread({ notifications: 1, messages: 0 })
    server.use(
      http.get(apiUrl('/notifications'), () =>
        ok({
          items: [
            buildNotification(1, {
              kind: 'saved_search_match',
              payload: { savedSearchId: 5, name: '신인', count: 2, searchKind: 'models' },
            }),
          ],
          hasMore: false,
          unread: 1,
        }),
      ),
    )
    renderAppIn('ko', '/mypage/notifications')
    const line = await screen.findByRole('link', {
      name: /저장한 검색 “신인”에 맞는 새 모델 2명/,
    })
    expect(line).toHaveAttribute('href', '/mypage/saved-searches')
  })
})
