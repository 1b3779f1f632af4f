// Owns the wasm SchemaEngine instance and maps JSON-RPC methods onto it.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { canConnect, createDatabase } from './database-commands.mjs'
import { EngineError, explainEngineError } from './errors.mjs'
import { log } from './log.mjs'
import { createAdapterFactory } from './pg-adapter.mjs'
import { loadSchemaEngineWasm } from './wasm.mjs'

const SHADOW_NOT_PROVIDED = /shadow DB must be provided through an external factory/

// Methods whose parameters and results are identical in the native RPC API
// and the wasm class.
const PASS_THROUGH = [
  'applyMigrations',
  'createMigration',
  'dbExecute',
  'debugPanic',
  'devDiagnostic',
  'diagnoseMigrationHistory',
  'ensureConnectionValidity',
  'evaluateDataLoss',
  'introspect',
  'introspectSql',
  'markMigrationApplied',
  'markMigrationRolledBack',
  'reset',
  'schemaPush',
]

/**
 * @param {{ datamodelPaths: string[], datasource: { url?: string, shadowDatabaseUrl?: string } | undefined,
 *           print: (content: string) => Promise<void> }} options
 */
export function createEngineHost({ datamodelPaths, datasource, print }) {
  let enginePromise
  let adapter

  async function engine() {
    enginePromise ??= start().catch((error) => {
      // A later request (e.g. after create-database) may succeed.
      enginePromise = undefined
      throw error
    })
    return enginePromise
  }

  async function start() {
    const url = datasource?.url
    if (!url) {
      throw new EngineError(
        'The datasource URL is empty. The wasm schema engine needs a reachable database for every command; set DATABASE_URL.',
        'P1012',
      )
    }
    const datamodels = await Promise.all(
      datamodelPaths.map(async (file) => [file, await readFile(path.resolve(file), 'utf8')]),
    )
    // The wasm engine connects on construction and reports connection
    // failures without an error code or server address; check first.
    await canConnect(url)
    const { SchemaEngine } = await loadSchemaEngineWasm()
    adapter = createAdapterFactory({ url, shadowDatabaseUrl: datasource.shadowDatabaseUrl })
    const onLog = (line) => process.stderr.write(`${line}\n`)
    return SchemaEngine.new(
      { datamodels: datamodels.length > 0 ? datamodels : undefined },
      onLog,
      adapter.factory,
    )
  }

  // After pending migrations were applied in the same session the wasm engine
  // has no shadow database at hand; a history diagnosis that opts into one
  // makes it available again.
  async function withShadowRetry(method, params) {
    const instance = await engine()
    try {
      return await instance[method](params)
    } catch (error) {
      if (!SHADOW_NOT_PROVIDED.test(String(error?.message))) throw error
      log(`${method}: shadow database missing, diagnosing history first`)
      await instance.diagnoseMigrationHistory({
        migrationsList: params.migrationsList,
        optInToShadowDatabase: true,
        filters: params.filters,
      })
      return instance[method](params)
    }
  }

  const handlers = {
    async diff(params) {
      const { exitCode, stdout } = await (await engine()).diff(params)
      // The native engine prints through the CLI (which may capture it for --output).
      if (stdout !== null && stdout !== undefined) await print(stdout)
      return { exitCode }
    },
    async getDatabaseVersion(params) {
      return (await engine()).version(params?.datasource ? params : null)
    },
    async createDatabase(params) {
      const url = params?.datasource?.url ?? datasource?.url
      if (!url) throw new EngineError('The datasource URL is empty.', 'P1012')
      return { databaseName: await createDatabase(url) }
    },
    createMigration: (params) => withShadowRetry('createMigration', params),
    evaluateDataLoss: (params) => withShadowRetry('evaluateDataLoss', params),
  }
  for (const method of PASS_THROUGH) {
    handlers[method] ??= async (params) => (await engine())[method](params)
  }

  return {
    async call(method, params) {
      const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
      if (!handler)
        throw new EngineError(`Method not supported by the wasm schema engine bridge: ${method}`)
      try {
        return (await handler(params ?? {})) ?? {}
      } catch (error) {
        log(`${method} failed: ${error?.stack ?? error}`, 'WARN')
        throw explainEngineError(error, adapter?.factory.errorRegistry)
      }
    },
    async close() {
      await adapter?.cleanup()
    },
  }
}
