// `pnpm --filter @cnm/api bench:photos`: one 12-megapixel JPEG through the real upload
// route and background job, beside a bare sharp pipeline that makes the same variants
// (issue #14 "Performance"). Targets: upload answered < 300 ms, variants ready < 2 s,
// our processing within 1.2x of the bare pipeline. A measurement, not a test: it prints
// figures and exits 0 once it has them.
//
// Postgres: DATABASE_URL when set (migrated in place), otherwise an embedded Postgres in
// a temporary folder that is deleted afterwards. BENCH_ROUNDS (default 7).
import { availableParallelism, loadavg } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { rgbaToThumbHash } from 'thumbhash'
import { createThrowAwayDatabase, type ThrowAwayDatabase } from '@cnm/devkit/postgres'
import { LOGIN_TYPE, MODEL_PHOTO_LIMITS, SERVICE_TYPE, HOUR_MS } from '@cnm/contracts'
import { buildApp, type App } from '../src/app.js'
import { loadConfig } from '../src/config/env.js'
import { createPrismaClient } from '../src/db/prisma.js'
import { renderPhoto } from '../src/modules/photos/index.js'
import { issueAccessToken } from '../src/plugins/auth.js'
import { runToEnd } from '@cnm/devkit/processes'
import { benchWorkDir } from './harness.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiRoot, '../..')
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7)
const TARGETS = { uploadMs: 300, readyMs: 2_000, ratio: 1.2 } as const

const say = (line: string) => process.stdout.write(`[bench:photos] ${line}\n`)
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
const judged = (ok: boolean) => (ok ? 'met' : 'MISSED')

/** A 4000 x 3000 JPEG with photo-like texture (blurred noise over a gradient) and EXIF. */
async function twelveMegapixelJpeg(): Promise<Buffer> {
  const width = 4000
  const height = 3000
  const texture = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.2)
    .png({ compressionLevel: 0 })
    .toBuffer()
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#e9b"/>
      <stop offset="1" stop-color="#247"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  )
  return sharp(gradient)
    .composite([{ input: texture, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'BenchCam' } })
    .toBuffer()
}

/** The control: what anyone would write with sharp for the same variants and placeholder. */
async function barePipeline(original: Buffer): Promise<void> {
  await Promise.all([
    ...MODEL_PHOTO_LIMITS.VARIANT_WIDTHS.map((width) =>
      sharp(original)
        .rotate()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    ),
    sharp(original)
      .rotate()
      .resize({ width: 100, height: 100, fit: 'inside' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => rgbaToThumbHash(info.width, info.height, data)),
  ])
}

async function timed(action: () => Promise<unknown>): Promise<number> {
  const started = performance.now()
  await action()
  return performance.now() - started
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

async function main(): Promise<void> {
  // The harness's folder and throw-away database, as every other bench: without DATABASE_URL
  // the database comes from @cnm/devkit/postgres, which also works as root (issue #24).
  const { workDir, remove } = await benchWorkDir('photos')
  let database: ThrowAwayDatabase | undefined
  let app: App | undefined
  try {
    let databaseUrl = process.env.DATABASE_URL
    if (!databaseUrl) {
      say('creating a throw-away database…')
      database = await createThrowAwayDatabase('cnmbenchphotos_')
      say(`database: ${database.source}`)
      databaseUrl = database.url
    }
    say('migrating…')
    await runToEnd('node', ['tooling/prisma-wasm-engine/bin/prisma.mjs', 'migrate', 'deploy'], {
      label: 'migrate',
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      output: { logFile: path.join(workDir, 'migrate.log') },
    })

    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      UPLOAD_DIR: path.join(workDir, 'uploads'),
      JWT_SECRET: 'bench-jwt-secret-that-is-at-least-32-characters',
      COOKIE_SECRET: 'bench-cookie-secret-that-is-at-least-32-chars',
    })
    const prisma = createPrismaClient(databaseUrl)
    app = await buildApp({ config, prisma, jobWorkers: true, outboxWorker: false })
    const address = await app.listen({ host: '127.0.0.1', port: 0 })
    await app.jobs.start()
    const owner = await signedInOwner(app)

    const original = await twelveMegapixelJpeg()
    const { width, height } = await sharp(original).metadata()
    say(`input: ${width} x ${height} JPEG, ${(original.length / 1024 / 1024).toFixed(1)} MB`)
    say(`machine: ${availableParallelism()} cores, load average ${loadavg()[0]?.toFixed(2)}`)

    const uploads: number[] = []
    const readies: number[] = []
    for (let round = 0; round < ROUNDS + 1; round += 1) {
      const form = new FormData()
      form.append('file', new Blob([original], { type: 'image/jpeg' }), 'photo.jpg')
      const started = performance.now()
      const answer = await fetch(`${address}/models/${owner.profileId}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}` },
        body: form,
      })
      const answered = performance.now()
      if (answer.status !== 202)
        throw new Error(`upload answered ${answer.status}: ${await answer.text()}`)
      const photoId = ((await answer.json()) as { data: { id: string } }).data.id
      for (;;) {
        const row = await prisma.modelPhoto.findUniqueOrThrow({ where: { id: photoId } })
        if (row.status === 'failed') throw new Error(`processing failed: ${row.failureReason}`)
        if (row.status === 'ready') break
        if (performance.now() - started > 30_000) throw new Error('not ready after 30 s')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      const ready = performance.now()
      // Round 0 warms up (connections, sharp's first load); then delete to stay under 20.
      if (round > 0) {
        uploads.push(answered - started)
        readies.push(ready - started)
      }
      await prisma.modelPhoto.delete({ where: { id: photoId } })
    }

    // Processing alone, in this process, alternating so both see the same machine load.
    const ours: number[] = []
    const bare: number[] = []
    await renderPhoto(original)
    await barePipeline(original)
    for (let round = 0; round < ROUNDS; round += 1) {
      ours.push(await timed(() => renderPhoto(original)))
      bare.push(await timed(() => barePipeline(original)))
    }

    const uploadMs = median(uploads)
    const readyMs = median(readies)
    const ratio = median(ours) / median(bare)
    say(`medians over ${ROUNDS} rounds (ms):`)
    say(
      `  upload answered (HTTP, 12 MP)      ${uploadMs.toFixed(0).padStart(6)}   target < ${TARGETS.uploadMs}: ${judged(uploadMs < TARGETS.uploadMs)}`,
    )
    say(
      `  variants ready (from upload start) ${readyMs.toFixed(0).padStart(6)}   target < ${TARGETS.readyMs}: ${judged(readyMs < TARGETS.readyMs)}`,
    )
    say(`  processing, ours (renderPhoto)     ${median(ours).toFixed(0).padStart(6)}`)
    say(`  processing, bare sharp control     ${median(bare).toFixed(0).padStart(6)}`)
    say(
      `  ours / bare                        ${ratio.toFixed(2).padStart(6)}   target <= ${TARGETS.ratio}: ${judged(ratio <= TARGETS.ratio)}`,
    )
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
    `[bench:photos] failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  )
  process.exit(1)
})
