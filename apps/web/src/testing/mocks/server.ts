import { API_PATHS, BOOKING_API_PATHS, USAGE_NOTICE_SERVER_MESSAGES } from '@cnm/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

// Handlers are added per test with server.use(...); anything unhandled fails the test.
// The defaults: My Profile always lists the user's devices; the header of a signed-in
// visitor asks for the unread counts on every page; and /castings, the layout tests' usual
// page, shows an empty board with empty filter lists; every model profile asks for its
// reviews (issue #16), none by default; My page > Bookings asks whether the calendar feed is
// on (ADR 0048), off by default. Tests serve others where they matter.
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
  http.get('*/api/models/:id/reviews', () =>
    HttpResponse.json({
      data: { items: [], page: 1, pageSize: 10, total: 0, summary: { average: null, count: 0 } },
      message: 'OK',
    }),
  ),
  http.get(`*/api${API_PATHS.INFOS}`, () =>
    HttpResponse.json({ data: { infos: [] }, message: 'OK' }),
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
)
