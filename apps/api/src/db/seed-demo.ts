// `pnpm db:seed-demo` (root: `pnpm --filter @cnm/api db:seed-demo`): adds clearly marked
// demo model profiles (issue #14, demo/demo-profiles.ts).
//
//   default            ~60 profiles with real likes and 2-3 generated portraits each
//                      (stored and processed like uploads), only when the database has
//                      no demo profiles yet (what `pnpm start` runs on every start)
//   --count N          add N profiles whatever is there, without photos (e.g. 100000 for
//                      `pnpm bench:models`)
//   --castings N       add N generated castings whatever is there (e.g. 20000 for
//                      `pnpm bench:castings`), nothing else
//
// The default run also adds ~15 live demo castings from three demo clients, with
// applications from the demo profiles (demo/demo-castings.ts), when there are none yet.
//
// The default run then lets a developer sign in as one demo client and one demo model
// (demo/demo-sign-in.ts): client@ and model@demo.castingnmodel.test, password DEMO_PASSWORD
// (development default Demopass1!).
//
// Never in production (NODE_ENV=production refuses); SEED_DEMO=false skips the default run.
import { loadConfig } from '../config/env.js'
import { createStorage } from '../lib/storage/storage.plugin.js'
import { addDemoPhotos } from '../modules/photos/index.js'
import { recomputeRankings } from '../modules/rankings/index.js'
import type { PrismaClient } from './prisma.js'
import { createPrismaClient } from './prisma.js'
import { seedBulkCastings, seedDemoCastings } from './demo/demo-castings.js'
import { seedDemoAgreements } from '../modules/bookings/index.js'
import { seedDemoOptions } from '../modules/options/index.js'
import { seedDemoIntroVideos, seedDemoSelfTape } from '../modules/videos/index.js'
import { seedDemoProfiles } from './demo/demo-profiles.js'
import { DEMO_CLIENT_EMAIL, DEMO_MODEL_EMAIL, enableDemoSignIn } from './demo/demo-sign-in.js'
import { DEMO_EMAIL_DOMAIN } from './demo/demo-domain.js'
import { DEMO_AGENCY_EMAIL, seedDemoPackage } from './demo/demo-packages.js'
import { createPasswordHasher } from '../lib/passwords.js'

const DEFAULT_COUNT = 60
/**
 * Portraits are drawn at a modest size: the variants are then 320 and 600 wide, enough
 * for cards and the gallery, and ~60 profiles get their photos in seconds, not a minute.
 */
const DEMO_PHOTO_SIZE = { width: 600, height: 800 }
/** sharp works on libuv's threads; two profiles at once keep both cores busy. */
const PHOTO_CONCURRENCY = 2

/**
 * Gives each demo profile 2 or 3 portraits through the upload path (the first becomes
 * the cover). Processing a photo touches the profile row; its updated_at is put back so
 * the "recently updated" sort keeps the seeded spread.
 */
async function addPhotos(
  prisma: PrismaClient,
  ids: readonly number[],
  say: (line: string) => void,
): Promise<number> {
  const config = loadConfig(process.env)
  const storage = createStorage(config.storage, config.apiPublicUrl)
  const log = {
    info: () => undefined,
    warn: (...args: unknown[]) => say(`warning: ${JSON.stringify(args)}`),
    error: (...args: unknown[]) => say(`error: ${JSON.stringify(args)}`),
  }
  const updated = await prisma.modelProfile.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, updatedAt: true },
  })
  let added = 0
  const queue = [...ids]
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      const photos = await addDemoPhotos({ prisma, storage, log }, id, {
        count: 2 + (id % 2),
        size: DEMO_PHOTO_SIZE,
      })
      added += photos.length
    }
  }
  await Promise.all(Array.from({ length: PHOTO_CONCURRENCY }, worker))
  for (const row of updated) {
    await prisma.$executeRaw`UPDATE model_profiles SET updated_at = ${row.updatedAt} WHERE id = ${row.id}`
  }
  const where = config.storage.kind === 'local' ? config.storage.directory : config.storage.bucket
  say(`${added} demo photos stored in ${where}`)
  return added
}

/**
 * A self-tape request with one processed answer on a demo client's casting (ADR 0053). Never
 * stops the start: without ffmpeg it says so loudly and skips.
 */
async function addDemoSelfTape(prisma: PrismaClient, say: (line: string) => void) {
  const config = loadConfig(process.env)
  const storage = createStorage(config.storage, config.apiPublicUrl)
  const log = {
    info: () => undefined,
    warn: (...args: unknown[]) => say(`warning: ${JSON.stringify(args)}`),
    error: (...args: unknown[]) => say(`error: ${JSON.stringify(args)}`),
  }
  try {
    const result = await seedDemoSelfTape({ prisma, storage, log }, DEMO_CLIENT_EMAIL)
    if (result === 'no-ffmpeg') {
      say(
        '!!! ffmpeg/ffprobe not found: NO demo self-tape was made, and video uploads will ' +
          'fail. Install ffmpeg (apt-get install ffmpeg) and start again. !!!',
      )
    } else if (result === 'added') say('demo self-tape request with one processed answer added')
    else if (result === 'failed') say('warning: the demo self-tape could not be made; skipped')
  } catch (error) {
    say(`warning: the demo self-tape could not be made (${String(error)}); skipped`)
  }
}

/**
 * Intro videos on the published acting & performance demo profiles (ADR 0052). Never stops
 * the start: without ffmpeg it says so loudly and skips.
 */
async function addDemoIntroVideos(prisma: PrismaClient, say: (line: string) => void) {
  const config = loadConfig(process.env)
  const storage = createStorage(config.storage, config.apiPublicUrl)
  const log = {
    info: () => undefined,
    warn: (...args: unknown[]) => say(`warning: ${JSON.stringify(args)}`),
    error: (...args: unknown[]) => say(`error: ${JSON.stringify(args)}`),
  }
  try {
    const result = await seedDemoIntroVideos({ prisma, storage, log })
    if (result.outcome === 'no-ffmpeg') {
      say(
        '!!! ffmpeg/ffprobe not found: NO demo intro videos were made, and video uploads will ' +
          'fail. Install ffmpeg (apt-get install ffmpeg) and start again. !!!',
      )
    } else if (result.outcome === 'added') {
      say(`${result.profiles} demo intro videos (acting & performance profiles) processed`)
    }
  } catch (error) {
    say(`warning: the demo intro videos could not be made (${String(error)}); skipped`)
  }
}

async function main(): Promise<void> {
  const say = (line: string) => process.stdout.write(`[seed-demo] ${line}\n`)
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    process.stderr.write('DATABASE_URL must be set to a postgres:// connection string.\n')
    process.exit(1)
  }
  if (process.env.NODE_ENV === 'production') {
    process.stderr.write('Demo profiles are never added in production (NODE_ENV=production).\n')
    process.exit(1)
  }
  const countIndex = process.argv.indexOf('--count')
  const explicit = countIndex >= 0 ? Number(process.argv[countIndex + 1]) : undefined
  if (explicit !== undefined && (!Number.isInteger(explicit) || explicit < 1)) {
    process.stderr.write('--count needs a positive whole number, e.g. --count 100000\n')
    process.exit(1)
  }
  const castingsIndex = process.argv.indexOf('--castings')
  const bulkCastings = castingsIndex >= 0 ? Number(process.argv[castingsIndex + 1]) : undefined
  if (bulkCastings !== undefined && (!Number.isInteger(bulkCastings) || bulkCastings < 1)) {
    process.stderr.write('--castings needs a positive whole number, e.g. --castings 20000\n')
    process.exit(1)
  }
  if (explicit === undefined && bulkCastings === undefined && process.env.SEED_DEMO === 'false') {
    say('SEED_DEMO=false: no demo profiles added')
    return
  }
  const prisma = createPrismaClient(databaseUrl, { maxConnections: 2 })
  if (bulkCastings !== undefined) {
    try {
      const started = Date.now()
      await seedBulkCastings(prisma, bulkCastings, { log: say })
      say(`${bulkCastings} castings added in ${Date.now() - started} ms`)
    } finally {
      await prisma.$disconnect()
    }
    return
  }
  try {
    await seedProfiles(prisma, explicit, say)
    // After the profiles: the demo applications are made with them.
    if (explicit === undefined && (await prisma.casting.count({ where: { isDemo: true } })) === 0) {
      await seedDemoCastings(prisma, { log: say })
      // Agreements of the demo bookings, pay in every state (issue #28).
      const webOrigin = loadConfig(process.env).webOrigins[0]
      say(
        `${await seedDemoAgreements(prisma, new Date(), webOrigin)} demo booking agreements confirmed`,
      )
    }
    if (explicit === undefined) {
      const hasher = createPasswordHasher({ cost: loadConfig(process.env).bcryptCost })
      const signIn = await enableDemoSignIn(prisma, {
        nodeEnv: process.env.NODE_ENV,
        hasher,
        password: process.env.DEMO_PASSWORD,
      })
      const demoPackage = await seedDemoPackage(prisma, {
        nodeEnv: process.env.NODE_ENV,
        hasher,
        password: process.env.DEMO_PASSWORD,
      })
      say(
        demoPackage.linkPath
          ? `demo package of ${demoPackage.agency}: its link is ${demoPackage.linkPath} (shown once)`
          : `demo agency: ${demoPackage.agency ?? 'none (no demo agency)'}`,
      )
      // Options on the demo model's and the demo agency's dates (issue #29, ADR 0049).
      const options = await seedDemoOptions(prisma, {
        clientEmail: DEMO_CLIENT_EMAIL,
        modelEmail: DEMO_MODEL_EMAIL,
        agencyEmail: DEMO_AGENCY_EMAIL,
        otherDomain: DEMO_EMAIL_DOMAIN,
      })
      if (options > 0) say(`${options} demo options on the demo model's and agency's dates`)
      await addDemoSelfTape(prisma, say)
      await addDemoIntroVideos(prisma, say)
      // A password of the developer's own (DEMO_PASSWORD) is not echoed; the default is.
      const password = process.env.DEMO_PASSWORD ? 'the one in DEMO_PASSWORD' : signIn.password
      say(
        `demo sign-in (development only): client ${signIn.client ?? 'none (no demo castings)'}, ` +
          `model ${signIn.model ?? 'none (no demo model account)'}, password ${password}`,
      )
    }
  } finally {
    await prisma.$disconnect()
  }
}

async function seedProfiles(
  prisma: PrismaClient,
  explicit: number | undefined,
  say: (line: string) => void,
): Promise<void> {
  {
    if (
      explicit === undefined &&
      (await prisma.modelProfile.count({ where: { isDemo: true } })) > 0
    ) {
      // A run stopped while making photos resumes here: profiles without any get theirs.
      const bare = await prisma.modelProfile.findMany({
        where: { isDemo: true, photos: { none: {} } },
        select: { id: true },
        take: DEFAULT_COUNT,
      })
      if (bare.length === 0) {
        say('demo profiles already present: nothing to add')
        return
      }
      await addPhotos(
        prisma,
        bare.map((row) => row.id),
        say,
      )
      return
    }
    const started = Date.now()
    const ids = await seedDemoProfiles(prisma, {
      count: explicit ?? DEFAULT_COUNT,
      realLikes: explicit === undefined,
      batchSize: 2000,
      log: say,
    })
    say(`${ids.length} demo profiles added in ${Date.now() - started} ms`)
    if (explicit === undefined) {
      const photosStarted = Date.now()
      await addPhotos(prisma, ids, say)
      say(`photos made in ${Date.now() - photosStarted} ms`)
      // /ai-rankings and /k-stars show the new profiles now, not at the next hourly run
      // (a benchmark's --count run leaves that to its own measurement).
      const ranked = await recomputeRankings(prisma, new Date())
      say(`rankings recomputed: ${ranked.rows} entries in ${ranked.ms} ms`)
    }
    say(
      'remove them with DELETE /models/{id} as an admin (files go too; one with applications, reviews or reports is archived, ADR 0032), or DELETE FROM model_profiles WHERE is_demo while no application, review or report points at them (files then go with the hourly photo cleanup)',
    )
  }
}

await main()
