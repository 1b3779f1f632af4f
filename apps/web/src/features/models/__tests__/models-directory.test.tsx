import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'
import { buildCard, buildList, serveModelList, serveModelListAfterGate } from '@/testing/models'

const grid = () => screen.getByRole('list', { name: 'Model profiles' })
const params = (query: URLSearchParams) => Object.fromEntries(query)

describe('/models directory', () => {
  it('sends the filters of the URL as the query of GET /models and shows the cards', async () => {
    const queries = serveModelList(
      buildList([buildCard(1, { stageName: 'Mina Park', reviewed: true }), buildCard(2)], {
        total: 2,
      }),
    )
    renderApp('/models?genderId=40001&heightMin=165&reviewedOnly=true&sort=liked&page=2&bogus=1')
    expect(
      await within(await screen.findByRole('list', { name: 'Model profiles' })).findByText(
        'Mina Park',
      ),
    ).toBeInTheDocument()
    expect(params(queries.at(-1)!)).toEqual({
      genderId: '40001',
      heightMin: '165',
      reviewedOnly: 'true',
      sort: 'liked',
      page: '2',
      pageSize: '24',
    })
    // The URL's values are shown in the form.
    expect(screen.getByLabelText('Gender')).toHaveValue('40001')
    expect(screen.getByLabelText('Height from')).toHaveValue(165)
    expect(screen.getByLabelText('Reviewed only')).toBeChecked()
    expect(screen.getByLabelText('Sort by')).toHaveValue('liked')
    expect(screen.getByRole('heading', { name: '2 models' })).toBeInTheDocument()
    expect(within(grid()).getAllByText('Reviewed')).toHaveLength(1)
  })

  it('shows the results in elements of their own: no placeholder moves across the grid', async () => {
    // Ids 0-4 equal placeholder positions; a reused placeholder would jump to the result's
    // place, which the browser counts as a layout shift (CLS).
    const { release } = serveModelListAfterGate(
      buildList([4, 3, 2, 1, 0].map((id) => buildCard(id, { stageName: `Model ${id}` }))),
    )
    renderApp('/models')
    const placeholders = within(
      await screen.findByRole('list', { name: 'Model profiles' }),
    ).getAllByRole('listitem')
    release()
    await within(grid()).findByText('Model 4')
    const results = within(grid()).getAllByRole('listitem')
    expect(results).toHaveLength(5)
    expect(results.filter((item) => placeholders.includes(item))).toEqual([])
  })

  it('drops a malformed parameter instead of failing the whole search', async () => {
    const queries = serveModelList()
    renderApp('/models?heightMin=abc&cityId=1410000001')
    await screen.findByRole('heading', { name: 'No model profiles to show yet' })
    expect(params(queries.at(-1)!)).toEqual({
      cityId: '1410000001',
      sort: 'newest',
      page: '1',
      pageSize: '24',
    })
  })

  it('puts a changed filter in the URL, starts again at page 1, and the back button undoes it', async () => {
    const queries = serveModelList(buildList([buildCard(1)], { total: 60 }))
    const { user, router } = renderApp('/models?page=2')
    await screen.findByRole('navigation', { name: 'Pages' })

    await user.selectOptions(screen.getByLabelText('Category'), 'Fashion')
    await waitFor(() => expect(router.state.location.search).toBe('?categoryId=10'))
    await user.selectOptions(screen.getByLabelText('Detailed category'), 'Runway')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?categoryId=10&detailedCategoryId=101'),
    )
    await user.type(screen.getByLabelText('Search'), 'mina{Enter}')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?categoryId=10&detailedCategoryId=101&q=mina'),
    )
    await waitFor(() =>
      expect(params(queries.at(-1)!)).toMatchObject({ q: 'mina', detailedCategoryId: '101' }),
    )

    await router.navigate(-1)
    await waitFor(() =>
      expect(router.state.location.search).toBe('?categoryId=10&detailedCategoryId=101'),
    )
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''))
    expect(screen.getByLabelText('Detailed category')).toHaveValue('101')
    await router.navigate(-1)
    await router.navigate(-1)
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue(''))
  })

  it('changes page and sort through the URL', async () => {
    serveModelList(buildList([buildCard(1)], { total: 100 }))
    const { user, router } = renderApp('/models')
    await user.click(await screen.findByRole('button', { name: 'Next' }))
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'))
    expect(await screen.findByText('Page 2 of 5')).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Recently updated')
    await waitFor(() => expect(router.state.location.search).toBe('?sort=updated'))
  })

  it('offers "Clear filters" when nothing matches, keeping the sort', async () => {
    serveModelList((query) => buildList(query.get('q') ? [] : [buildCard(1)]))
    const { user, router } = renderApp('/models?q=nobody&sort=liked')
    const empty = await screen.findByRole('heading', { name: 'No model profiles to show yet' })
    const region = empty.closest('div')!
    await user.click(within(region.parentElement!).getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=liked'))
    expect(await screen.findByText('Model 1')).toBeInTheDocument()
  })

  it('gives every card image its size, a srcset, and loads only the first row eagerly', async () => {
    serveModelList(buildList(Array.from({ length: 8 }, (_, i) => buildCard(i + 1))))
    renderApp('/models')
    await screen.findByText('Model 8')
    const images = grid().querySelectorAll('img')
    expect(images).toHaveLength(8)
    images.forEach((image, index) => {
      expect(image).toHaveAttribute('width')
      expect(image).toHaveAttribute('height')
      expect(image.getAttribute('srcset')).toContain('640w')
      expect(image).toHaveAttribute('sizes')
      expect(image).toHaveAttribute('loading', index < 4 ? 'eager' : 'lazy')
    })
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
  })

  it('speaks Korean', async () => {
    serveModelList(buildList([buildCard(1)]))
    renderAppIn('ko', '/models')
    expect(await screen.findByRole('heading', { level: 1, name: '모델' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: '모델 1명' })).toBeInTheDocument()
  })

  it('writes counts through the Korean formats (lib/format.ts)', async () => {
    serveModelList(buildList([buildCard(1, { likeCount: 2_048 })], { total: 12_345 }))
    renderAppIn('ko', '/models')
    expect(await screen.findByRole('heading', { name: '모델 12,345명' })).toBeInTheDocument()
    // The cards render just after the count (a deferred render; components/ui/list-page.tsx).
    expect(await screen.findByText('좋아요 2,048개')).toBeInTheDocument()
    expect(screen.getByText('♥ 2,048')).toBeInTheDocument()
  })
})
