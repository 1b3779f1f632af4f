// pnpm backup --out <new folder>          (built: node dist/cli/backup-cli.js backup --out …)
// pnpm restore --from <backup folder>     (built: node dist/cli/backup-cli.js restore --from …)
//
// Backs up the installation the environment names (DATABASE_URL, and S3_BUCKET or
// UPLOAD_DIR for the photos, read like the server reads them) into a folder, or restores
// such a folder into an EMPTY database and storage and checks every row count, migration
// and photo file against the backup's inventory (docs/operations.md, "Backups"; ADR 0047).
// --pg-bin-dir names the folder of a pg_dump / pg_restore of the server's major when
// neither Debian's /usr/lib/postgresql/N/bin nor PATH has one.
import path from 'node:path'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config/env.js'
import { createStorage } from '../lib/storage/storage.plugin.js'
import { BackupError, createBackup, restoreBackup } from './backup/backup.js'
import { loadRepoEnvFile } from './repo-env.js'

const USAGE =
  'Usage: pnpm backup --out <new folder> | pnpm restore --from <backup folder> [--pg-bin-dir <folder>]'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const say = (line: string) => process.stdout.write(`[backup] ${line}\n`)

async function main(): Promise<void> {
  let parsed
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: {
        out: { type: 'string' },
        from: { type: 'string' },
        'pg-bin-dir': { type: 'string' },
      },
    })
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  const [command] = parsed.positionals
  const { out, from, 'pg-bin-dir': pgBinDir } = parsed.values
  if (command === 'backup' ? !out : command === 'restore' ? !from : true) fail(USAGE)

  loadRepoEnvFile()
  let config
  try {
    config = loadConfig()
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    fail(error.message)
  }
  // Paths as the operator typed them, from where they typed them (pnpm runs us in apps/api).
  const where = (folder: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), folder)
  const storage = createStorage(config.storage, config.apiPublicUrl)
  try {
    if (command === 'backup') {
      const manifest = await createBackup({
        databaseUrl: config.databaseUrl,
        storage,
        out: where(out!),
        pgBinDir,
        log: say,
      })
      const rows = Object.values(manifest.inventory.tables).reduce((sum, n) => sum + n, 0)
      say(
        `done: ${rows} rows in ${Object.keys(manifest.inventory.tables).length} tables, ` +
          `${manifest.inventory.migrations.length} migrations, ` +
          `${Object.keys(manifest.inventory.files).length} files (${storage.kind}) in ${where(out!)}`,
      )
    } else {
      const restored = await restoreBackup({
        databaseUrl: config.databaseUrl,
        storage,
        from: where(from!),
        pgBinDir,
        log: say,
      })
      say(
        `done and checked: ${Object.keys(restored.tables).length} tables with the backup's row counts, ` +
          `${restored.migrations.length} migrations, ${restored.photoReferences.length} photo references, ` +
          `${Object.keys(restored.files).length} files with the backup's bytes`,
      )
    }
  } catch (error) {
    if (error instanceof BackupError) fail(error.message)
    throw error
  }
}

await main()
