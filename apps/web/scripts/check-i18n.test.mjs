import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkCatalogues } from './check-i18n.mjs'

let dir
function locales(files) {
  dir = mkdtempSync(join(tmpdir(), 'cnm-i18n-'))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content))
  }
  return dir
}
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('check-i18n', () => {
  it('accepts matching catalogues with each language’s plural forms', () => {
    const root = locales({
      'en/models.json': {
        title: 'Models',
        count_one: '{{count}} model',
        count_other: '{{count}} models',
      },
      'ko/models.json': { title: '모델', count_other: '모델 {{count}}명' },
    })
    expect(checkCatalogues(root)).toEqual([])
  })

  it('reports missing keys, files, empty texts, plural forms and different variables', () => {
    const root = locales({
      'en/models.json': {
        title: 'Models',
        lead: { text: 'Hello {{name}}' },
        count_other: '{{count}} models',
        only: 'English only',
      },
      'ko/models.json': { title: ' ', lead: { text: '{{nom}} 님' }, count_other: '{{count}}명' },
      'ko/auth.json': { logIn: '로그인' },
    })
    expect(checkCatalogues(root)).toEqual([
      'ko/models.json: title is empty',
      'en/models.json: count_one is missing (plural)',
      'models:lead.text: en uses {{name}} but ko uses {{nom}}',
      'ko/models.json: only is missing',
      'en/auth.json: missing',
    ])
  })

  it('reports a listed unconverted file that no longer exists', () => {
    const root = locales({ 'en/common.json': {}, 'ko/common.json': {} })
    expect(checkCatalogues(root, { unconvertedFiles: ['src/gone.tsx'], webRoot: root })).toEqual([
      'scripts/i18n-unconverted-files.mjs: src/gone.tsx does not exist; remove it from the list',
    ])
  })
})
