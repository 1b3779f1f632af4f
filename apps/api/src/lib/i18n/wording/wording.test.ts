// Issue #27: one catalogue per language, keyed by name. Both languages hold the same names, and
// every name the code asks for by string exists (TypeScript checks the property paths; this
// also catches a name in a string that a cast let through).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MESSAGE_WORDING } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import { EMAIL_WORDING } from './index.js'

const HANGUL = /[\uac00-\ud7a3]/
const API_SRC = fileURLToPath(new URL('../../../', import.meta.url))

/** Every leaf of a catalogue as `path -> kind` (a text, a list of n texts, a function of n). */
function leaves(node: unknown, path = ''): Map<string, string> {
  const out = new Map<string, string>()
  if (typeof node === 'string') out.set(path, 'text')
  else if (typeof node === 'function') out.set(path, `function/${node.length}`)
  else if (Array.isArray(node)) out.set(path, `list/${node.length}`)
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      for (const [leaf, kind] of leaves(value, path ? `${path}.${key}` : key)) out.set(leaf, kind)
    }
  }
  return out
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') ? [full] : []
  })
}

describe('the e-mail wording', () => {
  const en = leaves(EMAIL_WORDING.en)
  const ko = leaves(EMAIL_WORDING.ko)

  it('has the same names, each of the same kind, in English and Korean', () => {
    expect([...ko.entries()].sort()).toEqual([...en.entries()].sort())
  })

  it('reads as Korean in Korean', () => {
    const texts = [...ko.keys()].filter((path) => ko.get(path) === 'text')
    for (const path of texts) {
      const korean = path
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], EMAIL_WORDING.ko)
      expect(korean, path).toMatch(HANGUL)
    }
  })

  it('is asked only for names it has', () => {
    const asked = sourceFiles(API_SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/emailWording\([^)]*\)\.([\w.]+)/g)].map(
        (match) => match[1]!,
      ),
    )
    expect(asked.length).toBeGreaterThan(0)
    const names = [...en.keys()]
    for (const path of asked) {
      expect(
        names.some((name) => name === path || name.startsWith(`${path}.`)),
        path,
      ).toBe(true)
    }
  })
})

describe('the server message wording', () => {
  it('has the same names in English and Korean', () => {
    expect(Object.keys(MESSAGE_WORDING.ko).sort()).toEqual(Object.keys(MESSAGE_WORDING.en).sort())
  })

  it('is asked only for names it has', () => {
    const asked = sourceFiles(API_SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/'((?:[A-Z]+_)*MESSAGES\.[A-Z0-9_]+)'/g)].map(
        (match) => match[1]!,
      ),
    )
    expect(asked.length).toBeGreaterThan(0)
    for (const name of asked) expect(MESSAGE_WORDING.en, name).toHaveProperty([name])
  })
})
