import { API_PATHS } from '@cnm/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

// Handlers are added per test with server.use(...); anything unhandled fails the test.
// The defaults: My Profile always lists the user's devices, and the header of a signed-in
// visitor asks for the unread counts on every page, so pages that only pass through them see
// an empty list and no unread items unless a test serves others.
export const server = setupServer(
  http.get(`*/api${API_PATHS.MY_SESSIONS}`, () => HttpResponse.json({ data: [], message: 'OK' })),
  http.get(`*/api${API_PATHS.MY_UNREAD}`, () =>
    HttpResponse.json({ data: { notifications: 0, messages: 0 }, message: 'OK' }),
  ),
)
