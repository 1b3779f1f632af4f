// The Korean side of every e-mail and SMS the API writes (issue #27), keyed by the same names
// as en.ts; written as a Korean service would say it (합니다 register), not word for word.
import { VERIFICATION } from '@cnm/contracts'
import type { EmailWording } from './en.js'

const BRAND = 'Casting N Model'
const codeMinutes = VERIFICATION.CODE_TTL_SECONDS / 60

const seoulTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'long',
  timeStyle: 'short',
})

export const EMAIL_WORDING_KO: EmailWording = {
  layout: {
    footer: `${BRAND}에서 보낸 메일입니다. 요청하신 적이 없다면 이 메일은 무시하셔도 됩니다.`,
  },
  verificationCode: {
    subject: (code) => `Casting N Model 인증번호 ${code}`,
    title: '이메일 주소를 인증해 주세요',
    paragraphs: [
      '회원가입 화면에 아래 인증번호를 입력하면 본인의 이메일 주소임이 확인됩니다.',
      `인증번호는 ${codeMinutes}분 동안 한 번만 사용할 수 있습니다.`,
    ],
    footer:
      'Casting N Model에 가입하려 한 적이 없다면 다른 사람이 주소를 잘못 입력한 것일 수 있습니다. 이 메일은 무시하셔도 됩니다.',
    sms: (code) =>
      `[Casting N Model] 인증번호는 ${code}입니다. ${codeMinutes}분 안에 입력해 주세요.`,
  },
  alreadyRegistered: {
    subject: '이미 Casting N Model 계정이 있습니다',
    title: '이미 가입된 이메일 주소입니다',
    paragraphs: [
      '이 주소로 회원가입 인증번호 요청이 있었지만, 이미 Casting N Model 계정에 등록된 주소라서 인증번호를 보내지 않았습니다.',
      '본인이 요청하셨다면 로그인해 주세요. 비밀번호가 기억나지 않으면 로그인 창의 "비밀번호 찾기"로 임시 비밀번호를 받으실 수 있습니다.',
    ],
    footer: '가입을 시도한 적이 없다면 이 메일은 무시하셔도 됩니다. 계정에는 아무 변화가 없습니다.',
  },
  temporaryPassword: {
    subject: '임시 비밀번호 안내',
    title: '임시 비밀번호 안내',
    paragraphs: (minutes, expiresAt) => [
      `아래 임시 비밀번호로 ${minutes}분 안에(${seoulTime.format(expiresAt)}까지) 로그인해 주세요. ` +
        '한 번만 사용할 수 있으며, 로그인하면 새 비밀번호를 정하게 됩니다.',
      '임시 비밀번호를 쓰기 전까지는 지금 비밀번호도 그대로 사용할 수 있습니다. ' +
        '요청하신 적이 없다면 이 메일은 무시하셔도 됩니다.',
    ],
  },
  accountSuspended: {
    subject: 'Casting N Model 계정 이용이 정지되었습니다',
    title: '계정 이용이 정지되었습니다',
    lead: '관리자가 회원님의 계정 이용을 정지했습니다. 정지 기간에는 로그인할 수 없으며, 등록한 모델과 캐스팅은 공개되지 않습니다.',
  },
  accountReinstated: {
    subject: 'Casting N Model 계정 이용 정지가 해제되었습니다',
    title: '계정 이용 정지가 해제되었습니다',
    lead: '관리자가 회원님의 계정 이용 정지를 해제했습니다. 다시 로그인할 수 있으며, 등록한 모델과 캐스팅도 다시 공개됩니다.',
  },
  accountReason: (reason) => `사유: ${reason}`,
  notification: {
    subjectThread: (title) => `Casting N Model 새 소식: ${title}`,
    subjectDigest: (count) => `새 알림 ${count}개가 있습니다`,
    titleThread: (title) => `${title} 관련 새 소식`,
    titleDigest: '새 알림',
    open: (link) => `Casting N Model에서 확인하고 답장하세요: ${link}`,
    more: (count) => `그 밖에 알림 ${count}개가 더 있습니다. 앱에서 확인해 주세요.`,
    footer:
      '회원가입 때 알림 수신에 동의하셔서 보내 드리는 메일입니다. 대화 하나당 15분에 한 통까지만 보내 드립니다.',
    messages: (count, title) => `${title}에 새 메시지 ${count}개가 도착했습니다.`,
    line: {
      application_received: (title) => `${title}에 새 지원자가 있습니다.`,
      application_status: (title) => `${title} 지원 상태가 바뀌었습니다.`,
      application_withdrawn: (title) => `${title}에 대한 지원이 취소되었습니다.`,
      proposal_received: (title) => `캐스팅 제안을 받았습니다: ${title}`,
      proposal_answered: (title) => `보내신 제안 ${title}에 답변이 왔습니다.`,
      casting_closed: (title) => `${title} 캐스팅이 마감되었습니다.`,
      casting_released: (title) => `${title} 캐스팅이 게시되었습니다.`,
      review_received: () => '새 리뷰를 받았습니다.',
      review_released: () => '회원님에 대한 리뷰가 공개되었습니다.',
      admin_action: () => '관리자가 회원님의 계정 또는 게시물을 처리했습니다.',
      booking_cancelled: (title) => `${title} 섭외가 취소되었습니다.`,
      self_tape: (title) => `${title} 클라이언트가 셀프 테이프를 요청했습니다.`,
      saved_search_match: () => '저장한 검색에 맞는 새 캐스팅이 있습니다.',
      agreement: (title) => `${title} 섭외 계약서에 새 소식이 있습니다.`,
      option: (title) => `${title} 옵션(가예약)에 새 소식이 있습니다.`,
    },
    proposalAnswer: {
      accepted: (title) => `${title} 제안이 수락되었습니다.`,
      declined: (title) => `${title} 제안이 거절되었습니다.`,
    },
    untitled: '캐스팅',
  },
  selfTapeReminder: {
    subject: (title) => `${title} 셀프 테이프 마감이 다가옵니다`,
    body: (deadline) =>
      `클라이언트가 후보로 선정된 지원자에게 셀프 테이프를 요청했습니다. 마감은 ${deadline}(한국 시간)이며 아직 영상이 올라오지 않았습니다.`,
    open: '마이 캐스팅에서 올리기',
  },
  push: {
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
