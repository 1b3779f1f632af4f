// The applicant's side of self-tapes (issue #31, ADR 0053): the requests on one's application
// and the answer upload's checks and rows. Only the applicant of an addressed application
// (shortlisted, or booked since) gets anything; anybody else gets 404.
import { SELF_TAPE_MESSAGES, type ApplicationSelfTapes } from '@cnm/contracts'
import { HttpError, notFound } from '../../lib/http-error.js'
import { roleIn } from '../applications/index.js'
import {
  ADDRESSED,
  toAnswerView,
  toRequestView,
  type Caller,
  type SelfTapeDeps,
  type SelfTapeUrls,
} from './self-tapes.service.js'
import type { VideoDeps } from './videos.service.js'

const closed = () => new HttpError('CONFLICT', SELF_TAPE_MESSAGES.CLOSED)

/** The applicant's side of an application; only its applicant, only while addressed. */
async function applicantsApplication(deps: SelfTapeDeps, viewer: Caller, applicationId: number) {
  const application = await deps.prisma.application.findUnique({
    where: { id: applicationId },
    select: {
      id: true,
      status: true,
      castingId: true,
      modelProfileId: true,
      applicantId: true,
      casting: { select: { clientId: true } },
    },
  })
  if (roleIn(viewer, application) !== 'applicant' || !application) throw notFound()
  return application
}

const isAddressed = (status: string) => (ADDRESSED as string[]).includes(status)

/** The applicant's view: nothing unless the application is shortlisted (or booked since). */
export async function applicationSelfTapes(
  deps: SelfTapeDeps,
  viewer: Caller,
  applicationId: number,
  urls: SelfTapeUrls,
): Promise<ApplicationSelfTapes> {
  const application = await applicantsApplication(deps, viewer, applicationId)
  if (!isAddressed(application.status)) return []
  const now = deps.clock.now().getTime()
  const requests = await deps.prisma.selfTapeRequest.findMany({
    where: { castingId: application.castingId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: {
      answers: {
        where: { applicationId, status: { not: 'uploading' } },
        orderBy: [{ createdAt: 'desc' }],
      },
    },
  })
  return requests.map((request) => {
    // The ready answer is what the owner sees; a newer one in processing or failed says more.
    const newest = request.answers[0]
    return {
      request: toRequestView(request, urls),
      open: request.deadline.getTime() > now,
      video: newest ? toAnswerView(newest, urls) : null,
    }
  })
}

/**
 * May this caller start an answer to `requestId` on `applicationId`: its applicant, the
 * application addressed, the request of its casting and still open. 404 for anybody else.
 */
export async function answerTarget(
  deps: SelfTapeDeps,
  viewer: Caller,
  applicationId: number,
  requestId: number,
) {
  const application = await applicantsApplication(deps, viewer, applicationId)
  if (!isAddressed(application.status)) throw notFound()
  const request = await deps.prisma.selfTapeRequest.findUnique({ where: { id: requestId } })
  if (!request || request.castingId !== application.castingId) throw notFound()
  return {
    profileId: application.modelProfileId,
    open: request.deadline.getTime() > deps.clock.now().getTime(),
  }
}

/** A new answer upload's row; refused once the deadline has passed. */
export async function startAnswerUpload(
  deps: SelfTapeDeps,
  input: { id: string; bytes: number; profileId: number; applicationId: number; requestId: number },
): Promise<void> {
  const request = await deps.prisma.selfTapeRequest.findUnique({
    where: { id: input.requestId },
    select: { deadline: true },
  })
  if (!request || request.deadline.getTime() <= deps.clock.now().getTime()) throw closed()
  await deps.prisma.modelVideo.create({
    data: {
      id: input.id,
      profileId: input.profileId,
      kind: 'self_tape',
      title: null,
      bytes: input.bytes,
      status: 'uploading',
      selfTapeRequestId: input.requestId,
      applicationId: input.applicationId,
    },
  })
}

/** An answer upload of this application and request whose bytes are still arriving. */
const arrivingAnswer = (applicationId: number, requestId: number, id: string) => ({
  id,
  applicationId,
  selfTapeRequestId: requestId,
  status: 'uploading' as const,
})

/** The answer upload a tus request continues, only while its bytes are still arriving. */
export const findAnswerUpload = (
  deps: Pick<VideoDeps, 'prisma'>,
  ...key: Parameters<typeof arrivingAnswer>
) => deps.prisma.modelVideo.findFirst({ where: arrivingAnswer(...key) })

/** A cancelled answer upload (tus termination): its row goes with its parts. */
export async function dropAnswerUpload(
  deps: Pick<VideoDeps, 'prisma'>,
  ...key: Parameters<typeof arrivingAnswer>
) {
  await deps.prisma.modelVideo.deleteMany({ where: arrivingAnswer(...key) })
}
