// What a push says (issue #29, ADR 0055): a short title and the in-app notification's line, in
// the user's language, and the page it opens, as the in-app list links it. Nothing beyond what
// the in-app notification shows: a lock screen is seen by others.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  OPTION_WEB_ROUTES,
  PUSH_KIND_OF_NOTIFICATION,
  WEB_ROUTES,
  webPath,
  type NotificationKind,
} from '@cnm/contracts'
import { emailWording } from '../i18n/wording/index.js'

type Payload = Record<string, string | number | null>

export interface PushMessage {
  title: string
  body: string
  /** A path of the web app: the service worker opens it on the site's origin. */
  url: string
  /** Pushes with one tag replace each other on the phone (one per thread, say). */
  tag: string
}

const textOf = (payload: Payload, key: string) => {
  const value = payload[key]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}
const idOf = (payload: Payload, key: string) => {
  const value = payload[key]
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined
}

export interface PushableNotification {
  kind: NotificationKind
  payload: Payload
  threadId: number | null
}

/** The push for a notification, or null when its kind never reaches the phone. */
export function pushMessageOf(
  notification: PushableNotification,
  language: string | null,
): PushMessage | null {
  const kind = PUSH_KIND_OF_NOTIFICATION[notification.kind]
  if (!kind) return null
  const texts = emailWording(isLanguage(language) ? language : DEFAULT_LANGUAGE).push
  const { payload } = notification
  const named = textOf(payload, 'title')
  const title = named ? `“${named}”` : texts.untitled
  const applicationId = idOf(payload, 'applicationId')
  const proposalId = idOf(payload, 'proposalId')
  const proposalPage =
    proposalId !== undefined ? webPath(WEB_ROUTES.MYPAGE_PROPOSAL, { id: proposalId }) : undefined
  const head = { title: texts.titles[kind] }
  switch (notification.kind) {
    case 'message':
      return {
        ...head,
        body: texts.message(title),
        url:
          applicationId !== undefined
            ? webPath(WEB_ROUTES.MYPAGE_APPLICATION_THREAD, { id: applicationId })
            : (proposalPage ?? WEB_ROUTES.MYPAGE_MESSAGES),
        tag: `thread-${notification.threadId ?? 0}`,
      }
    case 'option':
      return {
        ...head,
        body: texts.option(title),
        url: OPTION_WEB_ROUTES.MYPAGE_OPTIONS,
        tag: `option-${idOf(payload, 'optionId') ?? 0}`,
      }
    case 'proposal_received':
      return {
        ...head,
        body: texts.proposalReceived(title),
        url: proposalPage ?? WEB_ROUTES.MYPAGE_NOTIFICATIONS,
        tag: `proposal-${proposalId ?? 0}`,
      }
    case 'proposal_answered': {
      const status = textOf(payload, 'status')
      const answer = status === 'accepted' || status === 'declined' ? status : 'other'
      return {
        ...head,
        body: texts.proposalAnswered[answer](title),
        url: proposalPage ?? WEB_ROUTES.MYPAGE_NOTIFICATIONS,
        tag: `proposal-${proposalId ?? 0}`,
      }
    }
    default: {
      const count = idOf(payload, 'count') ?? 1
      const name = textOf(payload, 'name') ?? ''
      if (textOf(payload, 'searchKind') === 'models') {
        return {
          title: texts.modelMatches.title,
          body: texts.modelMatches.body(name, count),
          url: WEB_ROUTES.MYPAGE_SAVED_SEARCHES,
          tag: `search-${idOf(payload, 'savedSearchId') ?? 0}`,
        }
      }
      return {
        ...head,
        body: texts.matches(name, count),
        url: WEB_ROUTES.MYPAGE_SAVED_SEARCHES,
        tag: `search-${idOf(payload, 'savedSearchId') ?? 0}`,
      }
    }
  }
}
