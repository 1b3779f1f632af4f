import fp from 'fastify-plugin'
import pg from 'pg'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A plain `pg` pool for the few hand-written hot-path reads (GET /models, ADR 0015),
     * where Prisma's raw-query layer costs a third of the throughput. Everything else goes
     * through `app.prisma`. Parameterised statements only.
     */
    sqlPool: pg.Pool
  }
}

export interface SqlPoolOptions {
  databaseUrl: string
  /** Connections at most (default 10, Prisma's own pool size); opened on demand. */
  maxConnections?: number
}

const DATE_OID = 1082
const TIMESTAMP_OID = 1114

/**
 * `date` columns as UTC midnight, as Prisma reads them. pg's own parser makes a local-time
 * Date, which moves a birth date by a day on a server east or west of UTC.
 */
const utcDate = (value: string): Date => new Date(`${value}T00:00:00Z`)

/**
 * `timestamp` (no zone) columns hold UTC (Prisma writes them so): read them as UTC, as Prisma
 * does, whatever the server's zone. pg's own parser would read them as local time.
 */
const utcTimestamp = (value: string): Date => new Date(`${value.replace(' ', 'T')}Z`)

const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format !== 'binary' && oid === DATE_OID) return utcDate
    if (format !== 'binary' && oid === TIMESTAMP_OID) return utcTimestamp
    return pg.types.getTypeParser(oid, format ?? 'text')
  }) as pg.CustomTypesConfig['getTypeParser'],
}

/** Owns the pool: created with the app, ended when the app closes. */
export const sqlPoolPlugin = fp<SqlPoolOptions>(
  async (app, { databaseUrl, maxConnections = 10 }) => {
    const pool = new pg.Pool({
      connectionString: databaseUrl,
      max: maxConnections,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      types,
    })
    // An idle connection that dies (database restart) is reported here instead of crashing.
    pool.on('error', (error) => app.log.warn({ err: error }, 'an idle SQL pool connection failed'))
    app.decorate('sqlPool', pool)
    app.addHook('onClose', async () => {
      await pool.end()
    })
  },
  { name: 'sql-pool', fastify: '5.x' },
)
