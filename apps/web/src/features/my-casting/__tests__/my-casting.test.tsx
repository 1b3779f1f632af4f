import { SERVICE_TYPE } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import {
  buildCastingCard,
  buildMyApplication,
  buildMyCastings,
  buildPostedCasting,
  buildProposal,
  page,
  serveMyCastings,
} from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

function signedInAs(serviceType: 1 | 3, extra: Parameters<typeof makeCurrentUser>[0] = {}) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType, ...extra }))
}

describe('My Casting for clients', () => {
  it('lists the castings with their counts, the status tabs and the proposals sent', async () => {
    signedInAs(SERVICE_TYPE.CLIENT_NORMAL, { agency: 'Studio Hana' })
    const queries = serveMyCastings({
      client: buildMyCastings({
        view: 'client',
        castings: page([
          buildPostedCasting(),
          buildPostedCasting({
            id: 32,
            title: 'Pilates ad',
            status: 'held',
            holdReason: 'The text asks talent for a fee.',
            applicationCount: 0,
            newApplications: 0,
            unreadMessages: 0,
            bookedCount: 0,
          }),
        ]),
        proposalsSent: [buildProposal({ status: 'accepted', sender: null })],
      }),
    })
    const { user } = renderApp('/mypage/casting')
    // The first render of a test file also compiles the lazy routes: give it time.
    const casting = await screen.findByRole(
      'article',
      { name: 'Spring lookbook shoot' },
      { timeout: 10_000 },
    )
    for (const text of ['Live', '12 applicants', '3 new', '2 unread messages', '1 of 2 booked']) {
      expect(within(casting).getByText(text)).toBeInTheDocument()
    }
    expect(within(casting).getByRole('link', { name: 'View applicants' })).toHaveAttribute(
      'href',
      '/mypage/casting/31/applicants',
    )
    const held = screen.getByRole('article', { name: 'Pilates ad' })
    expect(within(held).getByText('Held for review')).toBeInTheDocument()
    expect(
      within(held).getByText('Held for review: The text asks talent for a fee.'),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Post a casting' })[0]).toHaveAttribute(
      'href',
      '/mypage/casting/new',
    )

    const sent = screen.getByRole('article', { name: 'Cosmetics campaign' })
    expect(within(sent).getByText('Accepted')).toBeInTheDocument()
    expect(within(sent).getByText('To Mina Park')).toBeInTheDocument()
    expect(within(sent).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Held for review' }))
    await waitFor(() => expect(queries.at(-1)).toContain('status=held'))
    expect(screen.getByRole('button', { name: 'Held for review' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(queries.every((query) => query.includes('view=client'))).toBe(true)
  })

  it('gives an agency both sides: its castings and the applications it made', async () => {
    signedInAs(SERVICE_TYPE.CLIENT_NORMAL, {
      agency: 'Star Models',
      categoryTwoDepth: [{ id: 38, value: 'Model agency' }],
    })
    serveMyCastings({
      client: buildMyCastings({ view: 'client', castings: page([buildPostedCasting()]) }),
      model: buildMyCastings({
        view: 'model',
        applications: page([
          buildMyApplication({ casting: buildCastingCard({ title: 'Gym wear' }) }),
        ]),
        proposalsReceived: [],
      }),
    })
    const { user } = renderApp('/mypage/casting')
    await screen.findByRole('article', { name: 'Spring lookbook shoot' })
    await user.click(screen.getByRole('button', { name: 'My applications' }))
    expect(await screen.findByRole('article', { name: 'Gym wear' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'My applications' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

describe('My Casting for models', () => {
  it('shows each application with its status, withdraws after confirmation, and answers proposals', async () => {
    signedInAs(SERVICE_TYPE.MODEL_NORMAL)
    serveMyCastings({
      model: buildMyCastings({
        view: 'model',
        applications: page([
          buildMyApplication({ id: 71, status: 'submitted', canWithdraw: true, unreadMessages: 1 }),
          buildMyApplication({
            id: 72,
            status: 'shortlisted',
            canWithdraw: false,
            casting: buildCastingCard({ id: 32, title: 'Winter campaign' }),
          }),
        ]),
        proposalsReceived: [buildProposal()],
      }),
    })
    const calls: string[] = []
    server.use(
      http.delete(apiUrl('/applications/:id'), ({ params }) => {
        calls.push(`withdraw ${String(params.id)}`)
        return ok(null)
      }),
      http.patch(apiUrl('/proposals/:id'), async ({ params, request }) => {
        calls.push(`proposal ${String(params.id)} ${JSON.stringify(await request.json())}`)
        return ok(null)
      }),
    )
    const { user } = renderApp('/mypage/casting')
    const spring = await screen.findByRole('article', { name: 'Spring lookbook shoot' })
    expect(within(spring).getByText('Submitted')).toBeInTheDocument()
    expect(within(spring).getByText('1 unread message')).toBeInTheDocument()
    expect(within(spring).getByText('₩500,000 per day')).toBeInTheDocument()
    expect(within(spring).getByRole('link', { name: 'Spring lookbook shoot' })).toHaveAttribute(
      'href',
      '/mypage/messages/application/71',
    )
    const winter = screen.getByRole('article', { name: 'Winter campaign' })
    expect(within(winter).getByText('Shortlisted')).toBeInTheDocument()
    expect(within(winter).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument()

    await user.click(within(spring).getByRole('button', { name: 'Withdraw' }))
    const dialog = screen.getByRole('alertdialog', {
      name: 'Withdraw your application to Spring lookbook shoot?',
    })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(calls).toEqual([])
    expect(within(spring).getByRole('button', { name: 'Withdraw' })).toHaveFocus()
    await user.click(within(spring).getByRole('button', { name: 'Withdraw' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    )
    await waitFor(() => expect(calls).toEqual(['withdraw 71']))

    const proposal = screen.getByRole('article', { name: 'Cosmetics campaign' })
    expect(within(proposal).getByText('From Glow Co.')).toBeInTheDocument()
    expect(within(proposal).getByText('Verified')).toBeInTheDocument()
    await user.click(within(proposal).getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(calls).toContain('proposal 41 {"status":"accepted"}'))
  })

  it('declines a proposal only after confirmation, since it is answered once', async () => {
    signedInAs(SERVICE_TYPE.MODEL_NORMAL)
    serveMyCastings({
      model: buildMyCastings({
        view: 'model',
        applications: page([]),
        proposalsReceived: [buildProposal()],
      }),
    })
    const calls: string[] = []
    server.use(
      http.patch(apiUrl('/proposals/:id'), async ({ params, request }) => {
        calls.push(`proposal ${String(params.id)} ${JSON.stringify(await request.json())}`)
        return ok(null)
      }),
    )
    const { user } = renderApp('/mypage/casting')
    const proposal = await screen.findByRole('article', { name: 'Cosmetics campaign' })
    await user.click(within(proposal).getByRole('button', { name: 'Decline' }))
    const dialog = screen.getByRole('alertdialog', {
      name: 'Decline the proposal Cosmetics campaign?',
    })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(calls).toEqual([])
    await user.click(within(proposal).getByRole('button', { name: 'Decline' }))
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Decline' }),
    )
    await waitFor(() => expect(calls).toEqual(['proposal 41 {"status":"declined"}']))
  })

  it('speaks Korean', async () => {
    signedInAs(SERVICE_TYPE.MODEL_NORMAL)
    serveMyCastings({
      model: buildMyCastings({
        view: 'model',
        applications: page([buildMyApplication({ status: 'booked', canWithdraw: false })]),
        proposalsReceived: [],
      }),
    })
    renderAppIn('ko', '/mypage/casting')
    const row = await screen.findByRole('article', { name: 'Spring lookbook shoot' })
    expect(within(row).getByText('섭외 확정')).toBeInTheDocument()
    expect(within(row).getByText('일당 ₩500,000')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: '받은 제안' })).toBeInTheDocument()
  })
})
