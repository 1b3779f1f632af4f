// Resumable uploads of intro videos over tus 1.0 (@tus/server, ADR 0052), mounted under the
// profile: POST /models/{id}/video-uploads creates one, HEAD/PATCH/DELETE
// /models/{id}/video-uploads/{uploadId} continue or end it. Fastify checks the caller and the
// upload first; @tus/server then speaks the protocol on a web Request whose body is the raw,
// unread request stream. Parts stay on this instance's disk until the last byte is in.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { Readable } from 'node:stream'
import { FileStore } from '@tus/file-store'
import { Server, type Upload } from '@tus/server'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  API_PATHS,
  ERROR_CODES,
  MESSAGES,
  MODEL_VIDEO_LIMITS,
  MODEL_VIDEO_MESSAGES,
  modelIdParamsSchema,
  modelVideoLabelInputSchema,
  type ErrorCode,
} from '@cnm/contracts'
import { HttpError, isHttpError } from '../../lib/http-error.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { authOf, errorResponses, signedInWrite } from '../../lib/http/route-helpers.js'
import { assertMayManageProfile } from '../../lib/model-access.js'
import {
  dropUpload,
  findUpload,
  finishUpload,
  startUpload,
  type VideoDeps,
} from './videos.service.js'

/** The content type of a tus chunk: its bytes are read by tus from the request stream. */
const TUS_CHUNK_TYPE = 'application/offset+octet-stream'

/** What a tus error carries back to the route: our code and message, as JSON. */
const tusError = (status: number, code: ErrorCode, message: string) => ({
  status_code: status,
  body: JSON.stringify({ code, message }),
})

const uploadParamsSchema = modelIdParamsSchema.extend({
  uploadId: z.uuid({ error: MESSAGES.INVALID }),
})

/** tus headers a browser must be allowed to read. */
const TUS_RESPONSE_HEADERS = new Set([
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'upload-metadata',
  'upload-expires',
  'location',
  'cache-control',
  'access-control-expose-headers',
])

/**
 * What a tus request was checked for: where its upload lives (its URL) and how a new upload's
 * row is started (an intro video of a profile, or a self-tape answer, ADR 0053). The rest of
 * the protocol, the limits and the judging of the bytes are the same for both.
 */
export interface UploadTarget {
  url: (uploadId: string) => string
  start: (upload: {
    id: string
    bytes: number
    metadata: Record<string, string | null | undefined>
  }) => Promise<void>
}

export function createTusServer(
  deps: VideoDeps,
  options: { directory: string; apiPublicUrl: string },
) {
  // The target each web Request was checked for, read back in the hooks.
  const targetOf = new WeakMap<Request, UploadTarget>()
  const checkedTarget = (request: Request) => {
    const target = targetOf.get(request)
    if (target === undefined) throw new Error('videos: tus request without a checked target')
    return target
  }
  const datastore = new FileStore({ directory: options.directory })
  const server = new Server({
    // Only for tus' defaults; routing is Fastify's and the id is always the last segment.
    path: '/video-uploads',
    datastore,
    maxSize: MODEL_VIDEO_LIMITS.MAX_BYTES,
    namingFunction: () => randomUUID(),
    generateUrl: (request, { id }) => `${options.apiPublicUrl}${checkedTarget(request).url(id)}`,
    async onUploadCreate(request, upload) {
      if (upload.size === undefined || upload.sizeIsDeferred) {
        throw tusError(400, ERROR_CODES.VALIDATION_FAILED, MESSAGES.INVALID)
      }
      try {
        await checkedTarget(request).start({
          id: upload.id,
          bytes: upload.size,
          metadata: upload.metadata ?? {},
        })
      } catch (error) {
        if (isHttpError(error)) throw tusError(error.statusCode, error.code, error.message)
        throw error
      }
      return {}
    },
    async onUploadFinish(_request, upload: Upload) {
      let result
      try {
        result = await finishUpload(deps, upload.id, path.join(options.directory, upload.id))
      } finally {
        await datastore.remove(upload.id).catch(() => undefined)
      }
      if (!result.ok) throw tusError(400, ERROR_CODES.VALIDATION_FAILED, result.message)
      return {}
    },
  })

  /** Hands the request to tus and copies its answer onto the reply; errors become ours. */
  async function forward(request: FastifyRequest, reply: FastifyReply, target: UploadTarget) {
    const headers = new Headers()
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string') headers.set(name, value)
      else if (Array.isArray(value)) headers.set(name, value.join(', '))
    }
    // Only a tus chunk's body is left unread for tus (the parser below); any other body (a JSON
    // one sent to these routes) Fastify has already read, and handing tus that spent stream
    // would fail the request. tus creation needs no body, and a PATCH without the tus content
    // type gets tus' own 415.
    const hasBody =
      (request.method === 'PATCH' || request.method === 'POST') &&
      request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === TUS_CHUNK_TYPE
    const webRequest = new Request(`http://api.internal${request.url}`, {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit)
    targetOf.set(webRequest, target)
    const answer = await server.handleWeb(webRequest)
    if (answer.status >= 400) {
      const text = await answer.text()
      throw asHttpError(answer.status, text)
    }
    reply.code(answer.status)
    answer.headers.forEach((value, name) => {
      if (TUS_RESPONSE_HEADERS.has(name.toLowerCase())) reply.header(name, value)
    })
    return reply.send(answer.status === 204 ? undefined : await answer.text())
  }

  return { forward, dropParts: (id: string) => datastore.remove(id) }
}

function asHttpError(status: number, text: string): HttpError {
  try {
    const parsed = JSON.parse(text) as { code?: ErrorCode; message?: string }
    if (parsed.code && parsed.message) {
      return new HttpError(parsed.code, parsed.message, { statusCode: status })
    }
  } catch {
    // tus' own plain-text answers below.
  }
  if (status === 413) return new HttpError('PAYLOAD_TOO_LARGE', MODEL_VIDEO_MESSAGES.TOO_LARGE)
  if (status === 404 || status === 410) {
    return new HttpError('NOT_FOUND', MODEL_VIDEO_MESSAGES.UPLOAD_GONE, { statusCode: status })
  }
  // Offset mismatch (409), missing tus headers (412), bad headers (400): tus' own words.
  const code: ErrorCode =
    status === 409 ? 'CONFLICT' : status >= 500 ? 'INTERNAL' : 'VALIDATION_FAILED'
  return new HttpError(code, text.trim() || MESSAGES.INVALID, { statusCode: status })
}

/** Chunks are read by tus straight from the request stream; Fastify leaves them alone. */
export function acceptTusChunks(app: FastifyInstance) {
  app.addContentTypeParser(TUS_CHUNK_TYPE, (_request, _payload, done) => done(null))
}

/** An intro video of profile `profileId`: its title comes as tus Upload-Metadata. */
const introTarget = (deps: VideoDeps, profileId: number): UploadTarget => ({
  url: (uploadId) => API_PATHS.MODEL_VIDEO_UPLOAD(profileId, uploadId),
  async start({ id, bytes, metadata }) {
    const label = modelVideoLabelInputSchema.safeParse({
      kind: metadata.kind ?? undefined,
      title: metadata.title ?? undefined,
    })
    if (!label.success) {
      const message = label.error.issues[0]?.message ?? MESSAGES.INVALID
      throw new HttpError('VALIDATION_FAILED', message)
    }
    await startUpload(deps, { id, profileId, ...label.data, bytes })
  },
})

/** The tus routes; registered by the videos routes plugin. */
export const videoUploadRoutes =
  (deps: VideoDeps, tus: ReturnType<typeof createTusServer>): FastifyPluginAsyncZod =>
  async (app) => {
    acceptTusChunks(app)
    const schema = (summary: string) => ({ tags: ['models'], summary })

    app.post(
      API_PATHS.MODEL_VIDEO_UPLOADS(':id'),
      signedInWrite(app, RATE_LIMITS.videoUpload, {
        ...schema('Start a resumable (tus 1.0) upload of an intro video'),
        description:
          'tus creation: Upload-Length (<= 500 MB) and Upload-Metadata `kind` (intro, walking, ' +
          'monologue, other) and `title` (for other). The profile owner or an administrator ' +
          'only; at most 3 videos per profile. 201 with Location.',
        params: modelIdParamsSchema,
        response: errorResponses(400, 401, 403, 404, 409, 413, 429),
      }),
      async (request, reply) => {
        await assertMayManageProfile(app.prisma, authOf(request), request.params.id)
        return tus.forward(request, reply, introTarget(deps, request.params.id))
      },
    )

    const continueUpload =
      (method: 'HEAD' | 'PATCH' | 'DELETE') =>
      async (
        request: FastifyRequest<{ Params: z.infer<typeof uploadParamsSchema> }>,
        reply: FastifyReply,
      ) => {
        const { id, uploadId } = request.params
        await assertMayManageProfile(app.prisma, authOf(request), id)
        if (!(await findUpload(deps, id, uploadId))) {
          throw new HttpError('NOT_FOUND', MODEL_VIDEO_MESSAGES.UPLOAD_GONE)
        }
        // A cancel drops the row before tus answers: once the client reads 204 the upload is
        // gone from the list (forward sends the reply, so nothing after it is awaited first).
        if (method === 'DELETE') await dropUpload(deps, id, uploadId)
        return tus.forward(request, reply, introTarget(deps, id))
      }

    app.head(
      API_PATHS.MODEL_VIDEO_UPLOAD(':id', ':uploadId'),
      signedInWrite(app, RATE_LIMITS.videoUpload, {
        ...schema('The offset of an unfinished upload (tus HEAD)'),
        params: uploadParamsSchema,
      }),
      continueUpload('HEAD'),
    )
    app.patch(
      API_PATHS.MODEL_VIDEO_UPLOAD(':id', ':uploadId'),
      signedInWrite(app, RATE_LIMITS.videoUpload, {
        ...schema('Send the next bytes of an upload (tus PATCH)'),
        description:
          'Content-Type application/offset+octet-stream. After the last byte the file is ' +
          'judged by its bytes (MP4, MOV or WebM, <= 3 minutes): 400 with the reason, and ' +
          'nothing kept, when it is refused.',
        params: uploadParamsSchema,
        response: errorResponses(400, 401, 403, 404, 409, 413, 429),
      }),
      continueUpload('PATCH'),
    )
    app.delete(
      API_PATHS.MODEL_VIDEO_UPLOAD(':id', ':uploadId'),
      signedInWrite(app, RATE_LIMITS.videoUpload, {
        ...schema('Cancel an unfinished upload (tus termination)'),
        params: uploadParamsSchema,
        response: errorResponses(400, 401, 403, 404, 429),
      }),
      continueUpload('DELETE'),
    )
  }
