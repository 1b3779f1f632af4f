import { API_PATHS } from '@cnm/contracts'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'

// Handlers are added per test with server.use(...); anything unhandled fails the test.
// The one default: My Profile always lists the user's devices, so pages that only pass
// through it see an empty list unless a test serves one.
export const server = setupServer(
  http.get(`*/api${API_PATHS.MY_SESSIONS}`, () => HttpResponse.json({ data: [], message: 'OK' })),
)
