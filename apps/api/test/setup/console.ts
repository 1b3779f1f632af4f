// A console.error nobody expected usually means a swallowed failure (React-style
// warnings, a rejected promise logged and ignored), so it fails the test.
// A test that expects one replaces the spy's implementation:
//   vi.mocked(console.error).mockImplementation(() => {})
import { afterEach, beforeEach, vi } from 'vitest'

let unexpected: unknown[][] = []

beforeEach(() => {
  unexpected = []
  const original = console.error
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    unexpected.push(args)
    original(...args)
  })
})

afterEach(() => {
  vi.mocked(console.error).mockRestore()
  if (unexpected.length > 0) {
    const first = unexpected[0]
      ?.map((arg) => (arg instanceof Error ? arg.stack : String(arg)))
      .join(' ')
    throw new Error(
      `console.error was called ${unexpected.length} time(s); first: ${first}\n` +
        'If the test expects it, call vi.mocked(console.error).mockImplementation(() => {}).',
    )
  }
})
