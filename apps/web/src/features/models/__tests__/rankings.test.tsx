import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'
import { buildCard, serveModelInfos } from '@/testing/models'
import {
  buildBreakdown,
  buildEntry,
  buildRankingList,
  serveKStars,
  serveRankings,
} from '@/testing/rankings'

/** The list once the entries arrived (the skeleton list has the same name). */
const ranked = async () => {
  await screen.findByText('No. 1')
  return screen.getByRole('list', { name: 'Ranked models' })
}

const entries = [
  buildEntry(1, buildCard(7, { stageName: 'Mina Park' }), {
    previousRank: 3,
    movement: 'up',
    movementBy: 2,
    score: 61.24,
    breakdown: buildBreakdown({
      rating: { raw: 4.29, share: 0.82, points: 24.64 },
      reviewCount: { raw: 3, share: 0.46, points: 4.55 },
      bookings: { raw: 4, share: 0.53, points: 7.93 },
      likes: { raw: 120, share: 0.77, points: 11.58 },
      completeness: { raw: 0.6, share: 0.6, points: 6 },
      answerRate: { raw: 0.75, share: 0.67, points: 6.67 },
      answerSpeed: { raw: 5.5, share: 0.8, points: 4 },
      activity: { raw: 2, share: 0.98, points: 4.89 },
    }),
  }),
  buildEntry(2, buildCard(8, { stageName: 'Joon Lee' }), {
    previousRank: 1,
    movement: 'down',
    movementBy: -1,
    score: 55,
    breakdown: buildBreakdown({
      answerRate: { raw: null, share: 0.5, points: 5 },
      answerSpeed: { raw: null, share: 0.5, points: 2.5 },
    }),
  }),
  buildEntry(3, buildCard(9, { stageName: 'Sora' }), { score: 40 }),
]

describe('/ai-rankings', () => {
  it('lists the ranked models with their rank, movement and score, linking to each profile', async () => {
    serveModelInfos()
    const queries = serveRankings(buildRankingList(entries, { total: 3 }))
    renderApp('/ai-rankings')
    const list = await ranked()
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(within(items[0]!).getByText('No. 1')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Up 2')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Score 61.2 of 100')).toBeInTheDocument()
    expect(within(items[0]!).getByRole('link', { name: 'Mina Park' })).toHaveAttribute(
      'href',
      '/models/7',
    )
    expect(within(items[1]!).getByText('Down 1')).toBeInTheDocument()
    expect(within(items[2]!).getByText('New')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '3 ranked models' })).toBeInTheDocument()
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ scope: 'all', page: '1' })
  })

  it('explains on demand why a model is there, signal by signal', async () => {
    serveModelInfos()
    serveRankings(buildRankingList(entries))
    const { user } = renderApp('/ai-rankings')
    const first = within(await ranked()).getAllByRole('listitem')[0]!
    const why = within(first).getByText('Why is this model here?')
    const table = within(first).getByRole('table', {
      name: "How Mina Park's score of 61.2 adds up",
    })
    expect(table).not.toBeVisible()
    await user.click(why)
    expect(table).toBeVisible()
    const row = (name: string) =>
      within(table)
        .getByRole('rowheader', { name })
        .closest('tr')!
        .textContent?.replace(/\s+/g, ' ')
    expect(row('Review average')).toBe('Review average4.29 stars, prior included24.6 of 30')
    expect(row('Number of reviews')).toBe('Number of reviews3 reviews4.6 of 10')
    expect(row('Likes')).toBe('Likes120 likes11.6 of 15')
    expect(row('Profile completeness')).toBe('Profile completeness60% complete6 of 10')
    expect(row('Answer rate')).toBe('Answer rate75% answered6.7 of 10')
    expect(row('Answer speed')).toBe('Answer speed5.5 hours to answer on average4 of 5')
    expect(row('Recent activity')).toBe('Recent activityLast active 2 days ago4.9 of 5')
    // Without requests the prior is said plainly.
    const second = within(await ranked()).getAllByRole('listitem')[1]!
    expect(within(second).getByText('No requests yet (counted as half)')).toBeInTheDocument()
  })

  it('switches scope with the tabs and the category and gender pickers, in the URL', async () => {
    serveModelInfos()
    const queries = serveRankings((query) =>
      buildRankingList(query.get('scope') === 'category:20' ? [entries[2]!] : entries, {
        scope: query.get('scope') ?? 'all',
      }),
    )
    const { user, router } = renderApp('/ai-rankings')
    await ranked()
    const tabs = screen.getByRole('navigation', { name: 'Ranking' })
    expect(within(tabs).getByRole('link', { name: 'All models' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.click(within(tabs).getByRole('link', { name: 'By category' }))
    await waitFor(() => expect(router.state.location.search).toBe('?scope=category:10'))
    expect(within(tabs).getByRole('link', { name: 'By category' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await user.selectOptions(screen.getByLabelText('Category'), 'Fitness')
    await waitFor(() => expect(router.state.location.search).toBe('?scope=category%3A20'))
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Ranked models' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    )
    await user.click(within(tabs).getByRole('link', { name: 'By gender' }))
    await waitFor(() => expect(router.state.location.search).toBe('?scope=gender:40001'))
    expect(screen.getByLabelText('Gender')).toHaveValue('40001')
    expect(queries.map((query) => query.get('scope'))).toEqual(
      expect.arrayContaining(['all', 'category:10', 'category:20', 'gender:40001']),
    )
  })

  it('says how the ranking is made: weights, prior, no payment, when it was computed', async () => {
    serveModelInfos()
    serveRankings(buildRankingList([], { total: 0, computedAt: '2026-11-24T03:07:00.000Z' }))
    renderApp('/ai-rankings')
    expect(
      await screen.findByRole('heading', { name: 'Nobody is ranked here yet' }),
    ).toBeInTheDocument()
    const how = screen.getByRole('region', { name: 'How this ranking is made' })
    const weights = within(how).getByRole('table', { name: 'Signals and their weights' })
    const weightOf = (name: string) =>
      within(weights).getByRole('rowheader', { name }).nextElementSibling?.textContent
    expect(weightOf('Review average')).toBe('30')
    expect(weightOf('Bookings')).toBe('15')
    expect(weightOf('Answer speed')).toBe('5')
    expect(
      within(how).getByText(/pulled towards 3.5 stars .* with 5 such reviews/),
    ).toBeInTheDocument()
    expect(within(how).getByText(/Payment never changes the ranking/)).toBeInTheDocument()
    // 03:07 UTC is 12:07 in Seoul, the platform's time zone.
    expect(within(how).getByText(/Last computed .*12:07/)).toBeInTheDocument()
  })

  it('reads in Korean', async () => {
    serveModelInfos()
    serveRankings(buildRankingList(entries))
    renderAppIn('ko', '/ai-rankings')
    expect(await screen.findByRole('heading', { level: 1, name: 'AI 랭킹' })).toBeInTheDocument()
    await screen.findByText('1위')
    const first = within(screen.getByRole('list', { name: '순위에 오른 모델' })).getAllByRole(
      'listitem',
    )[0]!
    expect(within(first).getByText('1위')).toBeInTheDocument()
    expect(within(first).getByText('2계단 상승')).toBeInTheDocument()
    expect(within(first).getByText('이 모델은 왜 이 순위인가요?')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: '랭킹은 이렇게 정합니다' })).toBeInTheDocument()
  })
})

describe('/k-stars', () => {
  it('shows the featured profiles in order, each linking to its page', async () => {
    serveKStars({
      source: 'featured',
      items: [buildCard(3, { stageName: 'Hana' }), buildCard(1, { stageName: 'Yuri' })],
    })
    renderApp('/k-stars')
    expect(await screen.findByRole('heading', { level: 1, name: 'K-Stars' })).toBeInTheDocument()
    const grid = await screen.findByRole('list', { name: 'K-Stars' })
    const links = within(grid).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hana', '/models/3'],
      ['Yuri', '/models/1'],
    ])
    expect(screen.getByText('Chosen and ordered by the Casting N Model team.')).toBeInTheDocument()
  })

  it('says when the showcase is the automatic pick, and when it is empty', async () => {
    serveKStars({ source: 'fallback', items: [buildCard(5, { stageName: 'Dan' })] })
    const first = renderApp('/k-stars')
    expect(await screen.findByText(/best ranked first/)).toBeInTheDocument()
    first.unmount()
    serveKStars({ source: 'fallback', items: [] })
    renderApp('/k-stars')
    expect(await screen.findByRole('heading', { name: 'No K-Stars yet' })).toBeInTheDocument()
  })

  it('reads in Korean', async () => {
    serveKStars({ source: 'featured', items: [buildCard(3, { stageName: 'Hana' })] })
    renderAppIn('ko', '/k-stars')
    expect(await screen.findByRole('heading', { level: 1, name: 'K-스타' })).toBeInTheDocument()
    expect(
      await screen.findByText('Casting N Model 운영팀이 직접 고르고 순서를 정했습니다.'),
    ).toBeInTheDocument()
  })
})
