import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  messageOnlyResponseSchema,
  MODEL_VIDEO_MESSAGES,
  modelIdParamsSchema,
  modelVideoFileParamsSchema,
  modelVideoFileQuerySchema,
  modelVideoLabelInputSchema,
  modelVideoListResponseSchema,
  modelVideoParamsSchema,
  modelVideoResponseSchema,
  type ModelVideoFile,
} from '@cnm/contracts'
import { notFound } from '../../lib/http-error.js'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { authOf, errorResponses, signedInWrite } from '../../lib/http/route-helpers.js'
import { assertMayManageProfile } from '../../lib/model-access.js'
import { allowCrossOriginEmbedding } from '../../plugins/security-headers.js'
import { createVideoFileSigner, parseRange } from './video-files.js'
import { createTusServer, videoUploadRoutes } from './video-uploads.js'
import { selfTapeRoutes } from './self-tapes.routes.js'
import { videoDepsOf } from './video-jobs.js'
import {
  deleteVideo,
  loadVideoFile,
  relabelVideo,
  toVideoView,
  videosForViewer,
} from './videos.service.js'

/** A video file is a media resource the web app (another origin) plays; nothing else. */
const MEDIA_CSP = "default-src 'none'"
const CONTENT_TYPES: Record<ModelVideoFile, string> = {
  'video.mp4': 'video/mp4',
  'video-480.mp4': 'video/mp4',
  'poster.jpg': 'image/jpeg',
}

/** Intro videos of model profiles (issue #31, ADR 0052): uploads, list, label, delete, files. */
export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = videoDepsOf(app)
  const signer = createVideoFileSigner(app.config.jwtSecret, app.clock)
  const tus = createTusServer(deps, {
    directory: app.config.videoUploadDirectory,
    apiPublicUrl: app.config.apiPublicUrl,
  })
  await app.register(videoUploadRoutes(deps, tus))
  await app.register(
    selfTapeRoutes({ ...deps, clock: app.clock }, tus, signer, app.config.apiPublicUrl),
  )

  const fileUrl = (signed: boolean) => (videoId: string, file: ModelVideoFile) => {
    const url = `${app.config.apiPublicUrl}${API_PATHS.MODEL_VIDEO_FILE(videoId, file)}`
    return signed ? `${url}?${signer.query(videoId, file)}` : url
  }

  app.get(
    API_PATHS.MODEL_VIDEOS(':id'),
    {
      config: { signIn: 'optional' },
      schema: {
        tags: ['models'],
        summary: "A profile's intro videos",
        description:
          'Anybody: the ready videos of a public profile. Its owner or an administrator: every ' +
          'video with its state (uploading, processing, ready, failed with a reason), file URLs ' +
          'signed while the profile is out of public view. 404 for a profile the caller cannot see.',
        params: modelIdParamsSchema,
        response: { 200: modelVideoListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { rows, signed } = await videosForViewer(deps, request.auth ?? null, request.params.id)
      return envelope(rows.map((row) => toVideoView(row, fileUrl(signed))))
    },
  )

  app.patch(
    API_PATHS.MODEL_VIDEO(':id', ':videoId'),
    signedInWrite(app, RATE_LIMITS.videoChange, {
      tags: ['models'],
      summary: "Change a video's title (intro, walking, monologue, or other with own words)",
      params: modelVideoParamsSchema,
      body: modelVideoLabelInputSchema,
      response: { 200: modelVideoResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) => {
      const { id, videoId } = request.params
      await assertMayManageProfile(app.prisma, authOf(request), id)
      const row = await relabelVideo(deps, id, videoId, request.body)
      return envelope(toVideoView(row, fileUrl(true)), MODEL_VIDEO_MESSAGES.SAVED)
    },
  )

  app.delete(
    API_PATHS.MODEL_VIDEO(':id', ':videoId'),
    signedInWrite(app, RATE_LIMITS.videoChange, {
      tags: ['models'],
      summary: 'Delete a video (or an unfinished upload) and its files',
      params: modelVideoParamsSchema,
      response: { 200: messageOnlyResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
    }),
    async (request) => {
      const { id, videoId } = request.params
      await assertMayManageProfile(app.prisma, authOf(request), id)
      await deleteVideo(deps, id, videoId, tus.dropParts)
      return envelope(null, MODEL_VIDEO_MESSAGES.DELETED)
    },
  )

  app.get(
    API_PATHS.MODEL_VIDEO_FILE(':videoId', ':file'),
    {
      logLevel: 'warn',
      schema: {
        hide: true,
        params: modelVideoFileParamsSchema,
        querystring: modelVideoFileQuerySchema,
      },
    },
    async (request, reply) => {
      const { videoId, file } = request.params
      const { expires, signature } = request.query
      const found = await loadVideoFile(deps, videoId, file)
      if (!found) throw notFound()
      const signedOk = signer.verify(videoId, file, expires, signature)
      if (!found.isPublic && !signedOk) throw notFound()
      // The size first (an empty slice), then the bytes asked for.
      const whole = await app.storage.read(found.key, { start: 0, end: -1 })
      if (!whole) throw notFound()
      const range = parseRange(request.headers.range, whole.size)
      allowCrossOriginEmbedding(reply, MEDIA_CSP)
      reply
        .header('accept-ranges', 'bytes')
        .header('content-type', CONTENT_TYPES[file])
        // Private: a profile hidden tomorrow must not keep playing from a shared cache.
        .header('cache-control', 'private, max-age=600')
      if (range === 'unsatisfiable') {
        return reply.code(416).header('content-range', `bytes */${whole.size}`).send()
      }
      const slice = await app.storage.read(found.key, range ?? undefined)
      if (!slice) throw notFound()
      reply.header('content-length', String(slice.end - slice.start + 1))
      if (range) {
        reply.code(206).header('content-range', `bytes ${slice.start}-${slice.end}/${slice.size}`)
      }
      return reply.send(slice.body)
    },
  )
}
