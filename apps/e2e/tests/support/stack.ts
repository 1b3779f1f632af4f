import pg from 'pg'
import { inject } from 'vitest'

export const stack = () => inject('stack')

/** Straight to the run's database, for what only an operator does (grant admin, revoke sessions). */
export async function sql<Row extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: stack().databaseUrl })
  await client.connect()
  try {
    return (await client.query<Row>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A unique suffix, so journeys running side by side never share an account. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
