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
  type Language,
  type NotificationKind,
  type PushKind,
} from '@cnm/contracts'

type Payload = Record<string, string | number | null>

export interface PushMessage {
  title: string
  body: string
  /** A path of the web app: the service worker opens it on the site's origin. */
  url: string
  /** Pushes with one tag replace each other on the phone (one per thread, say). */
  tag: string
}

interface Texts {
  titles: Record<PushKind, string>
  untitled: string
  message: (title: string) => string
  option: (title: string) => string
  proposalReceived: (title: string) => string
  proposalAnswered: Record<'accepted' | 'declined' | 'other', (title: string) => string>
  matches: (name: string, count: number) => string
  /** A client's saved search of the models directory (payload searchKind 'models'). */
  modelMatches: { title: string; body: (name: string, count: number) => string }
}

const TEXTS: Record<Language, Texts> = {
  en: {
    titles: {
      messages: 'New message',
      options: 'Option update',
      proposals: 'Casting proposal',
      matches: 'New castings for you',
    },
    untitled: 'your casting',
    message: (title) => `A new message about ${title}.`,
    option: (title) => `An option on ${title} has news.`,
    proposalReceived: (title) => `You received a casting proposal: ${title}.`,
    proposalAnswered: {
      accepted: (title) => `Your proposal ${title} was accepted.`,
      declined: (title) => `Your proposal ${title} was declined.`,
      other: (title) => `Your proposal ${title} has been answered.`,
    },
    matches: (name, count) =>
      count === 1
        ? `A new casting matches your search “${name}”.`
        : `${count} new castings match your search “${name}”.`,
    modelMatches: {
      title: 'New models for you',
      body: (name, count) =>
        count === 1
          ? `A new model matches your search “${name}”.`
          : `${count} new models match your search “${name}”.`,
    },
  },
  ko: {
    titles: {
      messages: '새 메시지',
      options: '옵션(가예약) 소식',
      proposals: '캐스팅 제안',
      matches: '새 캐스팅 알림',
    },
    untitled: '캐스팅',
    message: (title) => `${title}에 새 메시지가 도착했습니다.`,
    option: (title) => `${title} 옵션(가예약)에 새 소식이 있습니다.`,
    proposalReceived: (title) => `캐스팅 제안을 받았습니다: ${title}`,
    proposalAnswered: {
      accepted: (title) => `${title} 제안이 수락되었습니다.`,
      declined: (title) => `${title} 제안이 거절되었습니다.`,
      other: (title) => `보내신 제안 ${title}에 답변이 왔습니다.`,
    },
    matches: (name, count) => `저장한 검색 “${name}”에 맞는 새 캐스팅이 ${count}건 있습니다.`,
    modelMatches: {
      title: '새 모델 알림',
      body: (name, count) => `저장한 검색 “${name}”에 맞는 새 모델이 ${count}명 있습니다.`,
    },
  },
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
  const texts = TEXTS[isLanguage(language) ? language : DEFAULT_LANGUAGE]
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
