// Lint rules for the boundaries between layers (docs/decisions/0011-conventions.md):
// - no imports between web features (apps/web/src/features/A never imports features/B;
//   what two features share goes to components/, hooks/ or lib/);
// - an API module (apps/api/src/modules/<m>/) is entered only through its index.ts; tests may
//   also use another module's testing/ fixtures (issue #27);
// - the web never imports API code;
// - the contracts import nothing app-specific (no app, no tooling, no framework).
// Paths are resolved (TypeScript paths such as '@/...' included) before they are judged, so
// a relative '../../other-feature/x' breaks the rule as surely as '@/features/other-feature'.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import importPlugin from 'eslint-plugin-import'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const FEATURES = 'apps/web/src/features'

// Read at lint time, so a new feature is covered the day its folder appears.
const features = readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const API = 'apps/api'
const API_MODULES = `${API}/src/modules`

const foldersAndFiles = (dir) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }))

// Also read at lint time: a new module is closed the day its folder appears.
const apiModules = foldersAndFiles(API_MODULES)
  .filter((entry) => entry.isDirectory)
  .map((entry) => entry.name)

/** Every place of the API outside module `name`: the other modules and everything else. */
const outsideModule = (name) => [
  ...foldersAndFiles(API_MODULES)
    .filter((entry) => entry.name !== name)
    .map((entry) => `./${API_MODULES}/${entry.name}`),
  ...foldersAndFiles(`${API}/src`)
    .filter((entry) => entry.name !== 'modules')
    .map((entry) => `./${API}/src/${entry.name}`),
  ...foldersAndFiles(API)
    .filter((entry) => entry.name !== 'src')
    .map((entry) => `./${API}/${entry.name}`),
]

/** One zone per module: its files, but `open` ones, are refused outside it. */
const apiModuleZones = (open) =>
  apiModules.map((name) => ({
    target: outsideModule(name),
    from: `./${API_MODULES}/${name}`,
    except: open,
    message: MESSAGES.apiModuleInternals,
  }))

// Test code: tests, a module's testing/ fixtures, the API's test/ folder and its benches.
const API_TEST_CODE = [
  `${API}/**/*.test.ts`,
  `${API_MODULES}/*/testing/**/*.ts`,
  `${API}/test/**/*.ts`,
  `${API}/bench/**/*.ts`,
]

export const MESSAGES = {
  apiModuleInternals:
    "An API module is entered only through its index.ts: import '../<module>/index.js', or move what both modules need down into lib/ (ADR 0011, issue #27).",
  crossFeature:
    'Web features do not import each other: move what both need to components/, hooks/ or lib/ (ADR 0011).',
  webImportsApi:
    'The web never imports API code; share types and schemas through @cnm/contracts (ADR 0011).',
  contractsImportApp:
    'The contracts import nothing app-specific (no app, tooling or framework code): both apps depend on them, never the reverse (ADR 0011).',
}

const APP_PACKAGES = ['@cnm/*', '@cnm/*/**']
const FRAMEWORKS = [
  'fastify',
  '@fastify/*',
  'react',
  'react-*',
  '@tanstack/*',
  '@prisma/*',
  'prisma',
]

// Imports are resolved as TypeScript does for that package (its paths, its extensions).
const resolveWith = (tsconfig) => ({
  'import/resolver': { typescript: { project: path.join(root, tsconfig) } },
})

/** @type {import('eslint').Linter.Config[]} */
export const boundaries = [
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/contracts/**/*.ts', `${API}/**/*.ts`],
    plugins: { import: importPlugin },
  },
  {
    files: [`${API}/**/*.ts`],
    settings: resolveWith(`${API}/tsconfig.json`),
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: apiModuleZones(['./index.ts']) },
      ],
    },
  },
  {
    // Tests of one module may build their world with another module's fixtures.
    files: API_TEST_CODE,
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: root, zones: apiModuleZones(['./index.ts', './testing']) },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: resolveWith('apps/web/tsconfig.json'),
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            ...features.map((feature) => ({
              target: `./${FEATURES}/${feature}`,
              from: `./${FEATURES}`,
              except: [`./${feature}`],
              message: MESSAGES.crossFeature,
            })),
            { target: './apps/web', from: './apps/api', message: MESSAGES.webImportsApi },
          ],
        },
      ],
      // The API as a package name would not resolve from the web (it is no dependency of it),
      // so the name itself is refused as well.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@cnm/api', '@cnm/api/**'], message: MESSAGES.webImportsApi }] },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    settings: resolveWith('packages/contracts/tsconfig.json'),
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './packages/contracts',
              from: ['./apps', './tooling'],
              message: MESSAGES.contractsImportApp,
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: [...APP_PACKAGES, ...FRAMEWORKS], message: MESSAGES.contractsImportApp },
          ],
        },
      ],
    },
  },
]
