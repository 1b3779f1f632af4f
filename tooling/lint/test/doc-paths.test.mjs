// Every file a decision record, README or operations page names must exist, so a newcomer
// following an ADR never lands on a path that moved (issue #27). A path in backticks is looked
// up from the repository root and from each package (and its src/, and the API's modules/), the
// way the documents write them; one written out without backticks must start at a top folder
// (apps/, packages/, docs/ ...). Build outputs (dist/, .data/) and patterns (<name>, *) are not
// files of the repository and are left out.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

const PATH_IN_BACKTICKS =
  /`([\w.@/-]+\/[\w.@-]+\.(?:ts|tsx|mjs|cjs|js|md|json|prisma|sql|css|ya?ml|conf|sh))(?::\d+)?`/g

/** A path written out without backticks, from one of the repository's top folders. */
const PATH_FROM_ROOT =
  /(?<![\w./@`-])((?:apps|packages|tooling|prisma|docs|deploy)\/[\w.@/-]+\.(?:ts|tsx|mjs|cjs|js|md|json|prisma|sql|css|ya?ml|conf|sh))\b/g

const children = (dir) =>
  existsSync(path.join(root, dir))
    ? readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => `${dir}/${entry.name}`)
    : []

const packages = ['apps', 'packages', 'tooling'].flatMap(children)
const bases = ['.', ...packages, ...packages.map((dir) => `${dir}/src`), 'apps/api/src/modules']

const documents = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
  ...readdirSync(path.join(root, 'docs/decisions'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/decisions/${name}`),
  ...packages.map((dir) => `${dir}/README.md`).filter((file) => existsSync(path.join(root, file))),
]

const isBuildOutput = (file) => /(^|\/)(dist|\.data|node_modules)\//.test(file)

/** The backticked paths of `document` that name no file from any base. */
function missingPaths(document) {
  const text = readFileSync(path.join(root, document), 'utf8')
  const named = [
    ...[...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1]),
    ...[...text.matchAll(PATH_FROM_ROOT)].map((match) => match[1]),
  ]
  return [...new Set(named)].filter(
    (file) =>
      !isBuildOutput(file) && !bases.some((base) => existsSync(path.join(root, base, file))),
  )
}

describe('paths named in the documents', () => {
  it('reads the decision records and READMEs', () => {
    expect(documents.filter((file) => file.startsWith('docs/decisions/')).length).toBeGreaterThan(
      20,
    )
  })

  it.each(documents)('%s names only files that exist', (document) => {
    expect(missingPaths(document)).toEqual([])
  })

  it('finds a path that does not exist (control)', () => {
    const text = 'see `apps/api/src/lib/no-such-file.ts`'
    const named = [...text.matchAll(PATH_IN_BACKTICKS)].map((match) => match[1])
    expect(named).toEqual(['apps/api/src/lib/no-such-file.ts'])
    expect(bases.some((base) => existsSync(path.join(root, base, named[0])))).toBe(false)
  })

  it('finds a path written without backticks too (control)', () => {
    const text = 'moved to apps/api/src/lib/no-such-file.ts, see @cnm/contracts/src/x.ts'
    const named = [...text.matchAll(PATH_FROM_ROOT)].map((match) => match[1])
    expect(named).toEqual(['apps/api/src/lib/no-such-file.ts'])
  })
})
