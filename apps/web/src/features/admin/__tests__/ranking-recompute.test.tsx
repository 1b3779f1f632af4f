import { ROLE, type RankingRecomputation } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

const ID = '6f1c2a4e-8b1d-4c2e-9a7f-1b2c3d4e5f60'
const LAST = '2026-11-24T01:07:00.000Z'
const POLL = { timeout: 5000 }

const job = (
  status: RankingRecomputation['status'],
  extra: Partial<RankingRecomputation> = {},
) => ({
  id: ID,
  status,
  requestedById: 1,
  queuedAt: '2026-11-24T02:00:00.000Z',
  startedAt: status === 'queued' ? null : '2026-11-24T02:00:01.000Z',
  finishedAt: status === 'done' || status === 'failed' ? '2026-11-24T02:00:21.000Z' : null,
  rows: status === 'done' ? 1234 : null,
  removed: status === 'done' ? 2 : null,
  error: null,
  ...extra,
})

function asAdmin(latest: object) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ role: ROLE.ADMIN }))
  server.use(
    http.get(apiUrl('/admin/dashboard'), () =>
      ok({
        clientsAwaitingApproval: 0,
        profilesAwaitingReview: 0,
        heldCastings: 0,
        openReports: 0,
        suspendedAccounts: 0,
      }),
    ),
    http.get(apiUrl('/admin/rankings/recomputations/latest'), () => ok(latest)),
  )
}

/** GET of the recomputation answers each state in turn, then stays on the last. */
function serveStates(...states: object[]) {
  let call = 0
  server.use(
    http.get(apiUrl(`/admin/rankings/recomputations/${ID}`), () =>
      ok(states[Math.min(call++, states.length - 1)]!),
    ),
  )
}

describe('recomputing the AI ranking from the dashboard', () => {
  it('shows when it was last computed, queues a recomputation and follows it to done', async () => {
    asAdmin({ lastComputedAt: LAST, recomputation: null })
    const posts: string[] = []
    server.use(
      http.post(apiUrl('/admin/rankings/recomputations'), ({ request }) => {
        posts.push(request.url)
        return ok(
          { lastComputedAt: LAST, recomputation: job('queued') },
          'The rankings will be recomputed in a moment.',
        )
      }),
    )
    serveStates(
      { lastComputedAt: LAST, recomputation: job('running') },
      { lastComputedAt: '2026-11-24T02:00:01.000Z', recomputation: job('done') },
    )
    const { user } = renderApp('/admin')
    expect(await screen.findByText(/^Last computed: /)).toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Recompute rankings' })
    await user.click(button)

    expect(await screen.findByText(/^Recomputation queued at /)).toBeInTheDocument()
    expect(screen.getByText('The rankings will be recomputed in a moment.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recomputing…' })).toBeDisabled()
    expect(posts).toHaveLength(1)
    expect(
      await screen.findByText(/^Recomputing since .*count in the next run\.$/, {}, POLL),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recomputing…' })).toBeDisabled()
    expect(
      await screen.findByText(
        /^Recomputation finished at .*: 1,234 ranking entries written, 2 removed\.$/,
        {},
        POLL,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Recompute rankings' })).toBeEnabled()
  })

  it('shows why a request failed, and clears it when the next one goes through', async () => {
    asAdmin({ lastComputedAt: null, recomputation: null })
    let refuse = true
    server.use(
      http.post(apiUrl('/admin/rankings/recomputations'), () =>
        refuse
          ? fail(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.')
          : ok({ lastComputedAt: null, recomputation: job('queued') }),
      ),
    )
    serveStates({ lastComputedAt: null, recomputation: job('queued') })
    const { user } = renderApp('/admin')
    expect(await screen.findByText('No profile is ranked yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Recompute rankings' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    )

    refuse = false
    await user.click(screen.getByRole('button', { name: 'Recompute rankings' }))
    expect(await screen.findByText(/^Recomputation queued at /)).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a failed recomputation with its error', async () => {
    asAdmin({
      lastComputedAt: LAST,
      recomputation: job('failed', { error: 'relation "model_rankings" does not exist' }),
    })
    renderApp('/admin')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The recomputation failed at .*: relation "model_rankings" does not exist$/,
    )
    expect(screen.getByRole('button', { name: 'Recompute rankings' })).toBeEnabled()
  })

  it('speaks Korean, and follows a run already in progress until it is done', async () => {
    asAdmin({ lastComputedAt: LAST, recomputation: job('running') })
    // Without a request of its own, the page polls the latest run until it is done.
    let polls = 0
    server.use(
      http.get(apiUrl('/admin/rankings/recomputations/latest'), () => {
        polls += 1
        return ok(
          polls === 1
            ? { lastComputedAt: LAST, recomputation: job('running') }
            : { lastComputedAt: '2026-11-24T02:00:01.000Z', recomputation: job('done') },
        )
      }),
    )
    renderAppIn('ko', '/admin')
    expect(await screen.findByText(/^마지막 계산: /)).toBeInTheDocument()
    expect(await screen.findByText(/부터 다시 계산하고 있습니다\./)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '다시 계산하는 중…' })).toBeDisabled()
    expect(
      await screen.findByText(
        /재계산을 마쳤습니다\. 랭킹 항목 1,234개를 썼고 2개를 뺐습니다\.$/,
        {},
        POLL,
      ),
    ).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '랭킹 다시 계산' })).toBeEnabled(),
    )
  })
})
