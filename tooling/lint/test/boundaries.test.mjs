// Each boundary rule is run through ESLint's API on a small source text placed (virtually)
// where it would break the rule, beside a control that must pass: a rule that stopped
// firing, or one that fired on everything, fails here.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../src/boundaries.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const eslint = new ESLint({ cwd: root })
const BOUNDARY_RULES = new Set(['import/no-restricted-paths', 'no-restricted-imports'])

/** The boundary messages ESLint reports for `code` saved at `file` (relative to the repo). */
async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) })
  const fatal = result.messages.filter((message) => message.fatal)
  if (fatal.length > 0) throw new Error(`ESLint could not parse the fixture: ${fatal[0].message}`)
  return result.messages
    .filter((message) => BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message)
}

// ESLint puts the rule's own words (which path, which pattern) before our message.
const refusal = (message) => expect.stringContaining(message)

const importing = (source) => `import * as other from '${source}'\n\nexport const used = other\n`

describe('boundary lint rules (ADR 0011)', () => {
  describe('web features do not import each other', () => {
    const file = 'apps/web/src/features/auth/components/fixture.ts'

    it.each([
      ['through the @ alias', '@/features/inquiries/api/send-inquiries'],
      ['through a relative path', '../../inquiries/api/send-inquiries'],
    ])('refuses another feature %s', async (_how, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([
        refusal(MESSAGES.crossFeature),
      ])
    })

    it.each([
      ['its own feature', '../api/login'],
      ['its own feature through the alias', '@/features/auth/api/login'],
      ['shared UI', '@/components/ui/button'],
      ['the contracts', '@cnm/contracts'],
    ])('allows %s', async (_what, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([])
    })
  })

  describe('an API module is entered only through its index.ts', () => {
    const file = 'apps/api/src/modules/castings/fixture.ts'

    it.each([
      ["another module's file", '../models/models-list.js'],
      ["another module's fixtures", '../models/testing/model-fixtures.js'],
    ])('refuses %s', async (_what, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([
        refusal(MESSAGES.apiModuleInternals),
      ])
    })

    it('refuses a module file from outside every module', async () => {
      expect(
        await boundaryErrors(
          'apps/api/src/plugins/fixture.ts',
          importing('../modules/outbox/outbox.plugin.js'),
        ),
      ).toEqual([refusal(MESSAGES.apiModuleInternals)])
    })

    it.each([
      ["another module's index.ts", '../models/index.js'],
      ['its own files', './castings-list.js'],
      ['lib/', '../../lib/http-error.js'],
    ])('allows %s', async (_what, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([])
    })

    it("allows a test another module's fixtures, not its files", async () => {
      const test = 'apps/api/src/modules/castings/fixture.test.ts'
      expect(await boundaryErrors(test, importing('../models/testing/model-fixtures.js'))).toEqual(
        [],
      )
      expect(await boundaryErrors(test, importing('../models/model-views.js'))).toEqual([
        refusal(MESSAGES.apiModuleInternals),
      ])
    })
  })

  describe('the web never imports API code', () => {
    const file = 'apps/web/src/lib/fixture.ts'

    it.each([
      ['by path', '../../../api/src/lib/reply'],
      ['by package name', '@cnm/api'],
    ])('refuses the API %s', async (_how, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([
        refusal(MESSAGES.webImportsApi),
      ])
    })

    it('allows the web its own lib', async () => {
      expect(await boundaryErrors(file, importing('./api-error'))).toEqual([])
    })
  })

  describe('the contracts import nothing app-specific', () => {
    const file = 'packages/contracts/src/fixture.ts'

    it.each([
      ['API code by path', '../../../apps/api/src/lib/reply.js'],
      ['web code by path', '../../../apps/web/src/lib/api-error.js'],
      ['an app by package name', '@cnm/web'],
      ['a server framework', 'fastify'],
      ['a UI framework', 'react'],
    ])('refuses %s', async (_what, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([
        refusal(MESSAGES.contractsImportApp),
      ])
    })

    it.each([
      ['zod', 'zod'],
      ['a sibling contract', './ids.js'],
    ])('allows %s', async (_what, source) => {
      expect(await boundaryErrors(file, importing(source))).toEqual([])
    })
  })
})
