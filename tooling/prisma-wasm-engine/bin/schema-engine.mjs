#!/usr/bin/env node
// Stand-in for Prisma's native schema-engine binary, set as
// PRISMA_SCHEMA_ENGINE_BINARY. Same command line and JSON-RPC protocol; the
// work is done by the official @prisma/schema-engine-wasm build through
// @prisma/adapter-pg. Postgres only.
import { parseArgs } from 'node:util'
import { canConnect, createDatabase, dropDatabase } from '../src/database-commands.mjs'
import { log } from '../src/log.mjs'
import { serveRpc } from '../src/rpc-server.mjs'
import { loadSchemaEngineWasm } from '../src/wasm.mjs'

const CLI_COMMANDS = {
  'can-connect-to-database': canConnect,
  'create-database': createDatabase,
  'drop-database': dropDatabase,
}

function parseCommandLine(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: false,
    options: {
      datamodels: { type: 'string', multiple: true },
      datasource: { type: 'string' },
      'enabled-preview-features': { type: 'string' },
      'extension-types': { type: 'string' },
      version: { type: 'boolean', short: 'V' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const datasource =
    typeof values.datasource === 'string' ? JSON.parse(values.datasource) : undefined
  return { values, positionals, datasource }
}

/** One-shot mode: exit code is the answer; failures are JSON log lines on stderr. */
async function runCliCommand(name, datasource) {
  const command = CLI_COMMANDS[name]
  if (!command) {
    process.stderr.write(`Unknown cli command: ${name}\n`)
    return 1
  }
  try {
    if (!datasource?.url)
      throw Object.assign(new Error('The datasource URL is empty.'), { errorCode: 'P1012' })
    await command(datasource.url)
    return 0
  } catch (error) {
    // The CLI skips the first stderr line, then parses every other one as JSON.
    log(`${name} failed`)
    const fields = {
      message: String(error?.message ?? error),
      ...(error?.errorCode ? { error_code: error.errorCode } : {}),
    }
    process.stderr.write(
      `${JSON.stringify({ level: 'ERROR', target: 'schema_engine::logger', fields })}\n`,
    )
    return 1
  }
}

// Node prints warnings (e.g. about sslmode) as plain text, which would break
// the CLI's parsing of stderr; keep them, as JSON log lines.
process.removeAllListeners('warning')
process.on('warning', (warning) => log(`${warning.name}: ${warning.message}`, 'WARN'))

async function main() {
  const { values, positionals, datasource } = parseCommandLine(process.argv.slice(2))
  if (values.version) {
    const { version } = await loadSchemaEngineWasm()
    process.stdout.write(`schema-engine-cli ${version()}\n`)
    return
  }
  if (values.help) {
    process.stdout.write(
      'Usage: schema-engine.mjs [--datamodels <file>]... [--datasource <json>] [cli <can-connect-to-database|create-database|drop-database>]\n',
    )
    return
  }
  if (positionals[0] === 'cli') {
    process.exitCode = await runCliCommand(positionals[1], datasource)
    return
  }
  const datamodels = values.datamodels
  await serveRpc({ datamodelPaths: Array.isArray(datamodels) ? datamodels : [], datasource })
}

main().catch((error) => {
  process.stderr.write(`prisma-wasm-engine: ${error?.stack ?? error}\n`)
  process.exit(1)
})
