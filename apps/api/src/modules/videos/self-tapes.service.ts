// Self-tapes on castings (issue #31, ADR 0053): a casting's owner asks the shortlisted
// applicants for a video; each answers with a video of the intro videos' pipeline (same tus
// upload, judging and job) whose row belongs to the request and the application. Who may do
// what is the applications' rules (casting owner, part in an application).
import {
  SELF_TAPE_APPLICATION_STATUSES,
  SELF_TAPE_LIMITS,
  SELF_TAPE_MESSAGES,
  type CastingSelfTapes,
  type ModelVideoFile,
  type SelfTapeRequest,
  type SelfTapeRequestInput,
  type SelfTapeVideo,
} from '@cnm/contracts'
import type { ModelVideo as VideoRow } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import type { Viewer } from '../../lib/model-access.js'
import { notify } from '../../lib/notify.js'
import { assertCastingOwner } from '../applications/index.js'
import { answerServable } from './self-tape-answers.js'
import { PROFILE_FACTS, type VideoDeps } from './videos.service.js'

export type Caller = NonNullable<Viewer>

export interface SelfTapeDeps extends VideoDeps {
  clock: Clock
}

/** URLs of a request's script and an answer's files for this caller (signed, never public). */
export interface SelfTapeUrls {
  script: (requestId: number) => string
  file: (videoId: string, file: ModelVideoFile) => string
}

export const ADDRESSED = [...SELF_TAPE_APPLICATION_STATUSES]
const scriptKeyOf = (requestId: number) => `self-tapes/${requestId}/script.pdf`
const PROFILE_FACTS_WITH_NAME = { ...PROFILE_FACTS, stageName: true } as const
const castingFacts = { clientId: true, status: true, hiddenAt: true, title: true } as const

async function ownedCasting(deps: SelfTapeDeps, viewer: Caller, castingId: number, write: boolean) {
  const casting = await deps.prisma.casting.findUnique({
    where: { id: castingId },
    select: castingFacts,
  })
  assertCastingOwner(viewer, casting, { write })
  return casting
}

async function ownedRequest(deps: SelfTapeDeps, viewer: Caller, requestId: number) {
  const request = await deps.prisma.selfTapeRequest.findUnique({
    where: { id: requestId },
    include: { casting: { select: castingFacts } },
  })
  if (!request) throw notFound()
  assertCastingOwner(viewer, request.casting, { write: true })
  return request
}

export const toRequestView = (
  row: {
    id: number
    castingId: number
    instructions: string
    deadline: Date
    scriptKey: string | null
    createdAt: Date
  },
  urls: SelfTapeUrls,
): SelfTapeRequest => ({
  id: row.id,
  castingId: row.castingId,
  instructions: row.instructions,
  deadline: row.deadline.toISOString(),
  scriptUrl: row.scriptKey ? urls.script(row.id) : null,
  createdAt: row.createdAt.toISOString(),
})

export const toAnswerView = (row: VideoRow, urls: SelfTapeUrls): SelfTapeVideo => {
  const ready = row.status === 'ready'
  return {
    id: row.id,
    status: row.status,
    failureReason: row.status === 'failed' ? row.failureReason : null,
    durationSeconds: row.durationMs === null ? null : row.durationMs / 1000,
    videoUrl: ready ? urls.file(row.id, 'video.mp4') : null,
    video480Url: ready && row.video480Key ? urls.file(row.id, 'video-480.mp4') : null,
    posterUrl: ready ? urls.file(row.id, 'poster.jpg') : null,
    seenAt: row.seenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A new request, told to every addressed applicant in the same transaction. */
export async function createSelfTapeRequest(
  deps: SelfTapeDeps,
  viewer: Caller,
  castingId: number,
  input: SelfTapeRequestInput,
  urls: SelfTapeUrls,
): Promise<SelfTapeRequest> {
  const casting = await ownedCasting(deps, viewer, castingId, true)
  const deadline = new Date(input.deadline)
  if (deadline.getTime() <= deps.clock.now().getTime()) {
    throw new HttpError('VALIDATION_FAILED', SELF_TAPE_MESSAGES.DEADLINE_PAST, {
      fields: { deadline: SELF_TAPE_MESSAGES.DEADLINE_PAST },
    })
  }
  const row = await deps.prisma.$transaction(async (tx) => {
    const created = await tx.selfTapeRequest.create({
      data: { castingId, instructions: input.instructions, deadline },
    })
    const addressed = await tx.application.findMany({
      where: { castingId, status: { in: ADDRESSED } },
      select: { id: true, applicantId: true },
    })
    await notify(
      tx,
      addressed.map((application) => ({
        userId: application.applicantId,
        kind: 'self_tape' as const,
        castingId,
        payload: {
          event: 'requested',
          castingTitle: casting.title,
          applicationId: application.id,
          requestId: created.id,
        },
      })),
    )
    return created
  })
  return toRequestView(row, urls)
}

/** The script PDF, judged by its bytes, replacing any earlier one. */
export async function attachScript(
  deps: SelfTapeDeps,
  viewer: Caller,
  requestId: number,
  body: Buffer,
  urls: SelfTapeUrls,
): Promise<SelfTapeRequest> {
  await ownedRequest(deps, viewer, requestId)
  if (body.length > SELF_TAPE_LIMITS.SCRIPT_MAX_BYTES) {
    throw new HttpError('PAYLOAD_TOO_LARGE', SELF_TAPE_MESSAGES.SCRIPT_TOO_LARGE)
  }
  if (!body.subarray(0, 5).equals(Buffer.from('%PDF-'))) {
    throw new HttpError('VALIDATION_FAILED', SELF_TAPE_MESSAGES.NOT_A_PDF)
  }
  const key = scriptKeyOf(requestId)
  await deps.storage.put(key, body, 'application/pdf')
  const row = await deps.prisma.selfTapeRequest.update({
    where: { id: requestId },
    data: { scriptKey: key },
  })
  return toRequestView(row, urls)
}

/** The storage key of a request's script, or null. Who may fetch it is the signed URL's business. */
export async function scriptKey(deps: Pick<VideoDeps, 'prisma'>, requestId: number) {
  const row = await deps.prisma.selfTapeRequest.findUnique({
    where: { id: requestId },
    select: { scriptKey: true },
  })
  return row?.scriptKey ?? null
}

/** The owner's view: each request (newest first), every addressed applicant, their ready answer. */
export async function castingSelfTapes(
  deps: SelfTapeDeps,
  viewer: Caller,
  castingId: number,
  urls: SelfTapeUrls,
): Promise<CastingSelfTapes> {
  await ownedCasting(deps, viewer, castingId, false)
  const [requests, applications] = await Promise.all([
    deps.prisma.selfTapeRequest.findMany({
      where: { castingId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      include: {
        answers: { where: { status: 'ready' }, orderBy: [{ createdAt: 'desc' }] },
      },
    }),
    deps.prisma.application.findMany({
      where: { castingId, status: { not: 'withdrawn' } },
      orderBy: { id: 'asc' },
      select: { id: true, status: true, modelProfile: { select: PROFILE_FACTS_WITH_NAME } },
    }),
  ])
  return requests.map((request) => ({
    request: toRequestView(request, urls),
    answers: applications.flatMap((application) => {
      const video = request.answers.find((answer) => answer.applicationId === application.id)
      const addressed = (ADDRESSED as string[]).includes(application.status)
      if (!video && !addressed) return []
      const servable = answerServable(application.modelProfile, application)
      return [
        {
          applicationId: application.id,
          stageName: application.modelProfile.stageName,
          video: video && servable ? toAnswerView(video, urls) : null,
        },
      ]
    }),
  }))
}

/** The owner marks an answer seen (once; a later call keeps the first time). */
export async function markAnswerSeen(
  deps: SelfTapeDeps,
  viewer: Caller,
  requestId: number,
  applicationId: number,
): Promise<void> {
  await ownedRequest(deps, viewer, requestId)
  const ready = await deps.prisma.modelVideo.findFirst({
    where: { selfTapeRequestId: requestId, applicationId, status: 'ready' },
    select: { id: true, seenAt: true },
  })
  if (!ready) throw notFound()
  if (ready.seenAt === null) {
    await deps.prisma.modelVideo.update({
      where: { id: ready.id },
      data: { seenAt: deps.clock.now() },
    })
  }
}
