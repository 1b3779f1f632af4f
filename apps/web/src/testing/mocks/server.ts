import {
  API_PATHS,
  BOOKING_API_PATHS,
  OPTION_API_PATHS,
  USAGE_NOTICE_SERVER_MESSAGES,
} from '@cnm/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

// Handlers are added per test with server.use(...); anything unhandled fails the test.
// The defaults: My Profile always lists the user's devices; the header of a signed-in
// visitor asks for the unread counts on every page; and /castings, the layout tests' usual
// page, shows an empty board with empty filter lists; every model profile asks for its
// reviews (issue #16), none by default; My page > Bookings asks whether the calendar feed is
// on (ADR 0048), off by default; the model side's option calendar is an empty month with no
// profile, and no profile has unavailable days (ADR 0054); My Profile's phone alerts ask for the
// key and the kinds (ADR 0055). Tests serve others where they matter.
/** A P-256 public key (base64url) shaped like a real VAPID key. */
export const TEST_VAPID_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'

export const server = setupServer(
  http.get(`*/api${API_PATHS.MY_SESSIONS}`, () => HttpResponse.json({ data: [], message: 'OK' })),
  http.get(`*/api${API_PATHS.MY_UNREAD}`, () =>
    HttpResponse.json({ data: { notifications: 0, messages: 0 }, message: 'OK' }),
  ),
  http.get('*/api/castings', () =>
    HttpResponse.json({ data: { items: [], page: 1, pageSize: 20, total: 0 }, message: 'OK' }),
  ),
  // Intro videos (ADR 0052): none unless a test serves some.
  http.get('*/api/models/:id/videos', () => HttpResponse.json({ data: [], message: 'OK' })),
  // Self-tapes (ADR 0053): none asked unless a test serves some.
  http.get('*/api/castings/:id/self-tapes', () => HttpResponse.json({ data: [], message: 'OK' })),
  http.get('*/api/applications/:id/self-tapes', () =>
    HttpResponse.json({ data: [], message: 'OK' }),
  ),
  http.get('*/api/models/:id/reviews', () =>
    HttpResponse.json({
      data: { items: [], page: 1, pageSize: 10, total: 0, summary: { average: null, count: 0 } },
      message: 'OK',
    }),
  ),
  http.get(`*/api${API_PATHS.INFOS}`, () =>
    HttpResponse.json({ data: { infos: [] }, message: 'OK' }),
  ),
  // Phone alerts (ADR 0055): the server has a key, every kind on, no browser subscribed.
  http.get(`*/api${API_PATHS.PUSH_PUBLIC_KEY}`, () =>
    HttpResponse.json({ data: { enabled: true, publicKey: TEST_VAPID_KEY }, message: 'OK' }),
  ),
  http.get(`*/api${API_PATHS.MY_PUSH_SETTINGS}`, () =>
    HttpResponse.json({
      data: { messages: true, options: true, proposals: true, matches: true, subscriptions: 0 },
      message: 'OK',
    }),
  ),
  // The image-usage ledger (the booking page reads it too) and the usage-ended notice (ADR
  // 0056): empty, and a notice that is not waiting, unless a test says otherwise.
  http.get(`*/api${BOOKING_API_PATHS.IMAGE_USAGES}`, () =>
    HttpResponse.json({ data: { items: [] }, message: 'OK' }),
  ),
  http.post(`*/api${BOOKING_API_PATHS.USAGE_NOTICE(':id')}`, () =>
    HttpResponse.json(
      { code: 'CONFLICT', message: USAGE_NOTICE_SERVER_MESSAGES.NOTICE_ALREADY_SENT },
      { status: 409 },
    ),
  ),
  http.post(`*/api${BOOKING_API_PATHS.USAGE_NOTICE_ACKNOWLEDGEMENT(':id')}`, () =>
    HttpResponse.json(
      { code: 'CONFLICT', message: USAGE_NOTICE_SERVER_MESSAGES.NOTICE_NOT_WAITING },
      { status: 409 },
    ),
  ),
  http.get(`*/api${BOOKING_API_PATHS.CALENDAR_FEED}`, () =>
    HttpResponse.json({
      data: { feed: { active: false, createdAt: null, url: null } },
      message: 'OK',
    }),
  ),
  http.get(`*/api${OPTION_API_PATHS.OPTIONS_CALENDAR}`, ({ request }) =>
    HttpResponse.json({
      data: {
        month: new URL(request.url).searchParams.get('month') ?? '2026-12',
        profiles: [],
        profileId: null,
        unavailable: [],
        bookings: [],
        options: [],
      },
      message: 'OK',
    }),
  ),
  http.get(`*/api${OPTION_API_PATHS.UNAVAILABLE_DATES(':id')}`, ({ params }) =>
    HttpResponse.json({ data: { profileId: Number(params.id), dates: [] }, message: 'OK' }),
  ),
  http.put(`*/api${OPTION_API_PATHS.UNAVAILABLE_DATE(':id', ':date')}`, ({ params }) =>
    HttpResponse.json({
      data: { profileId: Number(params.id), dates: [String(params.date)] },
      message: 'The date is marked unavailable.',
    }),
  ),
  http.delete(`*/api${OPTION_API_PATHS.UNAVAILABLE_DATE(':id', ':date')}`, ({ params }) =>
    HttpResponse.json({
      data: { profileId: Number(params.id), dates: [] },
      message: 'The date is open again.',
    }),
  ),
)
