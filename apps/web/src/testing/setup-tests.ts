import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest'
import { initTestI18n, resetTestLanguage } from './i18n'
import { installDialogPolyfill } from './dialog-polyfill'
import { server } from './mocks/server'

// findBy*/waitFor give up after 1 s by default. They return as soon as the state appears, so
// the limit only decides how long a failing test takes; a lazy route transformed for the first
// time on a 2-core runner loaded ten times over took more than 3 s (a ci-like run beside other
// work), and a timeout there says nothing about the product.
configure({ asyncUtilTimeout: 10_000 })

initTestI18n()
installDialogPolyfill()

// jsdom has no layout; ScrollRestoration's calls would otherwise log "Not implemented".
window.scrollTo = () => {}
// Nor scrollIntoView (the combobox keeps its active option in view); a test may spy on it.
Element.prototype.scrollIntoView ??= function scrollIntoView() {}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(() => server.close())

let consoleErrorSpy: MockInstance<typeof console.error>
let consoleErrorsAllowed = false

/** Call in a test that deliberately provokes a console.error (e.g. an error boundary). */
export function allowConsoleErrors() {
  consoleErrorsAllowed = true
}

beforeEach(() => {
  consoleErrorsAllowed = false
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation(() => {})
})

afterEach(async () => {
  cleanup()
  server.resetHandlers()
  // Before the cookies go: switching back to English rewrites the language cookie.
  await resetTestLanguage()
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim()
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  })
  const calls = consoleErrorSpy.mock.calls
  consoleErrorSpy.mockRestore()
  if (calls.length > 0 && !consoleErrorsAllowed) {
    const text = calls
      .map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '))
      .join('\n')
    throw new Error(`Unexpected console.error during the test:\n${text}`)
  }
})
