// Prints the gzip size of the JavaScript a first visit to `/` downloads: the entry chunk,
// every chunk it modulepreloads (static imports), the lazily loaded home route with
// its own static imports, and the base catalogues of one language (the heavier of the two;
// ADR 0014). Run after `vite build`; exits 1 above the 150 KB budget.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const BUDGET_BYTES = 150 * 1024
const HOME_ROUTE = 'src/app/routes/home.tsx'

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'))

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
if (!entryKey) throw new Error('No entry chunk in the manifest; run `vite build` first.')
if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not a chunk of its own any more.`)

const chunks = new Set()
const collect = (key) => {
  if (chunks.has(key)) return
  chunks.add(key)
  for (const imported of manifest[key].imports ?? []) collect(imported)
}
collect(entryKey)
collect(HOME_ROUTE)

// The first render waits for BASE_NAMESPACES of the visitor's language (src/lib/i18n.ts).
const i18nSource = readFileSync(join(dist, '..', 'src', 'lib', 'i18n.ts'), 'utf8')
const baseNamespaces = /BASE_NAMESPACES = \[([^\]]*)\]/.exec(i18nSource)?.[1]?.match(/[\w-]+/g)
if (!baseNamespaces)
  throw new Error('BASE_NAMESPACES not found in src/lib/i18n.ts; update this script.')
const gzipOf = (key) => gzipSync(readFileSync(join(dist, manifest[key].file)), { level: 9 }).length
const catalogueKeys = (language) =>
  baseNamespaces.map((namespace) => {
    const key = `src/locales/${language}/${namespace}.json`
    if (!manifest[key]) throw new Error(`${key} is not a chunk of its own; see ADR 0014.`)
    return key
  })
const heavier = ['en', 'ko']
  .map((language) => ({
    language,
    bytes: catalogueKeys(language).reduce((sum, key) => sum + gzipOf(key), 0),
  }))
  .sort((a, b) => b.bytes - a.bytes)[0]
for (const key of catalogueKeys(heavier.language)) chunks.add(key)

let total = 0
const rows = [...chunks].map((key) => {
  const file = manifest[key].file
  const gzip = gzipOf(key)
  total += gzip
  return { chunk: key, file, 'gzip KB': +(gzip / 1024).toFixed(2) }
})
console.table(rows)
console.log(
  `Home route initial JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`,
)
if (total > BUDGET_BYTES) process.exitCode = 1
