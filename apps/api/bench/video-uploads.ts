// `pnpm --filter @cnm/api bench:video-uploads`: BENCH_MB (default 200) of bytes sent through
// the intro videos' tus route (ADR 0052) in 8 MB PATCHes as the web app sends them, beside
// writing the same bytes in the same chunks to a file on the same disk (the control). MB/s
// for both, medians of BENCH_ROUNDS (default 3), alternating. The upload is announced one
// byte longer than sent and cancelled after the timing, so the figure is the transfer (HTTP,
// auth, tus offsets, the part file), not ffprobe judging a file that is not a video.
// A measurement, not a test: it prints figures and exits 0 once it has them.
//
// Postgres: DATABASE_URL when set (migrated in place), otherwise a throw-away database.
import { randomBytes } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@cnm/devkit/postgres'
import { runToEnd } from '@cnm/devkit/processes'
import { API_PATHS, HOUR_MS, LOGIN_TYPE, SERVICE_TYPE } from '@cnm/contracts'
import { buildApp, type App } from '../src/app.js'
import { loadConfig } from '../src/config/env.js'
import { createPrismaClient } from '../src/db/prisma.js'
import { issueAccessToken } from '../src/plugins/auth.js'
import { benchWorkDir } from './harness.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiRoot, '../..')
const MB = 1024 * 1024
const TOTAL_MB = Number(process.env.BENCH_MB ?? 200)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** The web app's tus chunk (lib/video-upload.ts). */
const CHUNK_BYTES = 8 * MB

const say = (line: string) => process.stdout.write(`[bench:video-uploads] ${line}\n`)
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

async function signedInOwner(app: App): Promise<{ token: string; profileId: number }> {
  const user = await app.prisma.user.create({
    data: {
      email: `bench-${Date.now()}@example.com`,
      loginType: LOGIN_TYPE.EMAIL,
      serviceType: SERVICE_TYPE.MODEL_NORMAL,
      firstName: 'Bench',
      lastName: 'Mark',
    },
  })
  const session = await app.prisma.session.create({
    data: { userId: user.id, expiresAt: new Date(Date.now() + HOUR_MS) },
  })
  const profile = await app.prisma.modelProfile.create({
    data: { ownerId: user.id, stageName: 'Bench Model' },
  })
  const token = issueAccessToken(app, { userId: user.id, sessionId: session.id, role: user.role })
  return { token, profileId: profile.id }
}

/** Every chunk through tus; answers the milliseconds from creation to the last offset. */
async function throughTus(
  address: string,
  owner: { token: string; profileId: number },
  chunks: readonly Buffer[],
  total: number,
): Promise<number> {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${owner.token}` }
  const started = performance.now()
  const created = await fetch(`${address}${API_PATHS.MODEL_VIDEO_UPLOADS(owner.profileId)}`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(total + 1),
      'upload-metadata': `kind ${Buffer.from('intro').toString('base64')}`,
    },
  })
  if (created.status !== 201)
    throw new Error(`tus creation: ${created.status} ${await created.text()}`)
  const uploadUrl = `${address}${new URL(created.headers.get('location') as string).pathname}`
  let offset = 0
  for (const chunk of chunks) {
    const sent = await fetch(uploadUrl, {
      method: 'PATCH',
      headers: {
        ...tus,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
      },
      body: chunk,
    })
    if (sent.status !== 204) throw new Error(`tus PATCH: ${sent.status} ${await sent.text()}`)
    offset = Number(sent.headers.get('upload-offset'))
  }
  const elapsed = performance.now() - started
  if (offset !== total) throw new Error(`tus offset ${offset}, expected ${total}`)
  const cancelled = await fetch(uploadUrl, { method: 'DELETE', headers: tus })
  if (cancelled.status !== 204) throw new Error(`tus DELETE: ${cancelled.status}`)
  return elapsed
}

/** The control: the same chunks appended to a file in the same folder, closed at the end. */
async function toDisk(file: string, chunks: readonly Buffer[]): Promise<number> {
  const started = performance.now()
  const handle = await open(file, 'w')
  try {
    for (const chunk of chunks) await handle.write(chunk)
  } finally {
    await handle.close()
  }
  const elapsed = performance.now() - started
  await rm(file, { force: true })
  return elapsed
}

async function main(): Promise<void> {
  const { workDir, remove } = await benchWorkDir('video-uploads')
  let database: ThrowAwayDatabase | undefined
  let app: App | undefined
  try {
    let databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) {
      say('creating a throw-away database…')
      database = await createThrowAwayDatabase('cnmbenchuploads_')
      databaseUrl = database.url
    }
    say('migrating…')
    await runToEnd('node', ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
      label: 'migrate',
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      output: { logFile: path.join(workDir, 'migrate.log') },
    })
    const partsDir = path.join(workDir, 'video-parts')
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      VIDEO_UPLOAD_DIR: partsDir,
      JWT_SECRET: 'bench-jwt-secret-that-is-at-least-32-characters',
      COOKIE_SECRET: 'bench-cookie-secret-that-is-at-least-32-chars',
    })
    const prisma = createPrismaClient(databaseUrl)
    app = await buildApp({ config, prisma, jobWorkers: false, outboxWorker: false })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    const owner = await signedInOwner(app)

    const total = TOTAL_MB * MB
    const chunks: Buffer[] = []
    for (let at = 0; at < total; at += CHUNK_BYTES) {
      chunks.push(randomBytes(Math.min(CHUNK_BYTES, total - at)))
    }
    say(
      `machine: ${availableParallelism()} cores, load ${loadavg()[0]?.toFixed(2)}; ` +
        `${TOTAL_MB} MB in ${chunks.length} chunks of ${CHUNK_BYTES / MB} MB, ${ROUNDS} rounds`,
    )
    // Warm-up: connections, JIT, the parts folder.
    await throughTus(address, owner, chunks.slice(0, 2), 2 * CHUNK_BYTES)
    await toDisk(path.join(workDir, 'control.bin'), chunks.slice(0, 2))

    const api: number[] = []
    const disk: number[] = []
    for (let round = 0; round < ROUNDS; round += 1) {
      api.push(await throughTus(address, owner, chunks, total))
      disk.push(await toDisk(path.join(workDir, 'control.bin'), chunks))
    }
    const rate = (ms: number) => TOTAL_MB / (ms / 1000)
    const apiMs = median(api)
    const diskMs = median(disk)
    say(`through the API's tus route: ${apiMs.toFixed(0)} ms, ${rate(apiMs).toFixed(0)} MB/s`)
    say(`written to disk (control):   ${diskMs.toFixed(0)} ms, ${rate(diskMs).toFixed(0)} MB/s`)
    say(`API / disk time: ${(apiMs / diskMs).toFixed(2)}x`)
    await app.close()
    app = undefined
    await prisma.$disconnect()
  } finally {
    await app?.close().catch(() => undefined)
    await database?.drop()
    await remove()
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  )
  process.exit(1)
})
