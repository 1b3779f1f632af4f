import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { API_PATHS } from '@cnm/contracts'
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  uniqueDatabaseName,
} from '@cnm/devkit/databases'
import { createPrismaClient } from '../../db/prisma.js'
import { createStorage } from '../../lib/storage/storage.plugin.js'
import type { FileStorage } from '../../lib/storage/storage.js'
import { buildTestApp, testConfig } from '../../../test/helpers/app.js'
import { TEST_DATABASE_PREFIX } from '../../../test/helpers/db-names.js'
import { migrateDeploy } from '../../../test/helpers/migrate.js'
import { signIn } from '../../../test/helpers/factories.js'
import { jpegWithGps } from '../../../test/fakes/photos.js'
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3.js'
import {
  BackupError,
  createBackup,
  restoreBackup,
  takeInventory,
  type Inventory,
} from './backup.js'
import { findPgTools, serverMajor } from './pg-tools.js'

// The backup drill of docs/operations.md ("Backups"), issue #30: a seeded installation
// (Postgres + photos in an S3 bucket) is backed up, restored into an empty database and an
// empty bucket, and the restore holds every row, migration and photo file of the original.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..')
const migrationFolders = readdirSync(path.join(repoRoot, 'prisma/migrations'), {
  withFileTypes: true,
}).filter((entry) => entry.isDirectory())

/**
 * The Postgres server of the drill: the suite's own when this machine has a pg_dump of its
 * major, else the machine's Postgres service (BACKUP_TEST_DATABASE_URL, default
 * 127.0.0.1:5432: Debian's client is 15 and the embedded server 17, see docs/operations.md).
 */
async function drillServer(): Promise<{ adminUrl: string; fromSuite: boolean }> {
  const { adminUrl } = inject('testDatabase')
  const suiteMajor = await serverMajor(adminUrl)
  const suiteTools = await findPgTools(suiteMajor).catch(() => null)
  if (suiteTools) return { adminUrl, fromSuite: true }
  const local =
    process.env.BACKUP_TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres'
  const localMajor = await serverMajor(local).catch((error: Error) => {
    throw new Error(
      `The suite's Postgres is ${suiteMajor} and this machine has no pg_dump of that major; ` +
        `the fallback server ${local} did not answer (${error.message}). Install ` +
        `postgresql-client-${suiteMajor} or set BACKUP_TEST_DATABASE_URL to a server whose ` +
        `major has a pg_dump here.`,
      { cause: error },
    )
  })
  await findPgTools(localMajor) // fails with how to fix
  return { adminUrl: local, fromSuite: false }
}

async function migratedDatabase(adminUrl: string, fromSuite: boolean, label: string) {
  const name = uniqueDatabaseName(TEST_DATABASE_PREFIX, label)
  await createDatabase(adminUrl, name, fromSuite ? inject('testDatabase').template : undefined)
  const url = databaseUrl(adminUrl, name)
  if (!fromSuite) {
    await migrateDeploy(url)
  }
  return { name, url }
}

const bucketStorage = (s3: FakeS3): FileStorage =>
  createStorage(testConfig(s3.env).storage, 'http://127.0.0.1:1')

let server: { adminUrl: string; fromSuite: boolean }
let source: { name: string; url: string }
let target: { name: string; url: string }
let sourceS3: FakeS3
let targetS3: FakeS3
let folder: string
let seeded: Inventory

beforeAll(async () => {
  server = await drillServer()
  ;[source, target, sourceS3, targetS3, folder] = await Promise.all([
    migratedDatabase(server.adminUrl, server.fromSuite, 'backup-source'),
    // Empty: created, nothing migrated into it. The restore brings the schema.
    (async () => {
      const name = uniqueDatabaseName(TEST_DATABASE_PREFIX, 'backup-target')
      await createDatabase(server.adminUrl, name)
      return { name, url: databaseUrl(server.adminUrl, name) }
    })(),
    startFakeS3('cnm-backup-source'),
    startFakeS3('cnm-backup-target'),
    mkdtemp(path.join(os.tmpdir(), 'cnm-backup-')),
  ])

  // Seed through the API as users would: accounts, profiles, photos processed into variants.
  const prisma = createPrismaClient(source.url, { maxConnections: 4 })
  const app = await buildTestApp({ db: { url: source.url, prisma }, env: sourceS3.env })
  try {
    for (const label of ['one', 'two']) {
      const owner = await signIn(app)
      const profile = await app.prisma.modelProfile.create({
        data: { ownerId: owner.user.id, stageName: `Backup ${label} ${randomUUID().slice(0, 6)}` },
      })
      const uploaded = await request(app.server)
        .post(API_PATHS.MODEL_PHOTOS(profile.id))
        .set(owner.headers)
        .attach('file', await jpegWithGps({ width: 700, height: 900 }), 'photo.jpg')
      expect(uploaded.status).toBe(202)
    }
    await app.jobs.drain()
  } finally {
    await app.close()
    await prisma.$disconnect()
  }
  seeded = await takeInventory(source.url, bucketStorage(sourceS3))
}, 120_000)

afterAll(async () => {
  await Promise.allSettled([
    source && dropDatabase(server.adminUrl, source.name),
    target && dropDatabase(server.adminUrl, target.name),
    sourceS3?.close(),
    targetS3?.close(),
    folder && rm(folder, { recursive: true, force: true }),
  ])
})

describe('the backup drill (docs/operations.md, "Backups")', () => {
  it('restores every row, migration and photo file into an empty database and bucket', async () => {
    // The seed is what it should be: rows, every migration, originals and variants named.
    expect(seeded.migrations).toHaveLength(migrationFolders.length)
    expect(seeded.tables['public.model_photos']).toBe(2)
    expect(seeded.photoReferences.filter((key) => key.startsWith('originals/'))).toHaveLength(2)
    expect(
      seeded.photoReferences.filter((key) => key.startsWith('variants/')).length,
    ).toBeGreaterThanOrEqual(4)

    const backupFolder = path.join(folder, 'backup')
    const manifest = await createBackup({
      databaseUrl: source.url,
      storage: bucketStorage(sourceS3),
      out: backupFolder,
    })
    expect(manifest.inventory).toEqual(seeded)
    expect(manifest.storage).toBe('s3')

    const restored = await restoreBackup({
      databaseUrl: target.url,
      storage: bucketStorage(targetS3),
      from: backupFolder,
    })
    expect(restored).toEqual(seeded)
    for (const key of seeded.photoReferences)
      expect(restored.files[key], key).toBe(seeded.files[key])

    // The restored installation works: the API on it serves a profile's photo from the new bucket.
    const prisma = createPrismaClient(target.url, { maxConnections: 2 })
    const app = await buildTestApp({ db: { url: target.url, prisma }, env: targetS3.env })
    try {
      const photo = await app.prisma.modelPhoto.findFirstOrThrow({ where: { status: 'ready' } })
      const key = (photo.variants as Array<{ key: string }>)[0]!.key
      const served = await fetch(app.storage.url(key))
      expect(served.status).toBe(200)
    } finally {
      await app.close()
      await prisma.$disconnect()
    }
  })

  it('refuses to restore over a database or a bucket that holds something', async () => {
    const backupFolder = path.join(folder, 'second')
    await createBackup({
      databaseUrl: source.url,
      storage: bucketStorage(sourceS3),
      out: backupFolder,
    })
    await expect(
      restoreBackup({
        databaseUrl: source.url,
        storage: bucketStorage(targetS3),
        from: backupFolder,
      }),
    ).rejects.toThrow(/target database is not empty/)
    await expect(
      createBackup({
        databaseUrl: source.url,
        storage: bucketStorage(sourceS3),
        out: backupFolder,
      }),
    ).rejects.toBeInstanceOf(BackupError)
  })
})
