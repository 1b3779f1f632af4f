import {
  AUDIT_ACTION_VALUES,
  auditActionKey,
  EXAMINATION_STATUS,
  ROLE,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiUrl, fail, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import adminEn from '@/locales/en/admin.json'
import adminKo from '@/locales/ko/admin.json'
import { renderApp } from '@/testing/render-app'

const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 20, total: items.length })

function signedInAs(role: 'USER' | 'ADMIN') {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ role }))
}

const dashboard = {
  clientsAwaitingApproval: 3,
  profilesAwaitingReview: 5,
  heldCastings: 1,
  openReports: 7,
  suspendedAccounts: 2,
}

describe('admin console', () => {
  it('is the not-found page for a signed-in member who is not an administrator', async () => {
    signedInAs(ROLE.USER)
    renderApp('/admin/reports')
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Admin console sections' })).toBeNull()
  })

  it('is the not-found page for a guest', async () => {
    renderApp('/admin')
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeInTheDocument()
  })

  it('shows each queue count on the dashboard, linking to its queue', async () => {
    signedInAs(ROLE.ADMIN)
    server.use(
      http.get(apiUrl('/admin/dashboard'), () => ok(dashboard)),
      http.get(apiUrl('/admin/rankings/recomputations/latest'), () =>
        ok({ lastComputedAt: null, recomputation: null }),
      ),
    )
    renderApp('/admin')
    const reports = await screen.findByRole('link', { name: /Open reports/ })
    await waitFor(() => expect(reports).toHaveTextContent('7'))
    expect(reports).toHaveAttribute('href', '/admin/reports')
    expect(screen.getByRole('link', { name: /Clients awaiting approval/ })).toHaveTextContent('3')
  })

  it('sends a client back only with a reason, and sends that reason', async () => {
    signedInAs(ROLE.ADMIN)
    const client = makeCurrentUser({
      id: 41,
      serviceType: SERVICE_TYPE.CLIENT_NORMAL,
      examinationStatus: EXAMINATION_STATUS.REQUEST,
      agency: 'Studio Haneul',
    })
    const bodies: unknown[] = []
    let queue = [{ ...client, suspendedAt: null, suspendedReason: null }]
    server.use(
      http.get(apiUrl('/admin/users'), ({ request }) => {
        const url = new URL(request.url)
        expect(url.searchParams.get('examinationStatus')).toBe('2')
        return ok(page(queue))
      }),
      http.patch(apiUrl('/admin/users/:id/examination'), async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() })
        queue = []
        return ok({ user: client })
      }),
    )
    const { user } = renderApp('/admin/clients')
    const row = (await screen.findByText('Studio Haneul')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Send back' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send Studio Haneul back?' })
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
    expect(within(dialog).getByText('Write the reason the user will read.')).toBeInTheDocument()
    expect(bodies).toEqual([])

    await user.type(within(dialog).getByRole('textbox'), 'Add your business registration.')
    await user.click(within(dialog).getByRole('button', { name: 'Send back' }))
    await waitFor(() =>
      expect(bodies).toEqual([
        { id: '41', body: { status: 1, reason: 'Add your business registration.' } },
      ]),
    )
    expect(await screen.findByText('The client was sent back.')).toBeInTheDocument()
    expect(await screen.findByText('No clients are waiting')).toBeInTheDocument()
  })

  it('shows each client’s business registration number and what the tax service said of it', async () => {
    signedInAs(ROLE.ADMIN)
    const asking = (
      id: number,
      agency: string,
      business: ReturnType<typeof makeCurrentUser>['business'],
    ) => ({
      ...makeCurrentUser({
        id,
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        examinationStatus: EXAMINATION_STATUS.REQUEST,
        agency,
        business,
      }),
      suspendedAt: null,
      suspendedReason: null,
    })
    server.use(
      http.get(apiUrl('/admin/users'), () =>
        ok(
          page([
            asking(51, 'Open Studio', {
              number: '1248100998',
              status: 'active',
              checkedAt: '2026-11-22T06:00:00.000Z',
            }),
            asking(52, 'Closed Studio', {
              number: '2208162517',
              status: 'closed',
              checkedAt: '2026-11-22T06:00:00.000Z',
            }),
            asking(53, 'No Number Studio', null),
          ]),
        ),
      ),
    )
    renderApp('/admin/clients')
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!
    expect(within(await row('Open Studio')).getByText('124-81-00998')).toBeInTheDocument()
    expect(within(await row('Open Studio')).getByText('Open business')).toBeInTheDocument()
    expect(within(await row('Closed Studio')).getByText('Closed')).toBeInTheDocument()
    expect(within(await row('No Number Studio')).getByText('Not given')).toBeInTheDocument()
  })

  it('shows a casting as it was reported when its owner has edited it since', async () => {
    signedInAs(ROLE.ADMIN)
    const report = {
      kind: 'casting',
      id: 11,
      status: 'open',
      reason: { id: 1301, value: 'Spam or scam' },
      details: 'Wants a call outside the site',
      reporterId: 5,
      createdAt: '2026-11-20T01:00:00.000Z',
      resolvedAt: null,
      content: {
        kind: 'casting',
        castingId: 40,
        title: 'Spring lookbook',
        text: 'Apply through the site.',
        companyName: 'Hanbit Studio',
        ownerId: 33,
        hidden: false,
        asReported: {
          title: 'Spring lookbook',
          text: 'Call 010-5555-0101 to book.',
          companyName: 'Hanbit Studio',
        },
      },
    }
    server.use(http.get(apiUrl('/admin/reports'), () => ok(page([report]))))
    renderApp('/admin/reports')
    expect(await screen.findByText('Apply through the site.')).toBeInTheDocument()
    expect(screen.getByText('Edited since the report. As reported:')).toBeInTheDocument()
    expect(screen.getByText('Call 010-5555-0101 to book.')).toBeInTheDocument()
  })

  it('shows a reported message in its thread and hides it with a reason', async () => {
    signedInAs(ROLE.ADMIN)
    const report = {
      kind: 'message',
      id: 9,
      status: 'open',
      reason: { id: 1301, value: 'Spam or scam' },
      details: 'Asks for a deposit',
      reporterId: 5,
      createdAt: '2026-11-20T01:00:00.000Z',
      resolvedAt: null,
      content: {
        kind: 'message',
        messageId: 70,
        threadId: 12,
        body: 'Send 300,000 won for the audition',
        ownerId: 33,
        hidden: false,
        thread: [
          {
            id: 69,
            side: 'model',
            body: 'Hello, I applied.',
            createdAt: '2026-11-20T00:00:00.000Z',
          },
          {
            id: 70,
            side: 'client',
            body: 'Send 300,000 won for the audition',
            createdAt: '2026-11-20T00:30:00.000Z',
          },
        ],
      },
    }
    const posted: unknown[] = []
    server.use(
      http.get(apiUrl('/admin/reports'), () => ok(page([report]))),
      http.post(apiUrl('/admin/reports/:kind/:id/hide-content'), async ({ request, params }) => {
        posted.push({
          path: `${String(params.kind)}/${String(params.id)}`,
          body: await request.json(),
        })
        return ok({ report: { ...report, status: 'actioned' } })
      }),
    )
    const { user } = renderApp('/admin/reports')
    const thread = await screen.findByRole('list', { name: 'Messages around the reported one' })
    expect(within(thread).getByText('Hello, I applied.')).toBeInTheDocument()
    expect(within(thread).getByText('Reported')).toBeInTheDocument()
    const row = thread.closest('tr')!
    expect(within(row).getByText('Asks for a deposit')).toBeInTheDocument()

    await user.click(within(row).getByRole('button', { name: 'Hide content' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hide the reported content?' })
    await user.type(within(dialog).getByRole('textbox'), 'Asking talent for money')
    await user.click(within(dialog).getByRole('button', { name: 'Hide content' }))
    await waitFor(() =>
      expect(posted).toEqual([{ path: 'message/9', body: { reason: 'Asking talent for money' } }]),
    )
  })

  it('shows an impersonation report with what was claimed and resolves it (nothing to hide)', async () => {
    signedInAs(ROLE.ADMIN)
    const report = {
      kind: 'impersonation',
      id: 4,
      status: 'open',
      reason: { id: 0, value: 'kakaotalk' },
      details: 'Asked for a 50,000 won audition fee',
      reporterId: null,
      createdAt: '2026-11-20T01:00:00.000Z',
      resolvedAt: null,
      content: {
        kind: 'impersonation',
        reportId: 4,
        channel: 'kakaotalk',
        claimedName: 'KBS 캐스팅팀',
        castingId: 12,
        contactEmail: 'mina@example.com',
        ownerId: null,
        hidden: false,
      },
    }
    const posted: string[] = []
    server.use(
      http.get(apiUrl('/admin/reports'), () => ok(page([report]))),
      http.post(apiUrl('/admin/reports/:kind/:id/resolve'), ({ params }) => {
        posted.push(`${String(params.kind)}/${String(params.id)}`)
        return ok({ report: { ...report, status: 'actioned' } })
      }),
    )
    const { user } = renderApp('/admin/reports')
    const claimed = await screen.findByText('Claimed: KBS 캐스팅팀')
    const row = claimed.closest('tr')!
    expect(within(row).getByText('Impersonation')).toBeInTheDocument()
    expect(within(row).getByText('Contacted on KakaoTalk')).toBeInTheDocument()
    expect(within(row).getByText('Write back to: mina@example.com')).toBeInTheDocument()
    expect(within(row).getByRole('link', { name: 'The casting this code names' })).toHaveAttribute(
      'href',
      '/castings/12',
    )
    expect(within(row).queryByRole('button', { name: 'Hide content' })).toBeNull()
    await user.click(within(row).getByRole('button', { name: 'Mark resolved' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Mark this impersonation report resolved?',
    })
    await user.type(within(dialog).getByRole('textbox'), 'Reported the account to Kakao')
    await user.click(within(dialog).getByRole('button', { name: 'Mark resolved' }))
    await waitFor(() => expect(posted).toEqual(['impersonation/4']))
  })

  it('keeps the reason and shows the server message when suspending fails', async () => {
    signedInAs(ROLE.ADMIN)
    const member = {
      ...makeCurrentUser({
        id: 77,
        email: 'mina@example.com',
        firstName: 'Mina',
        lastName: 'Park',
      }),
      suspendedAt: null,
      suspendedReason: null,
    }
    const queries: string[] = []
    server.use(
      http.get(apiUrl('/admin/users'), ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('q') ?? '')
        return ok(page([member]))
      }),
      http.post(apiUrl('/admin/users/:id/suspend'), () =>
        fail(409, 'CONFLICT', 'This account is already suspended.'),
      ),
    )
    const { user } = renderApp('/admin/accounts')
    await user.type(
      await screen.findByRole('searchbox', { name: 'E-mail, name or company' }),
      'mina',
    )
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(queries).toContain('mina'))
    const row = (await screen.findByText('mina@example.com')).closest('tr')!
    await user.click(within(row).getByRole('button', { name: 'Suspend' }))
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mina Park?' })
    await user.type(within(dialog).getByRole('textbox'), 'Fake castings')
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }))
    expect(
      await within(dialog).findByText('This account is already suspended.'),
    ).toBeInTheDocument()
    expect(within(dialog).getByRole('textbox')).toHaveValue('Fake castings')
  })

  it('filters the audit log through the URL and lists the matching actions', async () => {
    signedInAs(ROLE.ADMIN)
    const seen: Record<string, string>[] = []
    server.use(
      http.get(apiUrl('/admin/audit-logs'), ({ request }) => {
        seen.push(Object.fromEntries(new URL(request.url).searchParams))
        return ok(
          page([
            {
              id: 3,
              action: 'user:suspended',
              actor: { id: 1, label: 'Admin' },
              targetUser: { id: 77, label: 'Mina Park' },
              targetModelProfileId: null,
              targetCastingId: null,
              targetRef: null,
              fromStatus: null,
              toStatus: null,
              reason: 'Fake castings',
              createdAt: '2026-11-20T01:00:00.000Z',
            },
          ]),
        )
      }),
    )
    const { user, router } = renderApp('/admin/audit-log')
    // Issue #26: the target is a kind chosen by its name and a number, sent as "user:77".
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Target kind' }),
      'Account',
    )
    await user.type(screen.getByRole('textbox', { name: 'Target number' }), '77')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(router.state.location.search).toBe('?target=user%3A77'))
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ target: 'user:77' }))
    const table = screen.getByRole('table', { name: 'Audit log' })
    // Issue #26: the action by its name, not its stored code.
    expect(await within(table).findByText('Account suspended')).toBeInTheDocument()
    expect(within(table).queryByText('user:suspended')).not.toBeInTheDocument()
    expect(within(table).getByText('Account #77')).toBeInTheDocument()
    expect(within(table).queryByText('user:77')).not.toBeInTheDocument()
    expect(within(table).getByText('Fake castings')).toBeInTheDocument()

    // The action filter is chosen by name and sent as its code.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'Model profile sent back',
    )
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({ action: 'model-review.decided:sent_back' }),
    )
  })

  it('names every audit action in English and Korean', () => {
    for (const language of ['en', 'ko'] as const) {
      const labels = (language === 'en' ? adminEn : adminKo).audit.actions as Record<string, string>
      const missing = AUDIT_ACTION_VALUES.filter((action) => !labels[auditActionKey(action)])
      expect(missing, language).toEqual([])
    }
  })
})
