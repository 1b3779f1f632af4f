// An S3-compatible server in this process (s3rver, files in a temporary directory), so
// the real @aws-sdk/client-s3 code of the bucket storage runs against it.
import { mkdtemp, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface FakeS3 {
  endpoint: string
  bucket: string
  /** Environment for testConfig(): the app then stores photos in the bucket. */
  env: Record<string, string>
  close(): Promise<void>
}

export async function startFakeS3(bucket = 'cnm-test-photos'): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'cnm-s3rver-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  })
  let address: AddressInfo
  try {
    address = (await server.run()) as AddressInfo
  } catch (error) {
    await rm(directory, { recursive: true, force: true })
    throw new Error(`could not start s3rver for the S3 tests: ${String(error)}`, { cause: error })
  }
  const endpoint = `http://127.0.0.1:${address.port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver accepts its documented default pair.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async close() {
      await server.close()
      await rm(directory, { recursive: true, force: true })
    },
  }
}
