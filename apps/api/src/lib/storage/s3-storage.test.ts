// The bucket driver's streamed paths (putFile, read) against s3rver with the real AWS SDK: a
// video's original and its MP4 go through them (ADR 0052), and a byte that differs breaks ffmpeg.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeS3, type FakeS3 } from '../../../test/fakes/s3.js'
import { createS3Storage } from './s3-storage.js'
import type { FileStorage } from './storage.js'

let s3: FakeS3
let storage: FileStorage
let folder: string

beforeAll(async () => {
  s3 = await startFakeS3('cnm-test-streams')
  folder = await mkdtemp(path.join(os.tmpdir(), 'cnm-s3-streams-'))
  storage = createS3Storage({
    bucket: s3.bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl: undefined,
  })
})
afterAll(async () => {
  await s3?.close()
  if (folder) await rm(folder, { recursive: true, force: true })
})

describe('the S3 driver with files streamed from disk', () => {
  it('stores a file streamed from disk byte for byte, and reads it whole and in ranges', async () => {
    // Larger than one SDK stream chunk (64 KB), as every video is.
    const bytes = randomBytes(300_000)
    const file = path.join(folder, 'original')
    await writeFile(file, bytes)
    await storage.putFile('originals/stream-test/original', file, 'application/octet-stream')

    const whole = await storage.read('originals/stream-test/original')
    expect(whole?.size).toBe(bytes.length)
    expect((await buffer(whole!.body)).equals(bytes)).toBe(true)

    const part = await storage.read('originals/stream-test/original', { start: 1000, end: 1099 })
    expect((await buffer(part!.body)).equals(bytes.subarray(1000, 1100))).toBe(true)
  })
})
