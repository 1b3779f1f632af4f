// The time-constants rule run through ESLint's API: every way of spelling a unit of time out
// again is refused with the rule's message, and a length written with the shared units passes.
import { describe, expect, it } from 'vitest'
import { TIME_MESSAGE } from '../src/time-constants.js'
import { lintMessages } from './lint-text.mjs'

/** How many times the time rule fires for `code` saved at `file` (relative to the repo). */
async function timeErrors(file, code) {
  return (await lintMessages(file, code)).filter((message) => message === TIME_MESSAGE).length
}

const exported = (expression) => `export const length = ${expression}\n`

describe('lengths of time have one home (issue #27)', () => {
  const places = [
    'apps/api/src/modules/castings/fixture.ts',
    'apps/api/src/modules/castings/fixture.test.ts',
    'apps/web/src/features/castings/components/fixture.tsx',
    'packages/contracts/src/fixture.ts',
  ]

  it.each(
    places.flatMap((file) => [
      [file, 'const DAY_MS = 86_400_000\nexport const twice = 2 * DAY_MS\n'],
      [file, 'const MINUTE = 60_000\nexport const twice = 2 * MINUTE\n'],
      [file, exported('24 * 60 * 60 * 1000')],
      [file, exported('5 * 60 * 1000')],
      [file, exported('60 * 60_000')],
      [file, exported('7 * 24 * 60 * 60_000')],
      [file, exported('3_600_000')],
    ]),
  )('refuses in %s: %s', async (file, code) => {
    expect(await timeErrors(file, code)).toBeGreaterThan(0)
  })

  it.each([
    [
      'the shared units',
      "import { DAY_MS, MINUTE_MS } from '@cnm/contracts'\nexport const a = 7 * DAY_MS + 5 * MINUTE_MS\n",
    ],
    ['a test timeout', exported('60_000')],
    ['a name that is no unit', 'export const DAY = String.raw`(?:0?[1-9]|[12]\\d|3[01])`\n'],
    ['minutes in a day', exported('60 * 24')],
  ])('allows %s', async (_what, code) => {
    expect(await timeErrors('apps/api/src/modules/castings/fixture.ts', code)).toBe(0)
  })

  it('allows the home itself', async () => {
    expect(
      await timeErrors(
        'packages/contracts/src/time.ts',
        'export const DAY_MS = 24 * 60 * 60 * 1000\n',
      ),
    ).toBe(0)
  })
})
