// The production shape on one machine (ADR 0038): nginx (Debian's package) in front of N API
// instances with NODE_ENV=production, the web build served by nginx, photos in an
// S3-compatible store (s3rver). Used by `pnpm start:prod` (tooling/stack) and the e2e
// suite's E2E_STACK=production. Postgres, Redis and e-mail are the caller's: it passes
// their settings in `env`.
// Packages that import this file compile it without devkit's src/ in their program.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { createConnection } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import S3rver from 's3rver'
import { freePort, freePorts } from '@cnm/embedded-pg'
import { startService, waitForHttp, type Service } from './processes.js'

/** An API instance's drain (5 s) and close (up to 10 s) before stop() kills it. */
const API_STOP_GRACE_MS = 20_000

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
/** The nginx files operators use too (docs/operations.md). */
export const NGINX_CONFIG_DIR = path.join(repoRoot, 'deploy/nginx')

/** A missing piece, with the command that brings it. */
export class ProductionStackError extends Error {
  override name = 'ProductionStackError'
}

const SUDO = process.getuid?.() === 0 ? '' : 'sudo '

/** Debian's nginx binary; fails with how to install it. */
export function nginxBinary(): string {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/bin/nginx'].filter(
    (candidate): candidate is string => Boolean(candidate),
  )
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) {
    throw new ProductionStackError(
      `nginx is not installed (looked for ${candidates.join(', ')}). Install Debian's package: ` +
        `\`${SUDO}apt-get update && ${SUDO}apt-get install -y nginx\` (or set NGINX_BIN).`,
    )
  }
  return found
}

/** Fails with how to start Redis when nothing answers at the URL's host and port. */
export async function assertRedisAnswers(redisUrl: string): Promise<void> {
  const url = new URL(redisUrl)
  const port = Number(url.port || 6379)
  const answered = await new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: url.hostname, port })
    const done = (ok: boolean) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(2_000, () => done(false))
    socket.once('connect', () => done(true))
    socket.once('error', () => done(false))
  })
  if (!answered) {
    throw new ProductionStackError(
      `Redis does not answer at ${url.hostname}:${port} (REDIS_URL). The instances share their ` +
        'limits there. Start one: `redis-server --daemonize yes --save "" --bind 127.0.0.1 ' +
        `--port ${port}\` (Debian: \`${SUDO}apt-get install -y redis-server\`), or set REDIS_URL.`,
    )
  }
}

export interface NginxSiteValues {
  listen: string
  serverName: string
  webRoot: string
  apiServers: string[]
  s3Origin: string
  s3Bucket: string
}

/** Fills the {{...}} placeholders of a file of deploy/nginx; an unknown one is an error. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_match, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`deploy/nginx: no value for {{${name}}}`)
    return value
  })
}

/** Writes nginx.conf, cnm-site.conf and the snippets, filled, into runDir. */
export async function writeNginxConfig(runDir: string, site: NginxSiteValues): Promise<string> {
  await mkdir(path.join(runDir, 'tmp'), { recursive: true })
  const values = {
    LISTEN: site.listen,
    SERVER_NAME: site.serverName,
    WEB_ROOT: site.webRoot,
    API_SERVERS: site.apiServers.map((server) => `server ${server} max_fails=0;`).join('\n  '),
    S3_ORIGIN: site.s3Origin,
    S3_BUCKET: site.s3Bucket,
    SNIPPETS: runDir,
    RUN_DIR: runDir,
    // Workers of a root master would run as nobody and could not read a checkout under /root.
    USER: process.getuid?.() === 0 ? 'user root;' : '',
  }
  for (const file of NGINX_FILES) {
    const text = await readFile(path.join(NGINX_CONFIG_DIR, file), 'utf8')
    await writeFile(path.join(runDir, file), fillPlaceholders(text, values))
  }
  return path.join(runDir, 'nginx.conf')
}

export interface S3Store {
  origin: string
  bucket: string
  /** The API's S3_* settings; S3_PUBLIC_URL is the caller's (photos go through nginx). */
  env: Record<string, string>
  close: () => Promise<void>
}

/** s3rver on a loopback port, files in `directory` (kept: it is the store). */
export async function startS3Store(options: {
  directory: string
  bucket: string
  port?: number
}): Promise<S3Store> {
  await mkdir(options.directory, { recursive: true })
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? (await freePort()),
    silent: true,
    directory: options.directory,
    configureBuckets: [{ name: options.bucket }],
  })
  const address = (await server.run()) as AddressInfo
  const origin = `http://127.0.0.1:${address.port}`
  return {
    origin,
    bucket: options.bucket,
    // s3rver accepts its documented default pair.
    env: s3Env({
      endpoint: origin,
      bucket: options.bucket,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    }),
    close: () => server.close(),
  }
}

/** The API's settings for an S3-compatible store (S3_PUBLIC_URL is the site's: instanceEnv). */
export function s3Env(store: {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
}): Record<string, string> {
  return {
    S3_BUCKET: store.bucket,
    S3_ENDPOINT: store.endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: store.accessKeyId,
    S3_SECRET_ACCESS_KEY: store.secretAccessKey,
  }
}

/** The secrets every instance shares (docs/operations.md); `pnpm start:prod` generates them once. */
export const SECRET_NAMES = ['JWT_SECRET', 'COOKIE_SECRET', 'SIGNUP_TICKET_SECRET'] as const

/** nginx's port in `pnpm start:prod` (PROD_PORT) and in the compose file. */
export const SITE_PORT = 8080

/**
 * What the shape waits on before it calls a service up: an API instance's health, and the
 * API through nginx. The container health checks use the same (deploy/compose.production.yaml).
 */
export const HEALTH_PATHS = { instance: '/health', site: '/api/health' } as const

/** The files of deploy/nginx the shape fills and runs (and the web image copies). */
export const NGINX_FILES = [
  'nginx.conf',
  'cnm-site.conf',
  'cnm-headers.conf',
  'cnm-proxy.conf',
] as const

/**
 * The settings of the whole installation (`pnpm start:prod`): the caller's environment, the
 * shared secrets, Redis, the database and SMTP, and production defaults.
 */
export function productionEnv(
  from: NodeJS.ProcessEnv,
  settings: {
    secrets: Record<(typeof SECRET_NAMES)[number], string>
    databaseUrl: string
    redisUrl: string
    smtp: { host: string; port?: string; secure?: string }
  },
): NodeJS.ProcessEnv {
  return {
    ...from,
    ...settings.secrets,
    NODE_ENV: 'production',
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    REDIS_KEY_PREFIX: from.REDIS_KEY_PREFIX || 'cnm:prod:',
    MAIL_FROM: from.MAIL_FROM || 'Casting N Model <no-reply@localhost>',
    LOG_LEVEL: from.LOG_LEVEL || 'info',
    SMTP_HOST: settings.smtp.host,
    // Left to the API's defaults (1025, plain) when the operator's SMTP_HOST comes alone.
    ...(settings.smtp.port ? { SMTP_PORT: settings.smtp.port } : {}),
    ...(settings.smtp.secure ? { SMTP_SECURE: settings.smtp.secure } : {}),
  }
}

/**
 * What every API instance of the shape runs with on top of `base` (productionEnv, or the e2e
 * suite's): production mode, one proxy hop, the site's public URLs and the photo store.
 */
export function instanceEnv(
  base: NodeJS.ProcessEnv,
  site: { webUrl: string; s3: Record<string, string>; port: number; videoPartsDir: string },
): NodeJS.ProcessEnv {
  return {
    ...base,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(site.port),
    // One hop: nginx appends the client's address to X-Forwarded-For.
    TRUST_PROXY: '1',
    WEB_ORIGIN: base.WEB_ORIGIN ?? site.webUrl,
    API_PUBLIC_URL: base.API_PUBLIC_URL ?? `${site.webUrl}/api`,
    ...site.s3,
    S3_PUBLIC_URL: base.S3_PUBLIC_URL ?? `${site.webUrl}/media`,
    // The parts of a resumable video upload (tus, ADR 0052) in one folder every instance
    // shares: nginx spreads one upload's requests over the instances (round robin).
    VIDEO_UPLOAD_DIR: base.VIDEO_UPLOAD_DIR ?? site.videoPartsDir,
  }
}

export interface ApiInstance {
  label: string
  url: string
  port: number
  service: Service
}

export interface ProductionShape {
  /** Where browsers go: nginx. */
  webUrl: string
  instances: ApiInstance[]
  s3: S3Store
  nginx: Service
  runDir: string
  /** Stops one instance (SIGTERM) and starts it again on the same port. */
  restartInstance: (index: number) => Promise<void>
  stop: () => Promise<void>
}

export interface ProductionShapeOptions {
  /** Everything the API needs but the ports and S3 (DATABASE_URL, REDIS_URL, secrets, SMTP...). */
  env: NodeJS.ProcessEnv
  /** The built API (apps/api) and web (apps/web/dist). */
  apiDir: string
  webRoot: string
  /** nginx/ (pid, temporary files, the filled config; renewed each start) and s3/ (the photos, kept). */
  runDir: string
  /** Where each service's output goes. */
  logsDir: string
  instances?: number
  /** nginx's port; a free one by default. */
  port?: number
  log?: (line: string) => void
}

/**
 * Starts s3rver, the API instances and nginx; whatever started is stopped again when a
 * later step fails. The public URL is http://127.0.0.1:<port>; the API's WEB_ORIGIN,
 * API_PUBLIC_URL and S3_PUBLIC_URL are set to it (photos under /media, the API under /api).
 */
export async function startProductionShape(
  options: ProductionShapeOptions,
): Promise<ProductionShape> {
  const log = options.log ?? (() => {})
  const nginx = nginxBinary()
  if (!existsSync(path.join(options.webRoot, 'index.html'))) {
    throw new ProductionStackError(
      `No web build at ${options.webRoot}: run \`pnpm --filter @cnm/web build\` first.`,
    )
  }
  if (!existsSync(path.join(options.apiDir, 'dist/server.js'))) {
    throw new ProductionStackError(
      `No API build at ${options.apiDir}/dist: run \`pnpm --filter @cnm/api build\` first.`,
    )
  }
  const stops: (() => Promise<void>)[] = []
  const stop = async () => {
    const results = await Promise.allSettled(
      stops
        .splice(0)
        .reverse()
        .map((step) => step()),
    )
    for (const result of results)
      if (result.status === 'rejected') log(`teardown: ${String(result.reason)}`)
  }
  try {
    await mkdir(options.logsDir, { recursive: true })
    const s3 = await startS3Store({
      directory: path.join(options.runDir, 's3'),
      bucket: 'cnm-photos',
    })
    stops.push(s3.close)

    const count = options.instances ?? 2
    // The site's and every instance's port at once, so no two of them are the same.
    const [sitePort, ...ports] = await freePorts(count + 1)
    const port = options.port ?? (sitePort as number)
    const webUrl = `http://127.0.0.1:${port}`

    const startInstance = (index: number): ApiInstance => {
      const label = `api-${index + 1}`
      const instancePort = ports[index] as number
      const service = startService(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
        label,
        cwd: options.apiDir,
        env: instanceEnv(options.env, {
          webUrl,
          s3: s3.env,
          port: instancePort,
          videoPartsDir: path.join(options.runDir, 'video-parts'),
        }),
        output: { logFile: path.join(options.logsDir, `${label}.log`) },
        // SIGTERM drains for SHUTDOWN_DRAIN_MS (5 s in production) before it closes.
        stopGraceMs: API_STOP_GRACE_MS,
      })
      return { label, url: `http://127.0.0.1:${instancePort}`, port: instancePort, service }
    }
    const instances = ports.map((_port, index) => startInstance(index))
    stops.push(async () => {
      await Promise.allSettled(instances.map((instance) => instance.service.stop()))
    })
    await Promise.all(
      instances.map((instance) =>
        waitForHttp(`${instance.url}${HEALTH_PATHS.instance}`, {
          service: instance.service,
          timeoutMs: 60_000,
        }),
      ),
    )
    log(`${count} API instances up (${instances.map((instance) => instance.port).join(', ')})`)

    const nginxDir = path.join(options.runDir, 'nginx')
    await rm(nginxDir, { recursive: true, force: true })
    const siteValues = {
      listen: `127.0.0.1:${port}`,
      serverName: '127.0.0.1 localhost',
      webRoot: options.webRoot,
      s3Origin: s3.origin,
      s3Bucket: s3.bucket,
    }
    const configFile = await writeNginxConfig(nginxDir, {
      ...siteValues,
      apiServers: instances.map((instance) => `127.0.0.1:${instance.port}`),
    })
    const nginxArgs = ['-p', nginxDir, '-c', configFile, '-e', path.join(nginxDir, 'error.log')]
    /** Rewrites the upstream with the instances on `downPorts` marked down, and reloads. */
    const reloadNginx = async (downPorts: string[]) => {
      await writeNginxConfig(nginxDir, {
        ...siteValues,
        apiServers: instances.map(
          (instance) =>
            `127.0.0.1:${instance.port}${downPorts.includes(`${instance.port}`) ? ' down' : ''}`,
        ),
      })
      try {
        execFileSync(nginx, [...nginxArgs, '-s', 'reload'], { stdio: 'pipe' })
      } catch (error) {
        const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error)
        throw new ProductionStackError(`nginx refused to reload ${configFile}: ${stderr.trim()}`)
      }
    }
    try {
      execFileSync(nginx, [...nginxArgs, '-t'], { stdio: 'pipe' })
    } catch (error) {
      const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error)
      throw new ProductionStackError(`nginx refused ${configFile}: ${stderr.trim()}`)
    }
    const proxy = startService(nginx, [...nginxArgs, '-g', 'daemon off;'], {
      label: 'nginx',
      cwd: nginxDir,
      env: process.env,
      output: { logFile: path.join(options.logsDir, 'nginx.log') },
    })
    stops.push(proxy.stop)
    await waitForHttp(`${webUrl}${HEALTH_PATHS.site}`, { service: proxy, timeoutMs: 30_000 })
    log(`nginx up at ${webUrl}`)

    return {
      webUrl,
      instances,
      s3,
      nginx: proxy,
      runDir: options.runDir,
      // A rolling restart as docs/operations.md tells operators to do it: out of nginx's
      // upstream first (reload: new workers never connect to it, old ones finish what they
      // sent), then SIGTERM (its drain answers what is still arriving), then back in. Stopping
      // an instance nginx still sends to would reset the connections waiting in its listen
      // backlog when it closes (requests nginx has written: a POST among them is a 502).
      async restartInstance(index) {
        const old = instances[index]
        if (!old) throw new Error(`no instance ${index}`)
        await reloadNginx([`${old.port}`])
        await old.service.stop()
        const next = startInstance(index)
        instances[index] = next
        await waitForHttp(`${next.url}${HEALTH_PATHS.instance}`, {
          service: next.service,
          timeoutMs: 60_000,
        })
        await reloadNginx([])
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
