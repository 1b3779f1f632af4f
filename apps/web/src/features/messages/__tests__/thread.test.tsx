import { SERVER_MESSAGES, SERVICE_TYPE, type Thread } from '@cnm/contracts'
import { makeCurrentUser } from '@cnm/contracts/testing'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, ok, serveCurrentUser } from '@/testing/api'
import { signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { serveModelInfos } from '@/testing/models'
import {
  buildApplicant,
  buildMessage,
  buildMyApplication,
  buildProposalDetail,
  buildProposalThread,
  buildThread,
} from '@/testing/my-casting'
import { renderApp } from '@/testing/render-app'
import { renderAppIn } from '@/testing/render-app-in'

afterEach(() => {
  vi.useRealTimers()
})

/**
 * Application 71's thread as the client: messages 11 and 12 first, 9 and 10 older, and
 * whatever `newer` holds for the next `after` poll. Records each query and each post; a post
 * is answered with `contactHidden` as the API would for a body holding contact details.
 */
function serveApplicationThread(
  thread: Partial<Thread> = {},
  serviceType: 1 | 3 = 3,
  { contactHidden = false } = {},
) {
  signInWithCookies()
  serveCurrentUser(makeCurrentUser({ serviceType }))
  const queries: string[] = []
  const posts: unknown[] = []
  const newer: ReturnType<typeof buildMessage>[] = []
  server.use(
    http.get(apiUrl('/applications/71'), () =>
      ok(
        serviceType === 3
          ? { view: 'client', castingId: 31, applicant: buildApplicant({ status: 'viewed' }) }
          : { view: 'applicant', application: buildMyApplication() },
      ),
    ),
    http.get(apiUrl('/applications/71/messages'), ({ request }) => {
      const params = new URL(request.url).searchParams
      queries.push(params.toString())
      if (params.get('before') === '11') {
        return ok({ messages: [buildMessage(9), buildMessage(10)], hasMore: false })
      }
      if (params.has('after')) {
        const after = Number(params.get('after'))
        return ok({ messages: newer.filter((m) => m.id > after), hasMore: false })
      }
      return ok(
        buildThread({ messages: [buildMessage(11), buildMessage(12)], hasMore: true, ...thread }),
      )
    }),
    http.post(apiUrl('/applications/71/messages'), async ({ request }) => {
      const body = (await request.json()) as { body: string }
      posts.push(body)
      return ok({
        message: buildMessage(20, { mine: true, side: 'client', body: body.body, contactHidden }),
        threadId: 90,
      })
    }),
  )
  return { queries, posts, newer }
}

const messageTexts = () =>
  within(screen.getByRole('region', { name: 'Message history' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.thread__body')?.textContent)

describe('the message thread', () => {
  it('shows the newest messages and loads older ones with the before cursor', async () => {
    const { queries } = serveApplicationThread()
    const { user } = renderApp('/mypage/messages/application/71')
    expect(await screen.findByText('Message 12', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(messageTexts()).toEqual(['Message 11', 'Message 12'])
    // The application above it: the owner's view (opening it is what marks it viewed).
    expect(screen.getByText('Viewed')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the applicants' })).toHaveAttribute(
      'href',
      '/mypage/casting/31/applicants',
    )

    await user.click(screen.getByRole('button', { name: 'Load older messages' }))
    await waitFor(() =>
      expect(messageTexts()).toEqual(['Message 9', 'Message 10', 'Message 11', 'Message 12']),
    )
    expect(queries).toContain('before=11')
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Message history' })).toHaveFocus()
    expect(screen.getByText('2 older messages loaded.')).toBeInTheDocument()
  })

  it('polls for new messages and announces them without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { queries, newer } = serveApplicationThread()
    renderApp('/mypage/messages/application/71')
    await screen.findByText('Message 12', {}, { timeout: 10_000 })

    newer.push(buildMessage(13, { body: 'Is the shoot indoors?' }))
    await act(async () => {
      vi.advanceTimersByTime(5000)
    })
    expect(await screen.findByText('Is the shoot indoors?')).toBeInTheDocument()
    expect(queries).toContain('after=12')
    expect(
      screen.getByText('New message from Mina Park: Is the shoot indoors?'),
    ).toBeInTheDocument()

    // The next poll starts from the newest message held.
    await act(async () => {
      vi.advanceTimersByTime(5000)
    })
    await waitFor(() => expect(queries).toContain('after=13'))
  })

  it('sends with Enter, keeps Shift+Enter for a new line, and counts characters', async () => {
    const { posts } = serveApplicationThread()
    const { user } = renderApp('/mypage/messages/application/71')
    await screen.findByText('Message 12', {}, { timeout: 10_000 })
    const field = screen.getByRole('textbox', { name: 'Your message' })
    await user.type(field, 'Hello{Shift>}{Enter}{/Shift}there')
    expect(field).toHaveValue('Hello\nthere')
    expect(screen.getByText('11 / 2,000')).toBeInTheDocument()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(posts).toEqual([{ body: 'Hello\nthere' }]))
    expect(await screen.findByText(/Hello\s+there/)).toBeInTheDocument()
    expect(field).toHaveValue('')
  })

  it('disables the composer and says why when the caller may not write yet', async () => {
    serveApplicationThread(
      { mySide: 'model', canWrite: false, cannotWriteReason: null, messages: [], hasMore: false },
      SERVICE_TYPE.MODEL_NORMAL,
    )
    renderApp('/mypage/messages/application/71')
    const field = await screen.findByRole('textbox', { name: 'Your message' }, { timeout: 10_000 })
    expect(field).toBeDisabled()
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining(
        'The client writes first. You can answer as soon as they have written to you.',
      ),
    )
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    expect(screen.getByText('No messages yet.')).toBeInTheDocument()
    // The applicant's side of the application: status and Withdraw while allowed.
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument()
  })

  it('speaks Korean, the reason included', async () => {
    serveApplicationThread(
      { mySide: 'model', canWrite: false, cannotWriteReason: null, messages: [], hasMore: false },
      SERVICE_TYPE.MODEL_NORMAL,
    )
    renderAppIn('ko', '/mypage/messages/application/71')
    const field = await screen.findByRole('textbox', { name: '메시지' }, { timeout: 10_000 })
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('클라이언트가 먼저 메시지를 보냅니다.'),
    )
    expect(screen.getByRole('button', { name: '보내기' })).toBeDisabled()
    expect(screen.getByRole('heading', { level: 1, name: '지원서와 메시지' })).toBeInTheDocument()
  })

  // Issue #25, ADR 0032: the thread of a side that left stays to be read.
  it('names a side that left as a deleted account, in the reader’s language, and says why nobody writes', async () => {
    serveApplicationThread(
      {
        mySide: 'model',
        counterpartName: 'Deleted account',
        counterpartDeparted: true,
        profile: null,
        canWrite: false,
        cannotWriteReason: SERVER_MESSAGES.THREAD_DEPARTED,
      },
      SERVICE_TYPE.MODEL_NORMAL,
    )
    renderAppIn('ko', '/mypage/messages/application/71')
    expect(
      await screen.findByRole('heading', { name: '탈퇴한 회원님과의 메시지' }, { timeout: 10_000 }),
    ).toBeInTheDocument()
    const field = screen.getByRole('textbox', { name: '메시지' })
    expect(field).toBeDisabled()
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('대화 상대가 탈퇴했거나 프로필을 삭제했습니다.'),
    )
  })

  it('reports a message of the other side', async () => {
    serveApplicationThread()
    serveModelInfos()
    const reports: unknown[] = []
    server.use(
      http.post(apiUrl('/messages/:id/reports'), async ({ params, request }) => {
        reports.push({ id: params.id, body: await request.json() })
        return ok(null)
      }),
    )
    const { user } = renderApp('/mypage/messages/application/71')
    await screen.findByText('Message 11', {}, { timeout: 10_000 })
    // Message 11 is theirs (odd ids), 12 is ours: only theirs can be reported.
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = screen.getByRole('dialog', { name: 'Report this message' })
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(within(dialog).getByText('Please choose a reason.')).toBeInTheDocument()
    await user.click(await within(dialog).findByRole('radio', { name: 'Fake profile' }))
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }))
    expect(
      await within(dialog).findByText(/Our team will look at this message/),
    ).toBeInTheDocument()
    expect(reports).toEqual([{ id: '11', body: { reasonId: 130001, details: '' } }])
  })
})

describe('contact details before a booking', () => {
  const WRITTEN = 'Call me on 010-1234-5678 tonight.'
  const cases = [
    {
      language: 'en' as const,
      field: 'Your message',
      notice:
        'Contact details in this message are hidden from Mina Park until the booking is confirmed.',
    },
    {
      language: 'ko' as const,
      field: '메시지',
      notice: '섭외가 확정될 때까지 Mina Park님에게는 이 메시지의 연락처가 가려져 보입니다.',
    },
  ]

  it.each(cases)(
    'tells the sender ($language) under their message that the other side cannot read them',
    async ({ language, field, notice }) => {
      serveApplicationThread({}, 3, { contactHidden: true })
      const { user } = renderAppIn(language, '/mypage/messages/application/71')
      await screen.findByText('Message 12', {}, { timeout: 10_000 })
      // Our earlier message 12 hid nothing: no notice.
      expect(screen.queryByText(notice)).not.toBeInTheDocument()

      await user.type(screen.getByRole('textbox', { name: field }), `${WRITTEN}{Enter}`)
      const sent = (await screen.findByText(WRITTEN)).closest('article')!
      // The sender reads their own words as written, the notice under them, and hears it.
      expect(within(sent).getByText(notice)).toBeInTheDocument()
      expect(screen.getAllByRole('status').map((region) => region.textContent)).toContain(notice)
    },
  )

  it('shows the reader the placeholder in the text, announced once, with no sender notice', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { newer } = serveApplicationThread()
    renderApp('/mypage/messages/application/71')
    await screen.findByText('Message 12', {}, { timeout: 10_000 })
    const shown = `Call me on ${SERVER_MESSAGES.CONTACT_HIDDEN} tonight.`
    newer.push(buildMessage(13, { body: shown, contactHidden: true }))
    await act(async () => {
      vi.advanceTimersByTime(5000)
    })
    expect(await screen.findByText(shown)).toBeInTheDocument()
    expect(screen.getByText(`New message from Mina Park: ${shown}`)).toBeInTheDocument()
    expect(screen.queryByText(/hidden from/)).not.toBeInTheDocument()
  })
})

describe('the proposal page', () => {
  it('shows every field, lets the recipient accept, and shows the thread', async () => {
    signInWithCookies()
    serveCurrentUser(makeCurrentUser({ serviceType: SERVICE_TYPE.MODEL_NORMAL }))
    const answers: unknown[] = []
    let detail = buildProposalDetail()
    server.use(
      http.get(apiUrl('/proposals/41'), () => ok({ proposal: detail })),
      http.patch(apiUrl('/proposals/41'), async ({ request }) => {
        answers.push(await request.json())
        detail = buildProposalDetail({ status: 'accepted', canAnswer: false })
        return ok({ proposal: detail })
      }),
      http.get(apiUrl('/proposals/41/messages'), () =>
        ok(
          buildProposalThread({
            messages: [buildMessage(3, { body: 'Are you free on the 20th?' })],
          }),
        ),
      ),
    )
    const { user } = renderApp('/mypage/proposals/41')
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Cosmetics campaign' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getByText('Seongsu studio, Seoul')).toBeInTheDocument()
    expect(screen.getByText('6 months')).toBeInTheDocument()
    expect(screen.getByText('₩2,000,000 in total')).toBeInTheDocument()
    expect(await screen.findByText('Are you free on the 20th?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(answers).toEqual([{ status: 'accepted' }]))
    expect(await screen.findByText('This proposal was accepted.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument()
  })
})
