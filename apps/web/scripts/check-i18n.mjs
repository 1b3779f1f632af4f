// ADR 0014, run by `pnpm --filter @cnm/web lint`: both catalogues (src/locales/en, src/locales/ko)
// have the same namespaces and keys, no empty text, the same {{variables}} per key, and every
// plural form their language needs; the list of not-yet-converted files names only real files.
// Exits 1 with one line per problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

export const LANGUAGES = ['en', 'ko']
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
const VARIABLE = /{{\s*([\w.]+)\s*(?:,[^}]*)?}}/g

/** Leaves of a catalogue as [dotted key, value]; a non-string leaf is reported as is. */
function flatten(value, prefix, into) {
  for (const [key, child] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (child && typeof child === 'object' && !Array.isArray(child)) flatten(child, path, into)
    else into.set(path, child)
  }
  return into
}

function readCatalogue(file, problems) {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8'))
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
      problems.push(`${file}: must hold one JSON object`)
      return new Map()
    }
    return flatten(parsed, '', new Map())
  } catch (error) {
    problems.push(`${file}: ${error.message}`)
    return new Map()
  }
}

/** Per base key (plural suffix removed): its plural forms and the variables its texts use. */
function describe(entries) {
  const keys = new Map()
  for (const [key, text] of entries) {
    const base = key.replace(PLURAL_SUFFIX, '')
    const entry = keys.get(base) ?? { forms: new Set(), variables: new Set() }
    if (base !== key) entry.forms.add(key.slice(base.length + 1))
    for (const [, name] of String(text).matchAll(VARIABLE))
      if (name !== 'count') entry.variables.add(name)
    keys.set(base, entry)
  }
  return keys
}

/** Every problem found under `localesDir`, as readable lines; empty when all is well. */
export function checkCatalogues(localesDir, { unconvertedFiles = [], webRoot } = {}) {
  const problems = []
  const namespaces = new Map()
  for (const language of LANGUAGES) {
    const dir = join(localesDir, language)
    if (!existsSync(dir)) {
      problems.push(`${dir}: missing (every language has a folder of catalogues)`)
      continue
    }
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const namespace = file.slice(0, -'.json'.length)
      if (!namespaces.has(namespace)) namespaces.set(namespace, {})
      namespaces.get(namespace)[language] = readCatalogue(join(dir, file), problems)
    }
  }

  for (const [namespace, byLanguage] of namespaces) {
    for (const language of LANGUAGES) {
      if (!byLanguage[language]) problems.push(`${language}/${namespace}.json: missing`)
    }
    const described = {}
    for (const language of LANGUAGES) {
      const entries = byLanguage[language]
      if (!entries) continue
      for (const [key, text] of entries) {
        if (typeof text !== 'string')
          problems.push(`${language}/${namespace}.json: ${key} is not a text`)
        else if (!text.trim()) problems.push(`${language}/${namespace}.json: ${key} is empty`)
      }
      described[language] = describe(entries)
    }
    if (LANGUAGES.some((language) => !described[language])) continue

    const allKeys = new Set(LANGUAGES.flatMap((language) => [...described[language].keys()]))
    for (const key of [...allKeys].sort()) {
      const where = `${namespace}:${key}`
      for (const language of LANGUAGES) {
        const entry = described[language].get(key)
        if (!entry) {
          problems.push(`${language}/${namespace}.json: ${key} is missing`)
          continue
        }
        if (entry.forms.size) {
          const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories
          for (const form of needed) {
            if (!entry.forms.has(form))
              problems.push(`${language}/${namespace}.json: ${key}_${form} is missing (plural)`)
          }
        }
      }
      const [first, ...others] = LANGUAGES.map((language) => described[language].get(key))
      if (!first) continue
      for (const [index, other] of others.entries()) {
        if (!other) continue
        const a = [...first.variables].sort().join(', ')
        const b = [...other.variables].sort().join(', ')
        if (a !== b) {
          problems.push(
            `${where}: ${LANGUAGES[0]} uses {{${a}}} but ${LANGUAGES[index + 1]} uses {{${b}}}`,
          )
        }
      }
    }
  }

  if (webRoot) {
    for (const file of unconvertedFiles) {
      if (!existsSync(join(webRoot, file))) {
        problems.push(
          `scripts/i18n-unconverted-files.mjs: ${file} does not exist; remove it from the list`,
        )
      }
    }
  }
  return problems
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
  const { UNCONVERTED_FILES } = await import('./i18n-unconverted-files.mjs')
  const problems = checkCatalogues(join(webRoot, 'src', 'locales'), {
    unconvertedFiles: UNCONVERTED_FILES,
    webRoot,
  })
  if (problems.length) {
    console.error(`i18n catalogues: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`)
    console.error('Fix the catalogues in apps/web/src/locales (see docs/decisions/0014-i18n.md).')
    process.exit(1)
  }
  console.log(
    `i18n catalogues: ${LANGUAGES.join(' + ')} agree (${UNCONVERTED_FILES.length} files still to convert)`,
  )
}
