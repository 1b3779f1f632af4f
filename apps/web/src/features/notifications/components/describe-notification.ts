import {
  AGREEMENT_EVENT_VALUES,
  BOOKING_WEB_ROUTES,
  APPLICATION_STATUS_VALUES,
  OPTION_EVENT_VALUES,
  OPTION_WEB_ROUTES,
  WEB_ROUTES,
  webPath,
  type AppNotification,
  type ApplicationStatus,
} from '@cnm/contracts'
import type { TFunction } from 'i18next'

// How a notification reads and where it leads, from its kind and payload (issue #15). The
// API puts ids and short names in the payload (notify.ts); the keys read here are listed in
// docs/decisions/0027-my-casting-and-messages-web.md. A missing name falls back to a wording
// without it, never to an empty quote.

type Payload = AppNotification['payload']

const text = (payload: Payload, ...keys: string[]): string | undefined => {
  for (const key of keys) {
    const value = payload[key]
    if (typeof value === 'string' && value.trim() !== '') return value
    if (typeof value === 'number') return String(value)
  }
  return undefined
}
const id = (payload: Payload, ...keys: string[]): number | undefined => {
  for (const key of keys) {
    const value = payload[key]
    const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
    if (Number.isInteger(n) && n > 0) return n
  }
  return undefined
}

export interface NotificationView {
  text: string
  to: string
}

const castingPath = (castingId: number) => `${WEB_ROUTES.CASTINGS}/${castingId}`

export function describeNotification(
  notification: AppNotification,
  t: TFunction<'notifications'>,
): NotificationView {
  const { payload, kind } = notification
  const castingId = notification.castingId ?? id(payload, 'castingId')
  const applicationId = id(payload, 'applicationId')
  const proposalId = id(payload, 'proposalId')
  const title = text(payload, 'castingTitle', 'proposalTitle', 'title')
  const model = text(payload, 'modelName', 'stageName', 'profileName')
  const titled = (key: string, values: Record<string, string> = {}) =>
    // Each kind has a wording with the title and one without ("…_untitled").
    t((title ? key : `${key}_untitled`) as 'kinds.message', { title: title ?? '', ...values })

  const applicationThread =
    applicationId !== undefined
      ? webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId })
      : undefined
  const proposalPage =
    proposalId !== undefined ? webPath(WEB_ROUTES.MYPAGE_PROPOSAL, { id: proposalId }) : undefined
  const applicants =
    castingId !== undefined
      ? webPath(WEB_ROUTES.MYPAGE_CASTING_APPLICANTS, { id: castingId })
      : undefined
  const myCasting = WEB_ROUTES.MYPAGE_CASTING

  switch (kind) {
    case 'application_received':
      return {
        text: titled('kinds.application_received', { name: model ?? t('someone') }),
        to: applicationThread ?? applicants ?? myCasting,
      }
    case 'application_withdrawn':
      return {
        text: titled('kinds.application_withdrawn', { name: model ?? t('someone') }),
        to: applicants ?? myCasting,
      }
    case 'application_status': {
      const status = text(payload, 'status')
      const known = (APPLICATION_STATUS_VALUES as readonly string[]).includes(status ?? '')
      return {
        text: titled('kinds.application_status', {
          status: known ? t(`status.${status as ApplicationStatus}`) : t('status.changed'),
        }),
        to: applicationThread ?? myCasting,
      }
    }
    case 'proposal_received':
      // Addressed to one of the recipient's profiles: its name says which.
      return {
        text: titled('kinds.proposal_received', { name: model ?? t('yourProfile') }),
        to: proposalPage ?? myCasting,
      }
    case 'proposal_answered': {
      const status = text(payload, 'status')
      return {
        text: titled(
          status === 'accepted'
            ? 'kinds.proposal_accepted'
            : status === 'declined'
              ? 'kinds.proposal_declined'
              : // Ended because the other side left (ADR 0032), whichever side this reader is.
                payload.reason === 'account_closed'
                ? 'kinds.proposal_ended_account_closed'
                : 'kinds.proposal_answered',
        ),
        to: proposalPage ?? myCasting,
      }
    }
    case 'message':
      return {
        text: titled('kinds.message'),
        to: applicationThread ?? proposalPage ?? myCasting,
      }
    case 'casting_closed':
      return {
        // The reason is told when the client left (ADR 0032): the casting will not come back.
        text: titled(
          payload.reason === 'account_closed'
            ? 'kinds.casting_closed_account_closed'
            : 'kinds.casting_closed',
        ),
        to: castingId !== undefined ? castingPath(castingId) : myCasting,
      }
    case 'casting_released':
      return {
        text: titled('kinds.casting_released'),
        to: castingId !== undefined ? castingPath(castingId) : myCasting,
      }
    case 'review_received':
      return { text: t('kinds.review_received'), to: WEB_ROUTES.MYPAGE_REVIEWS }
    case 'review_released':
      return { text: t('kinds.review_released'), to: WEB_ROUTES.MYPAGE_REVIEWS }
    case 'admin_action':
      return describeAdminAction(payload, castingId, title, t)
    case 'agreement': {
      // Issue #28: the other side's step on a booking agreement, linked to the agreement.
      const event = text(payload, 'event')
      const agreementId = id(payload, 'agreementId')
      const known = (AGREEMENT_EVENT_VALUES as readonly string[]).includes(event ?? '')
      if (event === 'usage_ending' || event === 'usage_ended') {
        // ADR 0048: a picture usage ends soon or today; leads to the usage ledger.
        return {
          text: titled(`kinds.agreement_${event}`, {
            scope: text(payload, 'scope') ?? '',
            days: text(payload, 'days') ?? '',
            endsOn: text(payload, 'endsOn') ?? '',
          }),
          to: BOOKING_WEB_ROUTES.MYPAGE_IMAGE_USAGE,
        }
      }
      if (
        event === 'usage_notice' ||
        event === 'usage_notice_reminder' ||
        event === 'usage_taken_down'
      ) {
        // ADR 0056: the usage-ended notice and its answer are read and answered on the ledger.
        return {
          text: titled(`kinds.agreement_${event}`, {
            scope: text(payload, 'scope') ?? '',
            endsOn: text(payload, 'endsOn') ?? '',
            takenDownOn: text(payload, 'takenDownOn') ?? '',
          }),
          to: BOOKING_WEB_ROUTES.MYPAGE_IMAGE_USAGE,
        }
      }
      const note = event === 'pay_case_resolved' ? text(payload, 'note') : undefined
      return {
        text: note
          ? titled('kinds.agreement_pay_case_resolved_note', { note })
          : titled(known ? `kinds.agreement_${event}` : 'kinds.agreement'),
        to:
          agreementId !== undefined
            ? BOOKING_WEB_ROUTES.mypageBooking(agreementId)
            : BOOKING_WEB_ROUTES.MYPAGE_BOOKINGS,
      }
    }
    case 'booking_cancelled':
      // Told to the other side: by the client (to the model side) or by the model side; a
      // booked application leads to its thread, an accepted proposal to its page.
      return text(payload, 'by') === 'model'
        ? {
            text: titled('kinds.booking_cancelled_by_model', { name: model ?? t('someone') }),
            to: applicationThread ?? proposalPage ?? applicants ?? myCasting,
          }
        : {
            text: titled('kinds.booking_cancelled_by_client'),
            to: applicationThread ?? proposalPage ?? myCasting,
          }
    case 'option': {
      // Issue #29 (ADR 0049): an option's step, worded per event, linked to My page > Options.
      const event = text(payload, 'event')
      const name = text(payload, 'name')
      const date = text(payload, 'date')
      const known = (OPTION_EVENT_VALUES as readonly string[]).includes(event ?? '')
      return {
        text:
          known && name && date
            ? t(`kinds.option_${event}` as 'kinds.option', { name, date })
            : t('kinds.option'),
        to: OPTION_WEB_ROUTES.MYPAGE_OPTIONS,
      }
    }
    case 'self_tape':
      // ADR 0053: asked for a self-tape, or reminded a day before its deadline; leads to the
      // application, where the applicant uploads it.
      return {
        text: titled(
          text(payload, 'event') === 'reminder'
            ? 'kinds.self_tape_reminder'
            : 'kinds.self_tape_requested',
        ),
        to: applicationThread ?? myCasting,
      }
    case 'saved_search_match': {
      // Issue #29: the search's name and how many new castings; leads to the saved searches.
      const name = text(payload, 'name')
      const count = id(payload, 'count') ?? 1
      // A client's search of the models directory says "new models".
      if (text(payload, 'searchKind') === 'models') {
        return {
          text: name
            ? t('kinds.saved_search_match_models', { name, count })
            : t('kinds.saved_search_match_models_untitled', { count }),
          to: WEB_ROUTES.MYPAGE_SAVED_SEARCHES,
        }
      }
      return {
        text: name
          ? t('kinds.saved_search_match', { name, count })
          : t('kinds.saved_search_match_untitled', { count }),
        to: WEB_ROUTES.MYPAGE_SAVED_SEARCHES,
      }
    }
  }
}

/**
 * Issue #26: an administrator's decision names what happened and leads to it, from the
 * payload's `action` (castings-admin.service.ts, admin.service.ts, models-admin.service.ts,
 * suspension.service.ts, reports-queue.service.ts); an action this list does not know keeps
 * the general wording.
 */
function describeAdminAction(
  payload: Payload,
  castingId: number | undefined,
  title: string | undefined,
  t: TFunction<'notifications'>,
): NotificationView {
  const action = text(payload, 'action')
  const reason = text(payload, 'reason')
  const withReason = (line: string) => (reason ? t('admin.withReason', { line, reason }) : line)
  const casting = castingId !== undefined ? castingPath(castingId) : WEB_ROUTES.MYPAGE_CASTING
  const titled = (key: 'reject' | 'hide' | 'restore') =>
    title ? t(`admin.casting_${key}`, { title }) : t(`admin.casting_${key}_untitled`)
  switch (action) {
    case 'casting.reject':
      return { text: withReason(titled('reject')), to: casting }
    case 'casting.hide':
      return { text: withReason(titled('hide')), to: casting }
    case 'casting.restore':
      return { text: titled('restore'), to: casting }
    case 'examination_approved':
      return { text: t('admin.examination_approved'), to: WEB_ROUTES.MYPAGE }
    case 'examination_sent_back':
      return { text: withReason(t('admin.examination_sent_back')), to: WEB_ROUTES.MYPAGE }
    case 'account_reinstated':
      return { text: t('admin.account_reinstated'), to: WEB_ROUTES.MYPAGE }
    case 'report_dismissed':
      return { text: t('admin.report_dismissed'), to: WEB_ROUTES.MYPAGE_NOTIFICATIONS }
    case 'report_resolved':
      return { text: withReason(t('admin.report_resolved')), to: WEB_ROUTES.MYPAGE_NOTIFICATIONS }
  }
  if (action?.startsWith('model_review_')) {
    const profileId = id(payload, 'profileId')
    return {
      text: withReason(t('admin.model_review')),
      to:
        profileId !== undefined
          ? webPath(WEB_ROUTES.MYPAGE_MODEL_EDIT, { id: profileId })
          : WEB_ROUTES.MYPAGE_MODEL,
    }
  }
  return { text: withReason(t('kinds.admin_action')), to: WEB_ROUTES.MYPAGE }
}
