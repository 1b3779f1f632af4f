// Prints the gzip size of the JavaScript a first visit to `/` downloads: the entry chunk,
// every chunk it modulepreloads (static imports), and the lazily loaded home route with
// its own static imports. Run after `vite build`; exits 1 above the 150 KB budget.
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

let total = 0
const rows = [...chunks].map((key) => {
  const file = manifest[key].file
  const gzip = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
  total += gzip
  return { chunk: key, file, 'gzip KB': +(gzip / 1024).toFixed(2) }
})
console.table(rows)
console.log(
  `Home route initial JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${BUDGET_BYTES / 1024} KB)`,
)
if (total > BUDGET_BYTES) process.exitCode = 1
