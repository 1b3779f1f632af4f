import { setupServer } from 'msw/node'

// Handlers are added per test with server.use(...); anything unhandled fails the test.
export const server = setupServer()
