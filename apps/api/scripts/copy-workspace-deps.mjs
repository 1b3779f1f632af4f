#!/usr/bin/env node
// Workspace packages (@cnm/contracts) are consumed as TypeScript source, which
// tsx and vitest run but plain `node` does not. After `tsc` has type-checked and
// emitted the app, this transpiles each workspace dependency into
// dist/node_modules/<name>, where Node's resolution from dist/server.js finds it
// before the source-only package in apps/api/node_modules.
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, realpath, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const outModules = path.join(apiRoot, 'dist', 'node_modules')

const apiPackage = JSON.parse(await readFile(path.join(apiRoot, 'package.json'), 'utf8'))
const workspaceDeps = Object.entries(apiPackage.dependencies ?? {})
  .filter(([, version]) => String(version).startsWith('workspace:'))
  .map(([name]) => name)

// Node's lookup: <dir>/node_modules/<name>, then the same in each parent folder.
// (require.resolve cannot be used: packages need not export ./package.json.)
function findPackageDir(fromDir, name) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', ...name.split('/'))
    if (existsSync(path.join(candidate, 'package.json'))) return candidate
    if (path.dirname(dir) === dir) return null
  }
}

async function listSourceFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true })
  const files = []
  for (const entry of entries) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) files.push(...(await listSourceFiles(full)))
    else if (/\.ts$/.test(entry.name) && !/\.(test|spec)\.ts$|\.d\.ts$/.test(entry.name))
      files.push(full)
  }
  return files
}

// `exports` pointing at .ts files become the same paths with .js.
function toJsExports(value) {
  if (typeof value === 'string') return value.replace(/\.ts$/, '.js')
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, toJsExports(inner)]),
    )
  }
  return value
}

await rm(outModules, { recursive: true, force: true })
for (const name of workspaceDeps) {
  const linked = findPackageDir(apiRoot, name)
  if (!linked) throw new Error(`${name} is not installed; run pnpm install.`)
  const packageDir = await realpath(linked)
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8'))
  const target = path.join(outModules, ...name.split('/'))

  // Its own dependencies are found from dist/ by walking up to apps/api/node_modules,
  // so each must also be a dependency of the API.
  for (const dependency of Object.keys(manifest.dependencies ?? {})) {
    if (!findPackageDir(apiRoot, dependency)) {
      throw new Error(`${name} needs ${dependency}; add it to apps/api's dependencies too.`)
    }
  }

  for (const file of await listSourceFiles(path.join(packageDir, 'src'))) {
    const { outputText } = ts.transpileModule(await readFile(file, 'utf8'), {
      fileName: file,
      compilerOptions: {
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        verbatimModuleSyntax: true,
        rewriteRelativeImportExtensions: true,
      },
    })
    const outFile = path.join(target, path.relative(packageDir, file)).replace(/\.ts$/, '.js')
    await mkdir(path.dirname(outFile), { recursive: true })
    await writeFile(outFile, outputText)
  }
  const { name: pkgName, version, type, exports } = manifest
  await writeFile(
    path.join(target, 'package.json'),
    `${JSON.stringify({ name: pkgName, version, type, exports: toJsExports(exports) }, null, 2)}\n`,
  )
  process.stdout.write(`copied ${name} into dist/node_modules\n`)
}
