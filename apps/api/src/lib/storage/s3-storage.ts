import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import {
  assertStorageKey,
  sliceOf,
  IMMUTABLE_CACHE_CONTROL,
  type FileStorage,
  type StoredFile,
} from './storage.js'

export interface S3StorageOptions {
  bucket: string
  /** Any S3-compatible endpoint; unset means AWS itself. */
  endpoint: string | undefined
  region: string
  accessKeyId: string | undefined
  secretAccessKey: string | undefined
  /** Base URL browsers use for public files; defaults to the path-style bucket URL. */
  publicUrl: string | undefined
}

/** S3's batch delete takes at most this many keys. */
const DELETE_BATCH = 1000

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' ||
      error.name === 'NotFound' ||
      error.$metadata.httpStatusCode === 404)
  )
}

/** Files in an S3-compatible bucket (@aws-sdk/client-s3, path-style for custom endpoints). */
export function createS3Storage(options: S3StorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          forcePathStyle: true,
          // The SDK's default sends a streamed body (putFile) as `aws-chunked` with a trailing
          // checksum; S3-compatible stores that do not speak it (s3rver, older MinIO) store the
          // framing inside the object, and a video's original no longer decodes. Checksums only
          // where an operation requires one; ContentLength still guards every upload.
          requestChecksumCalculation: 'WHEN_REQUIRED' as const,
          responseChecksumValidation: 'WHEN_REQUIRED' as const,
        }
      : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  })
  const Bucket = options.bucket
  const publicBase = (
    options.publicUrl ??
    (options.endpoint
      ? `${options.endpoint.replace(/\/+$/, '')}/${Bucket}`
      : `https://${Bucket}.s3.${options.region}.amazonaws.com`)
  ).replace(/\/+$/, '')

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      )
    },
    async putFile(key, localPath, contentType) {
      const { size } = await stat(localPath)
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: assertStorageKey(key),
          Body: createReadStream(localPath),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      )
    },
    async read(key, range) {
      const Key = assertStorageKey(key)
      let size: number
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key }))
        size = head.ContentLength ?? 0
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
      const { start, end } = sliceOf(size, range)
      if (end < start) return { body: Readable.from([]), size, start, end }
      const answer = await client.send(
        new GetObjectCommand({ Bucket, Key, Range: `bytes=${start}-${end}` }),
      )
      if (!answer.Body) return null
      return { body: answer.Body as Readable, size, start, end }
    },
    async get(key) {
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }),
        )
        if (!answer.Body) return null
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    },
    async copy(from, to) {
      await client.send(
        new CopyObjectCommand({
          Bucket,
          Key: assertStorageKey(to),
          CopySource: `${Bucket}/${assertStorageKey(from)}`,
          MetadataDirective: 'COPY',
        }),
      )
    },
    async delete(keys) {
      const list = (typeof keys === 'string' ? [keys] : [...keys]).map(assertStorageKey)
      for (let index = 0; index < list.length; index += DELETE_BATCH) {
        const batch = list.slice(index, index + DELETE_BATCH)
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        const failed = (answer.Errors ?? []).filter((entry) => entry.Code !== 'NoSuchKey')
        if (failed.length > 0) {
          throw new Error(
            `storage: could not delete ${failed.length} file(s), first ${failed[0]?.Key}: ${failed[0]?.Message}`,
          )
        }
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: assertStorageKey(key) }))
        return true
      } catch (error) {
        if (isNotFound(error)) return false
        throw error
      }
    },
    url(key) {
      return `${publicBase}/${assertStorageKey(key)}`
    },
    async *list(prefix): AsyncGenerator<StoredFile> {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        )
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue
          yield {
            key: item.Key,
            bytes: item.Size ?? 0,
            lastModified: item.LastModified ?? new Date(0),
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}
