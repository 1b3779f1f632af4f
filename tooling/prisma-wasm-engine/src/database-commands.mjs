// Database-level commands the wasm engine does not offer (it always works on
// an existing database): connectivity check, CREATE DATABASE, DROP DATABASE.
import { EngineError } from './errors.mjs'
import { withClient } from './pg-adapter.mjs'
import { databaseUrlFor, describeUrl, quoteIdent } from './pg-url.mjs'

/** Turns a node-postgres connection error into the engine error the native engine would report. */
export function toEngineError(error, url) {
  const { database, location, user } = describeUrl(url)
  // Without a SQLSTATE the failure happened before Postgres answered
  // (refused, unknown host, reset, connect timeout).
  if (!/^[0-9A-Z]{5}$/.test(String(error?.code ?? ''))) {
    if (/timeout/i.test(String(error?.message))) {
      return new EngineError(
        `The database server at \`${location}\` was reached but timed out.`,
        'P1002',
      )
    }
    return new EngineError(
      `Can't reach database server at \`${location}\`\n\nPlease make sure your database server is running at \`${location}\`.`,
      'P1001',
    )
  }
  switch (error?.code) {
    case '3D000':
      return new EngineError(
        `Database \`${database}\` does not exist on the database server at \`${location}\`.`,
        'P1003',
      )
    case '28P01':
    case '28000':
      return new EngineError(
        `Authentication failed against database server, the provided database credentials for \`${user}\` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at \`${location}\`.`,
        'P1000',
      )
    case '42501':
      return new EngineError(
        `User \`${user}\` was denied access on the database \`${database}\``,
        'P1010',
      )
    case '42P04':
      return new EngineError(
        `Database \`${database}\` already exists on the database server at \`${location}\``,
        'P1009',
      )
    default:
      return new EngineError(String(error?.message ?? error))
  }
}

/** `reportAs` names the database the user asked for in error messages. */
async function run(url, work, reportAs = url) {
  try {
    return await withClient(url, work)
  } catch (error) {
    throw toEngineError(error, reportAs)
  }
}

export async function canConnect(url) {
  await run(url, (client) => client.query('SELECT 1'))
}

/** Connects to the server's maintenance database, since the target does not exist yet. */
async function onServer(url, work) {
  try {
    return await run(databaseUrlFor(url, 'postgres'), work, url)
  } catch (error) {
    if (error.errorCode !== 'P1003') throw error
    return run(databaseUrlFor(url, 'template1'), work, url)
  }
}

export async function createDatabase(url) {
  const { database } = describeUrl(url)
  await onServer(url, (client) => client.query(`CREATE DATABASE ${quoteIdent(database)}`))
  return database
}

export async function dropDatabase(url) {
  const { database } = describeUrl(url)
  await onServer(url, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${quoteIdent(database)} WITH (FORCE)`),
  )
  return database
}
