// Provides a Postgres server to the tests (its user may CREATE DATABASE): TEST_DATABASE_URL
// when set, else Docker or a throw-away embedded Postgres (@cnm/devkit/postgres, which says
// what went wrong when none starts).
import { startPostgresServer } from '@cnm/devkit/postgres'

export default async function setup({ provide }) {
  const server = await startPostgresServer()
  provide('serverUrl', server.adminUrl)
  return () => server.stop()
}
