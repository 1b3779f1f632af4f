import type {
  Applicant,
  AppNotification,
  BookingCancellation,
  CastingCard,
  MyApplication,
  MyCastings,
  MyPostedCasting,
  ProposalDetail,
  ProposalSummary,
  Thread,
  ThreadMessage,
} from '@cnm/contracts'
import { screen, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { http } from 'msw'
import { expect } from 'vitest'
import { apiUrl, ok } from './api'
import { server } from './mocks/server'
import { buildPhoto } from './models'

// Fakes of the issue #15 routes the My Casting, thread and notification screens call:
// factories shaped by the contracts, and handlers that record what the web sent.

const AT = '2026-11-20T09:00:00.000Z'

export function buildCastingCard(overrides: Partial<CastingCard> = {}): CastingCard {
  return {
    id: 31,
    title: 'Spring lookbook shoot',
    client: { id: 5, name: 'Studio Hana', verified: true },
    pay: { budget: 500_000, budgetType: 'per_day' },
    filmingDate: '2026-12-10',
    applicationDeadline: '2026-12-01T09:00:00.000Z',
    city: { id: 1410000001, value: 'Gangnam-gu, Seoul' },
    category: { id: 10, value: 'Fashion' },
    detailedCategory: null,
    status: 'live',
    modelNumber: 2,
    isDemo: false,
    publishedAt: AT,
    ...overrides,
  }
}

export function buildPostedCasting(overrides: Partial<MyPostedCasting> = {}): MyPostedCasting {
  return {
    ...buildCastingCard(),
    applicationCount: 12,
    newApplications: 3,
    bookedCount: 1,
    unreadMessages: 2,
    holdReason: null,
    ...overrides,
  }
}

const thumb = (id: number, stageName: string) => ({ id, stageName, cover: buildPhoto(1) })

export function buildMyApplication(overrides: Partial<MyApplication> = {}): MyApplication {
  return {
    id: 71,
    status: 'submitted',
    note: 'I would love to join.',
    casting: buildCastingCard(),
    profile: thumb(7, 'Mina Park'),
    threadId: null,
    unreadMessages: 0,
    canWithdraw: true,
    createdAt: AT,
    statusChangedAt: AT,
    ...overrides,
  }
}

export function buildProposal(overrides: Partial<ProposalSummary> = {}): ProposalSummary {
  return {
    id: 41,
    title: 'Cosmetics campaign',
    companyName: 'Glow Co.',
    budget: 2_000_000,
    budgetType: 'total',
    filmingDate: '2026-12-20',
    status: 'pending',
    sender: { id: 5, name: 'Glow Co.', verified: true },
    profile: thumb(7, 'Mina Park'),
    threadId: 90,
    unreadMessages: 0,
    createdAt: AT,
    answeredAt: null,
    ...overrides,
  }
}

export function buildProposalDetail(overrides: Partial<ProposalDetail> = {}): ProposalDetail {
  return {
    ...buildProposal(),
    productCategories: 'Lipstick, cushion',
    contractPeriod: 6,
    modelCategory: 'Beauty',
    modelDetailedCategory: 'Cosmetics',
    gender: 'Female',
    age: 25,
    modelNumber: 1,
    locationOfFilming: 'Seongsu studio, Seoul',
    postingMedia: 'Instagram, YouTube',
    otherContent: 'Two looks, one day.',
    canAnswer: true,
    ...overrides,
  }
}

export function buildApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 71,
    status: 'submitted',
    note: 'I would love to join.',
    clientNote: '',
    profile: {
      ...thumb(7, 'Mina Park'),
      age: 24,
      heightCm: 172,
      city: 'Gangnam-gu, Seoul',
      gender: { id: 40001, value: 'Female' },
      reviewed: true,
    },
    threadId: null,
    unreadMessages: 0,
    createdAt: AT,
    statusChangedAt: AT,
    ...overrides,
  }
}

export function buildMyCastings(overrides: Partial<MyCastings> = {}): MyCastings {
  return {
    view: 'client',
    castings: null,
    proposalsSent: null,
    applications: null,
    proposalsReceived: null,
    ...overrides,
  }
}

export const page = <T>(items: T[], total = items.length) => ({
  items,
  page: 1,
  pageSize: 20,
  total,
})

/** GET /users/0/castings answering by view; records each query string. */
export function serveMyCastings(byView: { client?: MyCastings; model?: MyCastings }) {
  const queries: string[] = []
  server.use(
    http.get(apiUrl('/users/0/castings'), ({ request }) => {
      const url = new URL(request.url)
      queries.push(url.search)
      const view = url.searchParams.get('view') === 'model' ? 'model' : 'client'
      return ok(byView[view] ?? buildMyCastings({ view }))
    }),
  )
  return queries
}

export function buildMessage(id: number, overrides: Partial<ThreadMessage> = {}): ThreadMessage {
  return {
    id,
    mine: id % 2 === 0,
    side: id % 2 === 0 ? 'client' : 'model',
    body: `Message ${id}`,
    createdAt: new Date(Date.UTC(2026, 10, 20, 9, id)).toISOString(),
    ...overrides,
  }
}

export function buildThread(overrides: Partial<Thread> = {}): Thread {
  return {
    id: 90,
    kind: 'application',
    applicationId: 71,
    proposalId: null,
    title: 'Spring lookbook shoot',
    mySide: 'client',
    counterpartName: 'Mina Park',
    counterpartDeparted: false,
    profile: thumb(7, 'Mina Park'),
    canWrite: true,
    cannotWriteReason: null,
    messages: [],
    hasMore: false,
    ...overrides,
  }
}

/** Proposal 41's thread: no application, the sender Glow Co. on the other side of the model. */
export function buildProposalThread(overrides: Partial<Thread> = {}): Thread {
  return buildThread({
    kind: 'proposal',
    applicationId: null,
    proposalId: 41,
    mySide: 'model',
    counterpartName: 'Glow Co.',
    profile: null,
    ...overrides,
  })
}

/** When the cancellations of these fakes happened. */
export const CANCELLED_AT = '2026-11-22T10:30:00.000Z'

/** A cancelled booking's who, when and why (ADR 0024 addendum). */
export const buildCancellation = (
  by: BookingCancellation['by'],
  reason: string,
): BookingCancellation => ({ by, at: CANCELLED_AT, reason })

/**
 * POST /applications/:id/cancellation or /proposals/:id/cancellation, recorded as
 * "id body"; `answer` replaces the default 200.
 */
export function serveCancellation(of: 'applications' | 'proposals', answer?: () => Response) {
  const calls: string[] = []
  server.use(
    http.post(apiUrl(`/${of}/:id/cancellation`), async ({ params, request }) => {
      calls.push(`${String(params.id)} ${JSON.stringify(await request.json())}`)
      return answer ? answer() : ok(null)
    }),
  )
  return calls
}

/** The words of the Cancel booking dialog's reason and confirm button. */
export const CANCEL_DIALOG_WORDS = {
  en: { reason: 'Reason', confirm: 'Cancel booking' },
  ko: { reason: '취소 사유', confirm: '섭외 취소' },
} as const

/** Types `reason` in an open Cancel booking dialog and confirms it. */
export async function confirmCancellation(
  user: UserEvent,
  dialog: HTMLElement,
  reason: string,
  words: (typeof CANCEL_DIALOG_WORDS)[keyof typeof CANCEL_DIALOG_WORDS] = CANCEL_DIALOG_WORDS.en,
) {
  await user.type(within(dialog).getByRole('textbox', { name: words.reason }), reason)
  await user.click(within(dialog).getByRole('button', { name: words.confirm }))
}

/** After the reader cancelled: the card says so with the reason, and offers no Cancel. */
export async function expectCancelledByYou(card: HTMLElement, reason: string) {
  expect(await within(card).findByText('Booking cancelled')).toBeInTheDocument()
  expect(within(card).getByText(/^You cancelled this booking on .*2026/)).toBeInTheDocument()
  expect(within(card).getByText(new RegExp(`Reason: ${reason}`))).toBeInTheDocument()
  expect(within(card).queryByRole('button', { name: /Cancel the booking/ })).toBeNull()
}

/** The first render of a test file also compiles the lazy routes: give it time. */
export const findArticle = (name: string | RegExp) =>
  screen.findByRole('article', { name }, { timeout: 10_000 })

export function buildNotification(
  id: number,
  overrides: Partial<AppNotification> = {},
): AppNotification {
  return {
    id,
    kind: 'message',
    payload: {},
    threadId: null,
    castingId: null,
    read: false,
    createdAt: AT,
    ...overrides,
  }
}

/** GET /users/0/unread with these counts. */
export function serveUnread(counts: { notifications: number; messages: number }) {
  server.use(http.get(apiUrl('/users/0/unread'), () => ok(counts)))
}
