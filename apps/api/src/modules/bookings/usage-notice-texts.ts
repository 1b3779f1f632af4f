// The e-mails of the usage-ended notice (ADR 0056), in English and Korean: the notice and its
// reminder to the client, the take-down to the model side.
import type { Language } from '@cnm/contracts'
import type { EmailWording } from './tell-with-email.js'

export interface NoticeFacts {
  title: string
  scope: string
  endsOn: string
  message: string
  link: string
}

type Wordings = Record<Language, EmailWording>

export function noticeWording(facts: NoticeFacts, reminder: boolean): Wordings {
  const { title, scope, endsOn, message, link } = facts
  return {
    en: {
      subject: reminder
        ? `Reminder: the usage period of ${title} has ended`
        : `The usage period of ${title} has ended`,
      paragraphs: [
        `The model side tells you that the agreed usage of the pictures (${scope}) ended on ${endsOn}.`,
        ...(message ? [`Their message: ${message}`] : []),
        'Please acknowledge it: tell them the day you took the pictures down, or request an extension, which is a new version of the agreement with its own fee.',
        `Answer here: ${link}`,
      ],
    },
    ko: {
      subject: reminder
        ? `다시 알림: ${title} 이미지 사용 기간이 끝났습니다`
        : `${title} 이미지 사용 기간이 끝났습니다`,
      paragraphs: [
        `모델 측에서 합의된 이미지 사용(${scope}) 기간이 ${endsOn}에 끝났음을 알려 왔습니다.`,
        ...(message ? [`모델 측 메시지: ${message}`] : []),
        '이미지를 내린 날짜를 알려 주시거나, 별도 비용이 있는 새 계약서 버전으로 사용 기간 연장을 요청해 주세요.',
        `답변하기: ${link}`,
      ],
    },
  }
}

export function takenDownWording(
  facts: Pick<NoticeFacts, 'title' | 'scope' | 'link'> & { takenDownOn: string },
): Wordings {
  const { title, scope, link, takenDownOn } = facts
  return {
    en: {
      subject: `The pictures of ${title} were taken down`,
      paragraphs: [
        `The client acknowledged your notice: it says it took the pictures (${scope}) down on ${takenDownOn}.`,
        `See the ledger: ${link}`,
      ],
    },
    ko: {
      subject: `${title} 이미지가 내려졌습니다`,
      paragraphs: [
        `클라이언트가 알림을 확인하고 ${takenDownOn}에 이미지(${scope})를 내렸다고 답했습니다.`,
        `사용 내역 보기: ${link}`,
      ],
    },
  }
}
