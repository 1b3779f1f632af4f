import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  API_PATHS,
  messageOnlyResponseSchema,
  MODEL_PHOTO_FIELD,
  MODEL_PHOTO_LIMITS,
  MODEL_PHOTO_MESSAGES,
  modelIdParamsSchema,
  modelPhotoOrderInputSchema,
  modelPhotoOrderResponseSchema,
  modelPhotoParamsSchema,
  modelPhotoResponseSchema,
} from '@cnm/contracts'
import { HttpError, isHttpError, notFound } from '../../lib/http-error.js'
import { envelope } from '../../lib/reply.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import {
  authOf,
  errorResponses,
  signedInRead,
  signedInWrite,
} from '../../lib/http/route-helpers.js'
import { registerMediaRoute } from './media.routes.js'
import { assertMayManageProfile } from '../../lib/model-access.js'
import { withheldMediaOf } from './model-photo-hooks.js'
import { photoDepsOf } from './photo-jobs.js'
import { toPhotoView } from '../../lib/read-models/photo-image.js'
import { managerPhotoUrl } from './photo-visibility.js'
import { deletePhoto, findPhoto, reorderPhotos, uploadPhoto } from './photos.service.js'

const tooLarge = () =>
  new HttpError('PAYLOAD_TOO_LARGE', MODEL_PHOTO_MESSAGES.TOO_LARGE, {
    fields: { file: MODEL_PHOTO_MESSAGES.TOO_LARGE },
  })
const noFile = () =>
  new HttpError('VALIDATION_FAILED', MODEL_PHOTO_MESSAGES.NO_FILE, {
    fields: { file: MODEL_PHOTO_MESSAGES.NO_FILE },
  })

/** Photos of model profiles (issue #14 "Photos", ADR 0017) and their background jobs. */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = photoDepsOf(app)

  // Only this plugin reads multipart bodies; one file per request, no other parts.
  await app.register(multipart, {
    limits: { fileSize: MODEL_PHOTO_LIMITS.MAX_BYTES, files: 1, fields: 0, parts: 1 },
  })

  const withheld = withheldMediaOf(app)
  registerMediaRoute(app, withheld)
  // Only the owner and administrators reach these routes: withheld photos by signed URL.
  const photoUrls = { url: managerPhotoUrl(app.storage, withheld) }

  app.post(
    API_PATHS.MODEL_PHOTOS(':id'),
    signedInWrite(app, RATE_LIMITS.photoUpload, {
      tags: ['models'],
      summary: 'Upload a photo (multipart field `file`: JPEG, PNG or WebP, <= 15 MB, <= 40 MP)',
      description:
        'Answers 202 once the original is stored; the photo is `pending` until its ' +
        'variants exist. The profile owner or an administrator only (others: 404 for a ' +
        'profile they cannot see, 403 for a published one).',
      consumes: ['multipart/form-data'],
      params: modelIdParamsSchema,
      response: {
        202: modelPhotoResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429),
      },
    }),
    async (request, reply) => {
      const profileId = request.params.id
      await assertMayManageProfile(app.prisma, authOf(request), profileId)
      if (!request.isMultipart()) throw noFile()
      let bytes: Buffer
      try {
        const file = await request.file()
        if (!file || file.fieldname !== MODEL_PHOTO_FIELD) throw noFile()
        bytes = await file.toBuffer()
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge()
        if (error instanceof app.multipartErrors.FilesLimitError) throw noFile()
        if (error instanceof app.multipartErrors.PartsLimitError) throw noFile()
        if (error instanceof app.multipartErrors.FieldsLimitError) throw noFile()
        if (isHttpError(error)) throw error
        // Anything else failed while reading the request body (busboy's "Unexpected end of
        // multipart data" for a cut-off or malformed body): no file arrived, the client's 400.
        throw noFile()
      }
      if (bytes.length === 0) throw noFile()
      const row = await uploadPhoto(deps, profileId, bytes)
      return reply
        .code(202)
        .send(envelope(toPhotoView(photoUrls, row, null), MODEL_PHOTO_MESSAGES.UPLOADED))
    },
  )

  app.get(
    API_PATHS.MODEL_PHOTO(':id', ':photoId'),
    signedInRead(app, {
      tags: ['models'],
      summary: "One photo with its processing status (the owner's photo manager polls it)",
      params: modelPhotoParamsSchema,
      response: { 200: modelPhotoResponseSchema, ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) => {
      const { id, photoId } = request.params
      await assertMayManageProfile(app.prisma, authOf(request), id)
      const photo = await findPhoto(deps, id, photoId)
      if (!photo) throw notFound()
      return envelope(toPhotoView(photoUrls, photo, photo.profile.coverPhotoId))
    },
  )

  app.delete(
    API_PATHS.MODEL_PHOTO(':id', ':photoId'),
    signedInWrite(app, RATE_LIMITS.photoChange, {
      tags: ['models'],
      summary: 'Delete a photo and its files; the next ready photo becomes the cover',
      params: modelPhotoParamsSchema,
      response: {
        200: messageOnlyResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    }),
    async (request) => {
      const { id, photoId } = request.params
      await assertMayManageProfile(app.prisma, authOf(request), id)
      await deletePhoto(deps, id, photoId)
      return envelope(null, MODEL_PHOTO_MESSAGES.DELETED)
    },
  )

  app.put(
    API_PATHS.MODEL_PHOTO_ORDER(':id'),
    signedInWrite(app, RATE_LIMITS.photoChange, {
      tags: ['models'],
      summary: 'Reorder the photos (every id once) and optionally set the cover',
      params: modelIdParamsSchema,
      body: modelPhotoOrderInputSchema,
      response: {
        200: modelPhotoOrderResponseSchema,
        ...errorResponses(400, 401, 403, 404, 429),
      },
    }),
    async (request) => {
      const profileId = request.params.id
      await assertMayManageProfile(app.prisma, authOf(request), profileId)
      const { photos, coverPhotoId } = await reorderPhotos(deps, profileId, request.body)
      return envelope(
        {
          coverPhotoId,
          photos: photos.map((photo) => toPhotoView(photoUrls, photo, coverPhotoId)),
        },
        MODEL_PHOTO_MESSAGES.ORDER_SAVED,
      )
    },
  )
}
