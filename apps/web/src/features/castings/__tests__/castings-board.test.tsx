import { SERVICE_TYPE } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  buildCastingCard,
  buildCastingList,
  CASTING_NOW,
  serveCastingList,
  serveCastingListAfterGate,
} from '@/testing/castings'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const board = () => screen.getByRole('list', { name: 'Castings' })
const params = (query: URLSearchParams) => Object.fromEntries(query)

describe('/castings board', () => {
  // Only Date is faked: "closes in 3 days" is counted from a known day, timers stay real.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(CASTING_NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('shows the results in elements of their own: no placeholder moves across the grid', async () => {
    // Ids 0-4 equal placeholder positions; a reused placeholder would jump to the result's
    // place, which the browser counts as a layout shift (CLS).
    const { release } = serveCastingListAfterGate(
      buildCastingList([4, 3, 2, 1, 0].map((id) => buildCastingCard(id))),
    )
    renderApp('/castings')
    const placeholders = within(await screen.findByRole('list', { name: 'Castings' })).getAllByRole(
      'listitem',
    )
    release()
    await within(board()).findByText('Casting 4')
    const results = within(board()).getAllByRole('listitem')
    expect(results).toHaveLength(5)
    expect(results.filter((item) => placeholders.includes(item))).toEqual([])
  })

  it('sends the filters of the URL as the query of GET /castings and shows the cards', async () => {
    const queries = serveCastingList(
      buildCastingList([
        buildCastingCard(1, { title: 'Spring lookbook' }),
        buildCastingCard(2, {
          client: { id: 51, name: 'Unverified Co', verified: false },
          pay: { budget: 300_000, budgetType: 'total' },
          applicationDeadline: '2026-11-22T14:00:00.000Z',
          filmingDate: null,
          city: null,
        }),
      ]),
    )
    renderApp(
      '/castings?categoryId=10&detailedCategoryId=101&genderId=40001&age=24&budgetMin=100000&deadlineWithinDays=7&q=lookbook&clientId=21&sort=deadline&page=2&bogus=1',
    )
    const first = (
      await within(await screen.findByRole('list', { name: 'Castings' })).findByText(
        'Spring lookbook',
      )
    ).closest('article')!
    expect(params(queries.at(-1)!)).toEqual({
      categoryId: '10',
      detailedCategoryId: '101',
      genderId: '40001',
      age: '24',
      budgetMin: '100000',
      deadlineWithinDays: '7',
      q: 'lookbook',
      // Issue #26: a partner page's "see all" link.
      clientId: '21',
      sort: 'deadline',
      page: '2',
      pageSize: '20',
    })
    // Pay up front in won with its type, the Verified client, dates, city and category.
    expect(within(first).getByText('₩1,500,000 per day')).toBeInTheDocument()
    expect(within(first).getByText('Hanbit Studio')).toBeInTheDocument()
    expect(within(first).getByText('Verified')).toBeInTheDocument()
    expect(within(first).getByText('Dec 5, 2026')).toBeInTheDocument()
    expect(within(first).getByText('Gangnam-gu, Seoul')).toBeInTheDocument()
    expect(within(first).getByText('Fashion · Runway')).toBeInTheDocument()
    expect(within(first).getByText('Closes in 3 days')).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Spring lookbook' })).toHaveAttribute(
      'href',
      '/castings/1',
    )
    const second = within(board()).getByText('Casting 2').closest('article')!
    expect(within(second).getByText('₩300,000 in total')).toBeInTheDocument()
    expect(within(second).queryByText('Verified')).not.toBeInTheDocument()
    expect(within(second).getByText('Closes today')).toBeInTheDocument()
    expect(within(second).getByText('To be agreed')).toBeInTheDocument()
    // The URL's values are shown in the form.
    expect(screen.getByLabelText('Category')).toHaveValue('10')
    expect(screen.getByLabelText('Detailed category')).toHaveValue('101')
    expect(screen.getByLabelText('Your age')).toHaveValue(24)
    expect(screen.getByLabelText('Closes within')).toHaveValue('7')
    expect(screen.getByLabelText('Sort by')).toHaveValue('deadline')
    expect(screen.getByRole('heading', { name: '2 castings' })).toBeInTheDocument()
  })

  it('puts a changed filter in the URL, starts again at page 1, and the back button undoes it', async () => {
    const queries = serveCastingList(buildCastingList([buildCastingCard(1)], { total: 60 }))
    const { user, router } = renderApp('/castings?page=2')
    await screen.findByRole('navigation', { name: 'Pages' })
    expect(screen.getByLabelText('Detailed category')).toBeDisabled()

    await user.selectOptions(screen.getByLabelText('Category'), 'Fashion')
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=10'))
    await user.selectOptions(screen.getByLabelText('Detailed category'), 'Runway')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?categoryId=10&detailedCategoryId=101'),
    )
    // A new category drops the detailed one that belonged to the old.
    await user.selectOptions(screen.getByLabelText('Category'), 'Fitness')
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=20'))

    await user.type(screen.getByLabelText('Pay from'), '500000')
    await user.type(screen.getByLabelText('Search'), 'lookbook{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?categoryId=20&q=lookbook&budgetMin=500000'),
    )
    await waitFor(() =>
      expect(params(queries.at(-1)!)).toMatchObject({ q: 'lookbook', budgetMin: '500000' }),
    )
    await user.selectOptions(screen.getByLabelText('Closes within'), '3 days')
    await waitFor(() => expect(router.state.location.search).toContain('deadlineWithinDays=3'))

    await router.navigate(-1)
    await waitFor(() =>
      expect(router.state.location.search).toBe('?categoryId=20&q=lookbook&budgetMin=500000'),
    )
    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=20'))
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''))
  })

  it('changes page and sort through the URL, keeping the previous cards while loading', async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const queries = serveCastingList(buildCastingList([buildCastingCard(1)], { total: 100 }))
    server.use(
      http.get(apiUrl('/castings'), async ({ request }) => {
        const query = new URL(request.url).searchParams
        queries.push(query)
        const page = Number(query.get('page'))
        if (page === 2) await held
        return ok(buildCastingList([buildCastingCard(page)], { page, total: 100 }))
      }),
    )
    const { user, router } = renderApp('/castings')
    expect(await screen.findByText('Casting 1')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    // While page 2 loads, page 1 stays on screen, marked busy.
    expect(screen.getByText('Casting 1')).toBeInTheDocument()
    expect(board().closest('section')).toHaveAttribute('aria-busy', 'true')
    release()
    expect(await screen.findByText('Casting 2')).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 5')).toBeInTheDocument()
    expect(board().closest('section')).toHaveAttribute('aria-busy', 'false')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Highest pay')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=budget'))
    await waitFor(() =>
      expect(params(queries.at(-1)!)).toMatchObject({ sort: 'budget', page: '1' }),
    )
  })

  it('offers "Clear filters" when nothing matches, keeping the sort', async () => {
    serveCastingList((query) => buildCastingList(query.get('q') ? [] : [buildCastingCard(1)]))
    const { user, router } = renderApp('/castings?q=nothing&cityId=1410000001&sort=budget')
    const empty = await screen.findByRole('heading', { name: 'No casting matches these filters' })
    const region = empty.parentElement!
    expect(within(region).getByText(/Try fewer filters/)).toBeInTheDocument()
    await user.click(within(region).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=budget'))
    expect(await screen.findByText('Casting 1')).toBeInTheDocument()
  })

  it('says what to do when there are no castings at all', async () => {
    serveCastingList()
    renderApp('/castings')
    const empty = await screen.findByRole('heading', { name: 'No open castings yet' })
    const region = empty.parentElement!
    expect(within(region).queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument()
    expect(within(region).getByText(/complete your model profile/)).toBeInTheDocument()
    expect(within(region).getByRole('link', { name: 'Browse model profiles' })).toHaveAttribute(
      'href',
      '/models',
    )
  })

  it('offers client accounts "Post a casting"', async () => {
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
    renderApp('/castings')
    expect(await screen.findByRole('link', { name: 'Post a casting' })).toHaveAttribute(
      'href',
      '/mypage/casting/new',
    )
  })

  it('does not offer a model account "Post a casting"', async () => {
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
    renderApp('/castings')
    expect(await screen.findByText('Casting 1')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Post a casting' })).not.toBeInTheDocument()
  })

  it('speaks Korean, pay and deadline included', async () => {
    serveCastingList(buildCastingList([buildCastingCard(1)]))
    renderAppIn('ko', '/castings')
    expect(await screen.findByRole('heading', { level: 1, name: '캐스팅' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '캐스팅 1건' })).toBeInTheDocument()
    // The cards render just after the count (a deferred render; components/ui/list-page.tsx).
    expect(await screen.findByText('일당 ₩1,500,000')).toBeInTheDocument()
    expect(screen.getByText('3일 후 마감')).toBeInTheDocument()
    expect(screen.getByText('인증됨')).toBeInTheDocument()
  })
})
