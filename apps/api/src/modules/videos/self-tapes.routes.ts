// Self-tapes on castings (issue #31, ADR 0053): the owner's request, script and answers view;
// the applicant's view and answer uploads over the intro videos' tus server. The answers'
// files are served by the video file route with signed URLs only (never public).
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  applicationSelfTapesResponseSchema,
  castingSelfTapesResponseSchema,
  MESSAGES,
  messageOnlyResponseSchema,
  MODEL_VIDEO_MESSAGES,
  recordIdParamsSchema,
  SELF_TAPE_API_PATHS,
  SELF_TAPE_LIMITS,
  SELF_TAPE_MESSAGES,
  selfTapeAnswerParamsSchema,
  selfTapeRequestInputSchema,
  selfTapeRequestParamsSchema,
  selfTapeRequestResponseSchema,
  selfTapeScriptQuerySchema,
  selfTapeUploadParamsSchema,
} from '@cnm/contracts'
import { HttpError, notFound } from '../../lib/http-error.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { envelope } from '../../lib/reply.js'
import { allowCrossOriginEmbedding } from '../../plugins/security-headers.js'
import type { VideoFileSigner } from './video-files.js'
import { acceptTusChunks, type createTusServer, type UploadTarget } from './video-uploads.js'
import {
  answerTarget,
  applicationSelfTapes,
  dropAnswerUpload,
  findAnswerUpload,
  startAnswerUpload,
} from './self-tape-applicant.js'
import {
  attachScript,
  castingSelfTapes,
  createSelfTapeRequest,
  markAnswerSeen,
  scriptKey,
  type SelfTapeDeps,
  type SelfTapeUrls,
} from './self-tapes.service.js'

const TAGS = ['self-tapes']
const PDF_TYPE = 'application/pdf'
const scriptSigningId = (requestId: number) => `self-tape-script-${requestId}`

const uploadParamsSchema = selfTapeUploadParamsSchema.extend({
  uploadId: z.uuid({ error: MESSAGES.INVALID }),
})

export const selfTapeRoutes =
  (
    deps: SelfTapeDeps,
    tus: ReturnType<typeof createTusServer>,
    signer: VideoFileSigner,
    apiPublicUrl: string,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const urls: SelfTapeUrls = {
      script: (requestId) =>
        `${apiPublicUrl}${SELF_TAPE_API_PATHS.SCRIPT_FILE(requestId)}?` +
        signer.query(scriptSigningId(requestId), 'script.pdf'),
      file: (videoId, file) =>
        `${apiPublicUrl}/video-files/${videoId}/${file}?${signer.query(videoId, file)}`,
    }
    acceptTusChunks(app)
    // The script arrives as the raw PDF bytes; the service judges them.
    app.addContentTypeParser(
      PDF_TYPE,
      { parseAs: 'buffer', bodyLimit: SELF_TAPE_LIMITS.SCRIPT_MAX_BYTES + 1024 },
      (_request, body, done) => done(null, body),
    )

    app.post(
      SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(':id'),
      signedInWrite(app, RATE_LIMITS.videoChange, {
        tags: TAGS,
        summary: 'Ask the shortlisted applicants for a self-tape (the casting owner)',
        params: recordIdParamsSchema,
        body: selfTapeRequestInputSchema,
        response: {
          201: selfTapeRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429),
        },
      }),
      async (request, reply) => {
        const created = await createSelfTapeRequest(
          deps,
          authOf(request),
          request.params.id,
          request.body,
          urls,
        )
        return reply.code(201).send(envelope(created, SELF_TAPE_MESSAGES.REQUESTED))
      },
    )

    app.get(
      SELF_TAPE_API_PATHS.CASTING_SELF_TAPES(':id'),
      signedInRead(app, {
        tags: TAGS,
        summary: "A casting's self-tape requests with every addressed applicant's answer (owner)",
        params: recordIdParamsSchema,
        response: { 200: castingSelfTapesResponseSchema, ...errorResponses(400, 401, 403, 404) },
      }),
      async (request) =>
        envelope(await castingSelfTapes(deps, authOf(request), request.params.id, urls)),
    )

    app.put(
      SELF_TAPE_API_PATHS.SCRIPT(':requestId'),
      signedInWrite(app, RATE_LIMITS.videoChange, {
        tags: TAGS,
        summary: 'Attach the script (a PDF, Content-Type application/pdf, up to 5 MB)',
        params: selfTapeRequestParamsSchema,
        response: {
          200: selfTapeRequestResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 429),
        },
      }),
      async (request) => {
        if (!Buffer.isBuffer(request.body)) {
          throw new HttpError('VALIDATION_FAILED', SELF_TAPE_MESSAGES.NOT_A_PDF)
        }
        const saved = await attachScript(
          deps,
          authOf(request),
          request.params.requestId,
          request.body,
          urls,
        )
        return envelope(saved, SELF_TAPE_MESSAGES.SCRIPT_SAVED)
      },
    )

    app.get(
      SELF_TAPE_API_PATHS.SCRIPT_FILE(':requestId'),
      {
        logLevel: 'warn',
        schema: {
          hide: true,
          params: selfTapeRequestParamsSchema,
          querystring: selfTapeScriptQuerySchema,
        },
      },
      async (request, reply) => {
        const { requestId } = request.params
        const { expires, signature } = request.query
        if (!signer.verify(scriptSigningId(requestId), 'script.pdf', expires, signature)) {
          throw notFound()
        }
        const key = await scriptKey(deps, requestId)
        const file = key ? await app.storage.read(key) : null
        if (!file) throw notFound()
        allowCrossOriginEmbedding(reply, "default-src 'none'")
        return reply
          .header('content-type', PDF_TYPE)
          .header('cache-control', 'private, max-age=600')
          .header('content-length', String(file.size))
          .send(file.body)
      },
    )

    app.put(
      SELF_TAPE_API_PATHS.SEEN(':requestId', ':applicationId'),
      signedInWrite(app, RATE_LIMITS.videoChange, {
        tags: TAGS,
        summary: "Mark an applicant's ready answer seen (the casting owner)",
        params: selfTapeAnswerParamsSchema,
        response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      }),
      async (request) => {
        const { requestId, applicationId } = request.params
        await markAnswerSeen(deps, authOf(request), requestId, applicationId)
        return envelope(null, SELF_TAPE_MESSAGES.SEEN)
      },
    )

    app.get(
      SELF_TAPE_API_PATHS.APPLICATION_SELF_TAPES(':id'),
      signedInRead(app, {
        tags: TAGS,
        summary: "The self-tapes asked of one's application and one's answers (the applicant)",
        params: recordIdParamsSchema,
        response: { 200: applicationSelfTapesResponseSchema, ...errorResponses(400, 401, 404) },
      }),
      async (request) =>
        envelope(await applicationSelfTapes(deps, authOf(request), request.params.id, urls)),
    )

    // Answer uploads: the intro videos' tus server with a target of their own.
    const answerUploadTarget = (
      applicationId: number,
      requestId: number,
      profileId: number,
    ): UploadTarget => ({
      url: (uploadId) => SELF_TAPE_API_PATHS.UPLOAD(applicationId, requestId, uploadId),
      start: ({ id, bytes }) =>
        startAnswerUpload(deps, { id, bytes, profileId, applicationId, requestId }),
    })

    app.post(
      SELF_TAPE_API_PATHS.UPLOADS(':id', ':requestId'),
      signedInWrite(app, RATE_LIMITS.videoUpload, {
        tags: TAGS,
        summary: 'Start a resumable (tus 1.0) upload of a self-tape answer (the applicant)',
        description:
          'tus creation with Upload-Length (<= 500 MB); judged like an intro video (MP4, MOV ' +
          'or WebM, <= 3 minutes). Until the deadline; a ready answer replaces the earlier one.',
        params: selfTapeUploadParamsSchema,
        response: errorResponses(400, 401, 404, 409, 413, 429),
      }),
      async (request, reply) => {
        const { id, requestId } = request.params
        const target = await answerTarget(deps, authOf(request), id, requestId)
        if (!target.open) throw new HttpError('CONFLICT', SELF_TAPE_MESSAGES.CLOSED)
        return tus.forward(request, reply, answerUploadTarget(id, requestId, target.profileId))
      },
    )

    const continueUpload =
      (method: 'HEAD' | 'PATCH' | 'DELETE') =>
      async (
        request: FastifyRequest<{ Params: z.infer<typeof uploadParamsSchema> }>,
        reply: FastifyReply,
      ) => {
        const { id, requestId, uploadId } = request.params
        const target = await answerTarget(deps, authOf(request), id, requestId)
        if (!(await findAnswerUpload(deps, id, requestId, uploadId))) {
          throw new HttpError('NOT_FOUND', MODEL_VIDEO_MESSAGES.UPLOAD_GONE)
        }
        // As for intro videos: the row goes before tus sends its 204.
        if (method === 'DELETE') await dropAnswerUpload(deps, id, requestId, uploadId)
        return tus.forward(request, reply, answerUploadTarget(id, requestId, target.profileId))
      }
    const uploadPath = SELF_TAPE_API_PATHS.UPLOAD(':id', ':requestId', ':uploadId')
    const continueOptions = (summary: string) =>
      signedInWrite(app, RATE_LIMITS.videoUpload, {
        tags: TAGS,
        summary,
        params: uploadParamsSchema,
        response: errorResponses(400, 401, 404, 409, 413, 429),
      })
    app.head(
      uploadPath,
      continueOptions('The offset of an answer upload (tus HEAD)'),
      continueUpload('HEAD'),
    )
    app.patch(
      uploadPath,
      continueOptions('The next bytes of an answer upload (tus PATCH)'),
      continueUpload('PATCH'),
    )
    app.delete(
      uploadPath,
      continueOptions('Cancel an answer upload (tus termination)'),
      continueUpload('DELETE'),
    )
  }
