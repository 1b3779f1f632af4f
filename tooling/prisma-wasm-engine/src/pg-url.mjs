// Helpers for Postgres connection strings as Prisma writes them.

export function quoteIdent(name) {
  return `"${String(name).replaceAll('"', '""')}"`
}

/** The same server and credentials, another database. */
export function databaseUrlFor(url, database) {
  const parsed = new URL(url)
  parsed.pathname = `/${encodeURIComponent(database)}`
  return parsed.toString()
}

export function describeUrl(url) {
  const parsed = new URL(url)
  const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres'
  const port = parsed.port || '5432'
  const host = parsed.hostname || parsed.searchParams.get('host') || 'localhost'
  return {
    database,
    host,
    port,
    location: `${host}:${port}`,
    user: decodeURIComponent(parsed.username),
  }
}

/** Prisma's `connect_timeout` URL parameter (seconds, 0 = wait forever), default 5 s. */
export function connectTimeoutMs(url) {
  const seconds = Number(new URL(url).searchParams.get('connect_timeout') ?? 5)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : 5000
}

/**
 * Prisma's `sslmode=require` encrypts without checking the certificate unless
 * `sslaccept=strict`; node-postgres would verify it, so ask for libpq semantics.
 */
export function toPgConnectionString(url) {
  const parsed = new URL(url)
  const mode = parsed.searchParams.get('sslmode')
  const strict = parsed.searchParams.get('sslaccept') === 'strict'
  if (
    (mode === 'require' || mode === 'prefer') &&
    !strict &&
    !parsed.searchParams.has('uselibpqcompat')
  ) {
    parsed.searchParams.set('uselibpqcompat', 'true')
  }
  return parsed.toString()
}
