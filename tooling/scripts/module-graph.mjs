#!/usr/bin/env node
// The API module graph (issue #27, ADR 0011): how modules under apps/api/src/modules/<m>/
// import each other, and which files outside the modules reach past a module's index.ts.
//
//   node tooling/scripts/module-graph.mjs            the figures
//   node tooling/scripts/module-graph.mjs --list     the figures and every import behind them
//
// Test code (*.test.ts, a module's testing/ fixtures, apps/api/test/) is left out of the module
// figures and counted apart: the lint rule lets tests use another module's testing/ fixtures.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const api = path.join(root, 'apps/api')
const modulesDir = path.join(api, 'src/modules')
const list = process.argv.includes('--list')

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'generated' ? [] : walk(full)
    return /\.(ts|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : []
  })

const isTest = (file) =>
  /\.test\.(ts|mjs)$/.test(file) ||
  file.split(path.sep).includes('testing') ||
  !path.relative(path.join(api, 'test'), file).startsWith('..')
const inBench = (file) => !path.relative(path.join(api, 'bench'), file).startsWith('..')
const rel = (file) => path.relative(root, file)

// Every static import/export-from and dynamic import() with a relative specifier.
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?\sfrom\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm
function importsOf(file) {
  const text = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
  const found = []
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1] ?? match[2] ?? match[3]
    if (!spec.startsWith('.')) continue
    found.push(resolve(file, spec))
  }
  return found.filter(Boolean)
}
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec)
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')]
  for (const candidate of candidates) {
    try {
      if (statSync(candidate).isFile()) return candidate
    } catch {
      // not this candidate: try the next
    }
  }
  return null
}

/** The module a file belongs to, or null (modules/index.ts, the registry, belongs to none). */
function moduleOf(file) {
  const inside = path.relative(modulesDir, file)
  if (inside.startsWith('..')) return null
  const parts = inside.split(path.sep)
  return parts.length > 1 ? parts[0] : null
}
const isDoor = (file) => {
  const m = moduleOf(file)
  return m !== null && file === path.join(modulesDir, m, 'index.ts')
}

const modules = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
const files = ['src', 'bench', 'test', 'scripts'].flatMap((dir) => walk(path.join(api, dir)))

let crossImports = 0
let crossPastDoor = 0
const edges = new Map()
const crossLines = []
const outside = new Map()
const testCross = []
for (const file of files) {
  const from = moduleOf(file)
  for (const target of importsOf(file)) {
    const to = moduleOf(target)
    if (to === null || to === from) continue
    if (isTest(file)) {
      if (!isDoor(target)) testCross.push(`${rel(file)} -> ${rel(target)}`)
      continue
    }
    if (from === null) {
      // The benches may use a module's testing/ fixtures, as tests do.
      const fixtureForBench = inBench(file) && target.split(path.sep).includes('testing')
      if (!isDoor(target) && !fixtureForBench) {
        const list = outside.get(rel(file)) ?? []
        list.push(rel(target))
        outside.set(rel(file), list)
      }
      continue
    }
    crossImports += 1
    if (!isDoor(target)) crossPastDoor += 1
    const key = `${from} -> ${to}`
    edges.set(key, (edges.get(key) ?? 0) + 1)
    crossLines.push(`${rel(file)} -> ${rel(target)}`)
  }
}
const twoWay = [...edges.keys()]
  .map((key) => key.split(' -> '))
  .filter(([a, b]) => a < b && edges.has(`${b} -> ${a}`))
  .map(([a, b]) => `${a} <-> ${b}`)

// Cycles of any length: the strongly connected components of more than one module (Tarjan).
function cycles() {
  const next = new Map(modules.map((m) => [m, []]))
  for (const key of edges.keys()) {
    const [a, b] = key.split(' -> ')
    next.get(a).push(b)
  }
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const found = []
  const visit = (m) => {
    index.set(m, counter)
    low.set(m, counter)
    counter += 1
    stack.push(m)
    for (const n of next.get(m)) {
      if (!index.has(n)) {
        visit(n)
        low.set(m, Math.min(low.get(m), low.get(n)))
      } else if (stack.includes(n)) low.set(m, Math.min(low.get(m), index.get(n)))
    }
    if (low.get(m) === index.get(m)) {
      const component = []
      let n
      do {
        n = stack.pop()
        component.push(n)
      } while (n !== m)
      if (component.length > 1) found.push(component.sort())
    }
  }
  for (const m of modules) if (!index.has(m)) visit(m)
  return found
}
const components = cycles()

console.log(`API modules: ${modules.length}`)
console.log(
  `imports from one module into another: ${crossImports} (past the other's index.ts: ${crossPastDoor})`,
)
console.log(`distinct module -> module edges: ${edges.size}`)
console.log(`two-way pairs: ${twoWay.length}${twoWay.length ? ` (${twoWay.join(', ')})` : ''}`)
console.log(
  `modules caught in a cycle: ${components.flat().length}${components.length ? ` (${components.map((c) => c.join(', ')).join('; ')})` : ''}`,
)
console.log(
  `files outside modules/ that import module internals: ${outside.size} (${[...outside.values()].flat().length} imports)`,
)
const isFixture = (line) => line.split(' -> ')[1].split('/').includes('testing')
console.log(
  `test code importing another module past its index.ts: ${testCross.filter((l) => !isFixture(l)).length} imports (plus ${testCross.filter(isFixture).length} of testing/ fixtures, allowed)`,
)
if (list) {
  console.log('\nedges:')
  for (const [key, count] of [...edges].sort()) console.log(`  ${key}  ${count}`)
  console.log('\nimports between modules:')
  for (const line of crossLines.sort()) console.log(`  ${line}`)
  console.log('\noutside files importing internals:')
  for (const [file, targets] of [...outside].sort()) console.log(`  ${file}: ${targets.join(', ')}`)
  console.log('\ntests importing another module past its index.ts:')
  for (const line of testCross.sort()) console.log(`  ${line}`)
}
