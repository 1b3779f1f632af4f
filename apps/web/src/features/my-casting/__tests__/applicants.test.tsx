import { SERVICE_TYPE, UI, type Applicant } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { serveModelInfos } from '@/testing/models'
import { buildApplicant, buildCastingCard } from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'

const MINA = buildApplicant({ id: 71, status: 'submitted' })
const HANA = buildApplicant({
  id: 72,
  status: 'viewed',
  profile: { ...buildApplicant().profile, id: 8, stageName: 'Hana Lee', reviewed: false },
})
const JIWOO = buildApplicant({
  id: 73,
  status: 'shortlisted',
  profile: { ...buildApplicant().profile, id: 9, stageName: 'Jiwoo Kim' },
})

/** The owner's casting 31 with three applicants; records every list query and every write. */
afterEach(() => vi.useRealTimers())

function serveApplicants(applicants: Applicant[] = [MINA, HANA, JIWOO]) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.CLIENT_NORMAL }))
  serveModelInfos()
  const queries: URLSearchParams[] = []
  const writes: string[] = []
  server.use(
    http.get(apiUrl('/castings/31'), () => ok(buildCastingCard())),
    http.get(apiUrl('/castings/31/applications'), ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const status = params.get('status')
      // As the API: withdrawn applications only under their own status; counts of all.
      const items = applicants.filter((a) =>
        status ? a.status === status : a.status !== 'withdrawn',
      )
      const counts: Record<string, number> = {}
      for (const a of applicants) counts[a.status] = (counts[a.status] ?? 0) + 1
      return ok({ items, page: 1, pageSize: 24, total: items.length, counts })
    }),
    http.patch(apiUrl('/castings/31/applications'), async ({ request }) => {
      writes.push(`bulk ${JSON.stringify(await request.json())}`)
      return ok(null)
    }),
    http.patch(apiUrl('/applications/:id'), async ({ params, request }) => {
      writes.push(`${String(params.id)} ${JSON.stringify(await request.json())}`)
      return ok(null)
    }),
  )
  return { queries, writes }
}

const card = (name: string) => screen.getByRole('article', { name })

describe('the applicants view', () => {
  it('keeps a booking whose model left under a deleted account, with no name and no profile link', async () => {
    const departed = buildApplicant({
      id: 74,
      status: 'booked',
      profile: {
        ...buildApplicant().profile,
        id: 10,
        stageName: '',
        cover: null,
        age: null,
        heightCm: null,
        city: null,
        reviewed: false,
        departed: true,
      },
    })
    serveApplicants([MINA, departed])
    renderApp('/mypage/casting/31/applicants')
    const gone = await screen.findByRole(
      'article',
      { name: 'Deleted account' },
      { timeout: 10_000 },
    )
    expect(within(gone).getByText('Booked')).toBeInTheDocument()
    expect(within(gone).getByRole('link', { name: /Open the application/ })).toHaveAttribute(
      'href',
      '/mypage/messages/application/74',
    )
    expect(within(gone).queryByRole('link', { name: /profile/i })).not.toBeInTheDocument()
    // The others keep their profile link.
    const mina = screen.getByRole('article', { name: 'Mina Park Reviewed' })
    expect(within(mina).getByRole('link', { name: /profile/i })).toBeInTheDocument()
  })

  it('shows each applicant with photo, key attributes and status, and tabs with counts', async () => {
    serveApplicants()
    renderApp('/mypage/casting/31/applicants')
    expect(
      // The first render of a test file also compiles the lazy routes: give it time.
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Applicants: Spring lookbook shoot' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    const mina = await screen.findByRole('article', { name: 'Mina Park Reviewed' })
    expect(within(mina).getByText('24 years old · 172 cm · Gangnam-gu, Seoul')).toBeInTheDocument()
    expect(within(mina).getByText('Submitted')).toBeInTheDocument()
    expect(within(mina).getByText('I would love to join.')).toBeInTheDocument()
    expect(within(mina).getByRole('link', { name: /Open the application/ })).toHaveAttribute(
      'href',
      '/mypage/messages/application/71',
    )
    const tabs = within(screen.getByRole('group', { name: 'Application status' }))
      .getAllByRole('button')
      .map((tab) => tab.textContent)
    expect(tabs).toEqual([
      'All (3)',
      'Submitted (1)',
      'Viewed (1)',
      'Shortlisted (1)',
      'Declined (0)',
      'Booked (0)',
      'Withdrawn (0)',
      'Booking cancelled (0)',
    ])
  })

  it('filters by status, reviewed profiles, age, height and city through the URL', async () => {
    const { queries } = serveApplicants()
    const { user, router } = renderApp('/mypage/casting/31/applicants')
    await screen.findByRole('article', { name: 'Hana Lee' })

    await user.click(screen.getByRole('button', { name: 'Shortlisted (1)' }))
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('shortlisted'))
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Hana Lee' })).not.toBeInTheDocument(),
    )
    expect(screen.getByRole('article', { name: 'Jiwoo Kim Reviewed' })).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Reviewed profiles only' }))
    await waitFor(() => expect(queries.at(-1)?.get('reviewedOnly')).toBe('true'))

    await user.type(screen.getByRole('spinbutton', { name: 'Age from' }), '20')
    await user.type(screen.getByRole('spinbutton', { name: 'Height to (cm)' }), '180')
    expect(queries.at(-1)?.get('ageMin')).toBeNull() // typed ranges wait for Apply
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(queries.at(-1)?.get('ageMin')).toBe('20'))
    expect(queries.at(-1)?.get('heightMax')).toBe('180')

    await user.selectOptions(screen.getByRole('combobox', { name: 'City' }), 'Haeundae-gu, Busan')
    await waitFor(() => expect(queries.at(-1)?.get('cityId')).toBe('1410000002'))
    expect(router.state.location.search).toContain('status=shortlisted')
    expect(router.state.location.search).toContain('cityId=1410000002')

    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    // Back to a search made before (answered from the cache): the URL keeps only the tab.
    await waitFor(() => expect(router.state.location.search).toBe('?status=shortlisted'))
    expect(screen.getByRole('checkbox', { name: 'Reviewed profiles only' })).not.toBeChecked()
    expect(screen.getByRole('spinbutton', { name: 'Age from' })).toHaveValue(null)
  })

  it('shortlists several at once, and declines several only after confirmation', async () => {
    const { writes } = serveApplicants()
    const { user } = renderApp('/mypage/casting/31/applicants')
    await screen.findByRole('article', { name: 'Hana Lee' })
    const shortlist = screen.getByRole('button', { name: 'Shortlist selected' })
    expect(shortlist).toBeDisabled()

    await user.click(screen.getByRole('checkbox', { name: 'Select Mina Park' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select Hana Lee' }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    await user.click(shortlist)
    await waitFor(() => expect(writes).toEqual(['bulk {"ids":[71,72],"status":"shortlisted"}']))
    expect(await screen.findByText('2 applicants shortlisted.')).toBeInTheDocument()
    expect(screen.getByText('0 selected')).toBeInTheDocument()

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }))
    expect(screen.getByText('3 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Decline selected' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Decline 3 applicants?' })
    await user.click(within(dialog).getByRole('button', { name: 'Decline selected' }))
    await waitFor(() => expect(writes).toContain('bulk {"ids":[71,72,73],"status":"declined"}'))
  })

  it('counts withdrawn applications only under Withdrawn, where nothing can be done with them', async () => {
    serveApplicants([buildApplicant({ id: 74, status: 'withdrawn' })])
    const { user } = renderApp('/mypage/casting/31/applicants')
    expect(
      await screen.findByText(
        'Every application so far was withdrawn; you find them under Withdrawn.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'All (0)' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Withdrawn (1)' }))
    const mina = await screen.findByRole('article', { name: 'Mina Park Reviewed' })
    expect(within(mina).getByText('Withdrawn')).toBeInTheDocument()
    expect(within(mina).queryByRole('group', { name: 'Change status' })).toBeNull()
    expect(within(mina).getByRole('checkbox', { name: 'Select Mina Park' })).toBeDisabled()
  })

  it('changes one status from its card and shows what the API refused', async () => {
    const { writes } = serveApplicants()
    const { user } = renderApp('/mypage/casting/31/applicants')
    await screen.findByRole('article', { name: 'Hana Lee' })
    // A shortlisted applicant can be booked or declined, not shortlisted again.
    const jiwoo = card('Jiwoo Kim Reviewed')
    // Issue #26: each applicant leads to the whole profile and its photos.
    expect(
      within(jiwoo).getByRole('link', { name: 'Jiwoo Kim: full profile and photos' }),
    ).toHaveAttribute('href', '/models/9')
    expect(within(jiwoo).queryByRole('button', { name: 'Shortlist Jiwoo Kim' })).toBeNull()
    await user.click(within(jiwoo).getByRole('button', { name: 'Book Jiwoo Kim' }))
    // Issue #26: booking tells the model at once, so it is asked for first; Cancel sends nothing.
    const question = await screen.findByRole('alertdialog', { name: 'Book Jiwoo Kim?' })
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(writes).toEqual([])
    await user.click(within(jiwoo).getByRole('button', { name: 'Book Jiwoo Kim' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Book Jiwoo Kim?' })).getByRole(
        'button',
        { name: 'Book' },
      ),
    )
    await waitFor(() => expect(writes).toEqual(['73 {"status":"booked"}']))
    expect(await screen.findByText('Jiwoo Kim is booked.')).toBeInTheDocument()

    server.use(
      http.patch(apiUrl('/applications/:id'), () =>
        fail(409, 'CASTING_FULL', 'This casting already has all the models it wanted.'),
      ),
    )
    await user.click(within(card('Hana Lee')).getByRole('button', { name: 'Book Hana Lee' }))
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Book Hana Lee?' })).getByRole(
        'button',
        { name: 'Book' },
      ),
    )
    expect(
      await within(card('Hana Lee')).findByText(
        'This casting already has all the models it wanted.',
      ),
    ).toBeInTheDocument()
  })

  it('declines one applicant only after confirmation, and offers nothing on a declined one', async () => {
    const declined = buildApplicant({
      id: 75,
      status: 'declined',
      profile: { ...buildApplicant().profile, id: 10, stageName: 'Sora Choi' },
    })
    const { writes } = serveApplicants([MINA, declined])
    const { user } = renderApp('/mypage/casting/31/applicants')
    const mina = await screen.findByRole('article', { name: 'Mina Park Reviewed' })

    // Cancelling the question sends nothing.
    await user.click(within(mina).getByRole('button', { name: 'Decline Mina Park' }))
    const question = screen.getByRole('alertdialog', { name: 'Decline Mina Park?' })
    expect(
      within(question).getByText(
        'Mina Park is told that they were not selected. A declined application cannot be moved back.',
      ),
    ).toBeInTheDocument()
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(writes).toEqual([])

    // Confirmed, it waits with Undo before anything is sent (issue #26): undone, nothing is.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const confirmDecline = async () => {
      await user.click(within(mina).getByRole('button', { name: 'Decline Mina Park' }))
      await user.click(
        within(screen.getByRole('alertdialog', { name: 'Decline Mina Park?' })).getByRole(
          'button',
          { name: 'Decline' },
        ),
      )
    }
    await confirmDecline()
    expect(
      within(mina).getByText('Declining Mina Park. They are told in 10 seconds unless you undo.'),
    ).toHaveAttribute('role', 'status')
    expect(within(mina).queryByRole('button', { name: 'Decline Mina Park' })).toBeNull()
    await user.click(within(mina).getByRole('button', { name: 'Undo' }))
    await act(() => vi.advanceTimersByTimeAsync(UI.DECLINE_UNDO_MS + 1_000))
    expect(writes).toEqual([])
    expect(within(mina).getByRole('button', { name: 'Decline Mina Park' })).toBeEnabled()

    // Not undone: sent once the time is up, and the client is told it is done.
    await confirmDecline()
    await act(() => vi.advanceTimersByTimeAsync(UI.DECLINE_UNDO_MS - 1_000))
    expect(writes).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    await waitFor(() => expect(writes).toEqual(['71 {"status":"declined"}']))
    expect(await screen.findByText('Mina Park is declined and will be told.')).toBeInTheDocument()
    vi.useRealTimers()

    // Declined is final (the API answers 409 to any move): no button pretends otherwise.
    const sora = card('Sora Choi Reviewed')
    expect(within(sora).queryByRole('group', { name: 'Change status' })).toBeNull()
  })

  it('sends a waiting Decline at once when the client leaves the page, so it is never lost', async () => {
    const { writes } = serveApplicants([MINA])
    const { user, router } = renderApp('/mypage/casting/31/applicants')
    const mina = await screen.findByRole('article', { name: 'Mina Park Reviewed' })
    await user.click(within(mina).getByRole('button', { name: 'Decline Mina Park' }))
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Decline Mina Park?' })).getByRole('button', {
        name: 'Decline',
      }),
    )
    expect(writes).toEqual([])
    await act(() => router.navigate('/about'))
    await waitFor(() => expect(writes).toEqual(['71 {"status":"declined"}']))
  })

  it('saves the private note by itself and says so', async () => {
    const { writes } = serveApplicants()
    const { user } = renderApp('/mypage/casting/31/applicants')
    const hana = await screen.findByRole('article', { name: 'Hana Lee' })
    const note = within(hana).getByRole('textbox', { name: 'Private note' })
    expect(within(hana).getByText('Only you see this note.')).toBeInTheDocument()
    await user.type(note, 'Great walk')
    expect(await within(hana).findByText('Saved')).toBeInTheDocument()
    expect(writes).toEqual(['72 {"clientNote":"Great walk"}'])
  })
})

describe('a minor applicant (issue #25, ADR 0035)', () => {
  it('says a booking under 19 is confirmed with the legal guardian’s consent, or waits for it', async () => {
    const booked = buildApplicant({
      id: 74,
      status: 'booked',
      guardianConsent: 'given',
      profile: { ...buildApplicant().profile, id: 10, stageName: 'Yuna', reviewed: false },
    })
    const waiting = buildApplicant({
      id: 75,
      status: 'shortlisted',
      guardianConsent: 'missing',
      profile: { ...buildApplicant().profile, id: 11, stageName: 'Seo', reviewed: false },
    })
    serveApplicants([booked, waiting])
    renderApp('/mypage/casting/31/applicants')
    const yuna = await screen.findByRole('article', { name: 'Yuna' }, { timeout: 10_000 })
    expect(
      within(yuna).getByText(
        "Under 19: this booking is confirmed with the legal guardian's consent.",
      ),
    ).toBeInTheDocument()
    expect(
      within(card('Seo')).getByText(
        'Under 19: can be booked once the legal guardian has consented in the profile.',
      ),
    ).toBeInTheDocument()
  })
})
