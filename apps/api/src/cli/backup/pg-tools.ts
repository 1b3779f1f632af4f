// Which pg_dump / pg_restore can back up a given server (docs/operations.md, "Backups").
// pg_dump refuses a server of a newer major ("server version mismatch"), so the client's
// major must be at least the server's; the same major is preferred. Looked for in the
// folder given (--pg-bin-dir), Debian's per-major folders (/usr/lib/postgresql/N/bin, where
// postgresql-client-N installs), then PATH.
import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'

export class BackupError extends Error {
  override name = 'BackupError'
}

export interface PgTools {
  pgDump: string
  pgRestore: string
  /** The client's major version, e.g. 15. */
  major: number
}

const run = promisify(execFile)

/** The server's major version (15 for 15.20), asked over a connection. */
export async function serverMajor(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version_num: string }>('SHOW server_version_num')
    return Math.floor(Number(rows[0]?.server_version_num) / 10_000)
  } finally {
    await client.end()
  }
}

async function majorOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version'])
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

/** Pairs of binaries to try: the folder given, Debian's per-major folders, then PATH. */
function candidates(binDir: string | undefined): Array<Omit<PgTools, 'major'>> {
  const folders: string[] = []
  if (binDir) folders.push(binDir)
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort((a, b) => Number(b) - Number(a)))
      folders.push(path.join(debian, version, 'bin'))
  }
  return [
    ...folders
      .map((folder) => ({
        pgDump: path.join(folder, 'pg_dump'),
        pgRestore: path.join(folder, 'pg_restore'),
      }))
      .filter((pair) => existsSync(pair.pgDump) && existsSync(pair.pgRestore)),
    { pgDump: 'pg_dump', pgRestore: 'pg_restore' },
  ]
}

/**
 * pg_dump and pg_restore (from one folder) able to back up and restore a server of
 * `major`; fails with what was found and how to get the right ones.
 */
export async function findPgTools(major: number, binDir?: string): Promise<PgTools> {
  const found: PgTools[] = []
  for (const pair of candidates(binDir)) {
    const clientMajor = await majorOf(pair.pgDump)
    if (clientMajor !== null && (await majorOf(pair.pgRestore)) === clientMajor)
      found.push({ ...pair, major: clientMajor })
  }
  const usable = found.filter((tools) => tools.major >= major)
  const best =
    usable.find((tools) => tools.major === major) ?? usable.sort((a, b) => a.major - b.major)[0]
  if (best) return best
  const seen = found.length
    ? found.map((tools) => `${tools.pgDump} (${tools.major})`).join(', ')
    : 'none'
  throw new BackupError(
    `No pg_dump of PostgreSQL ${major} or newer for this server (found: ${seen}). ` +
      `Install the client of that major (Debian: apt-get install postgresql-client-${major}, ` +
      `from the PostgreSQL apt repository when Debian does not carry it) or pass ` +
      `--pg-bin-dir with the folder holding pg_dump and pg_restore (docs/operations.md, "Backups").`,
  )
}
