// Issue #19 / ADR 0022: the Korean side of every message the API answers with. The English
// catalogues stay where they are (the spec's words, asserted by tests); each Korean catalogue
// is typed by its English one's keys, so a key added in English without Korean does not
// compile, and messages-ko.test.ts checks that every text is real Korean with the same numbers.
// Korean is written as a Korean service would say it (합니다 register), not word for word.
import { CODE_WAIT_MESSAGES } from './certifications.js'
import { type Language } from './i18n.js'
import { MESSAGES, SERVER_MESSAGES, type MessageKey, type ServerMessageKey } from './messages.js'
import { MODEL_PHOTO_LIMITS, MODEL_PHOTO_MESSAGES } from './model-photos.js'
import { MODEL_VIDEO_LIMITS, MODEL_VIDEO_MESSAGES } from './model-videos.js'
import { SELF_TAPE_LIMITS, SELF_TAPE_MESSAGES } from './self-tapes.js'
import { MODEL_LIMITS, MODEL_MESSAGES, MODEL_SERVER_MESSAGES } from './models.js'
import { PACKAGE_SERVER_MESSAGES } from './packages.js'
import { OPTION_SERVER_MESSAGES } from './options.js'
import { TRUST_SERVER_MESSAGES } from './trust.js'
import { ADMIN_CONSOLE_SERVER_MESSAGES } from './admin-console.js'
import { CASTING_SERVER_MESSAGES } from './castings-board.js'
import { RANKING_SERVER_MESSAGES } from './rankings.js'
import { VERIFY_SERVER_MESSAGES } from './verify.js'
import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_SERVER_MESSAGES } from './saved-searches.js'
import { BOOKING_SERVER_MESSAGES } from './bookings.js'
import { PAY_CASE_SERVER_MESSAGES } from './pay-cases.js'
import { USAGE_NOTICE_SERVER_MESSAGES } from './usage-notices.js'

export const MESSAGES_KO: Readonly<Record<MessageKey, string>> = {
  REQUIRED: '필수 입력 항목입니다.',
  INVALID: '올바른 형식이 아닙니다.',
  CODE_LENGTH: '인증번호 6자리를 입력해 주세요.',
  SUBMIT_REQUIRED: '인증을 완료해 주세요.',
  CONFIRM_PASSWORD: '비밀번호가 일치하지 않습니다.',
  CHANGED_CONFIRM_AGAIN: '변경되었습니다. 다시 인증해 주세요.',
  SIGNUP_CLIENT_SUCCESS:
    '회원가입이 완료되었습니다. 관리자가 승인하면 Casting N Model의 모든 기능을 이용하실 수 있습니다.',
  SIGNUP_MODEL_SUCCESS:
    '회원가입이 완료되었습니다. 모델을 등록하면 Casting N Model의 모든 기능을 이용하실 수 있습니다. 지금 등록하시겠습니까?',
  SIGNUP_LEAVE_CONFIRM: '회원가입을 그만두시겠습니까? 입력하신 정보는 사라집니다.',
  PROPOSAL_SUCCESS: '캐스팅 제안을 보냈습니다. 감사합니다!',
  PROPOSAL_FAILURE: '죄송합니다. 문제가 생겼습니다. 다시 시도해 주세요.',
  MESSAGE_SUCCESS: '메시지를 보냈습니다. 소중한 의견 감사합니다!',
  MESSAGE_FAILURE: '오류가 발생했습니다. 죄송합니다. 다시 시도해 주세요.',
  RESET_PASSWORD_PROMPT: '이메일 주소를 입력하시면 임시 비밀번호를 보내 드립니다.',
  PASSWORD_HINT: '영문, 숫자, 특수문자(!@#$%^&*)를 각각 하나 이상 넣어 8~16자로 입력해 주세요.',
  PASSWORD_RULE:
    '영문, 숫자, 특수문자 !@#$%^&*만 쓸 수 있습니다. 각각 하나 이상 넣어 8~16자로 입력해 주세요.',
  BUSINESS_NUMBER_INVALID:
    '올바른 사업자등록번호가 아닙니다. 사업자등록증에 적힌 10자리 번호를 입력해 주세요(예: 123-45-67890).',
}

export const SERVER_MESSAGES_KO: Readonly<Record<ServerMessageKey, string>> = {
  OK: '처리되었습니다.',
  LOGGED_IN: '로그인되었습니다.',
  LOGGED_OUT: '로그아웃되었습니다.',
  SIGNED_UP: '회원가입이 완료되었습니다.',
  TOKEN_REFRESHED: '로그인이 연장되었습니다.',
  INVALID_CREDENTIALS: '이메일 또는 비밀번호가 올바르지 않습니다.',
  UNAUTHORIZED: '로그인해 주세요.',
  SESSION_EXPIRED: '로그인이 만료되었습니다. 다시 로그인해 주세요.',
  FORBIDDEN: '이 작업을 할 권한이 없습니다.',
  NOT_FOUND: '요청하신 내용을 찾을 수 없습니다.',
  VALIDATION_FAILED: '입력한 내용을 다시 확인해 주세요.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  PAYLOAD_TOO_LARGE: '보내신 내용이 너무 큽니다.',
  SERVICE_UNAVAILABLE: '일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요.',
  INTERNAL: '문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  CODE_SENT: '인증번호를 보냈습니다.',
  CODE_RESEND_TOO_SOON: '인증번호를 다시 요청하려면 잠시 기다려 주세요.',
  CODE_VERIFIED: '인증되었습니다.',
  CODE_INVALID: '인증번호가 올바르지 않습니다.',
  CODE_EXPIRED: '인증번호의 유효 시간이 지났습니다. 새 인증번호를 요청해 주세요.',
  CODE_NOT_REQUESTED: '먼저 인증번호를 요청해 주세요.',
  CODE_ATTEMPTS_EXCEEDED: '인증번호를 너무 여러 번 잘못 입력했습니다. 새 인증번호를 요청해 주세요.',
  CODE_DELIVERY_FAILED: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  PHONE_INVALID: '선택한 국가의 휴대폰 번호 형식에 맞게 입력해 주세요.',
  SESSION_ENDED: '해당 기기에서 로그아웃했습니다.',
  OTHER_SESSIONS_ENDED: '다른 모든 기기에서 로그아웃했습니다.',
  PHONE_COUNTRY_UNSUPPORTED: '이 국가의 휴대폰 번호로는 인증번호를 보낼 수 없습니다.',
  SMS_PAUSED: '지금은 문자 메시지를 보낼 수 없습니다. 한 시간 뒤에 다시 시도해 주세요.',
  NOT_VERIFIED: '먼저 이메일과 휴대폰 번호를 인증해 주세요.',
  EMAIL_TAKEN: '이미 가입된 이메일입니다.',
  SIGNUP_TICKET_INVALID: 'Google 로그인 시간이 지났습니다. 다시 시도해 주세요.',
  GOOGLE_UNAVAILABLE: '지금은 Google 로그인을 이용할 수 없습니다. 이메일로 가입해 주세요.',
  GOOGLE_FAILED: 'Google 로그인에 실패했습니다. 다시 시도해 주세요.',
  GOOGLE_CANCELLED: 'Google 로그인을 취소했습니다.',
  GOOGLE_EMAIL_UNVERIFIED: 'Google 계정에 인증된 이메일 주소가 없습니다.',
  GOOGLE_ACCOUNT_CONFLICT: '이 이메일은 이미 다른 Google 계정과 연결되어 있습니다.',
  TEMPORARY_PASSWORD_SENT: '이 이메일로 가입된 계정이 있다면 임시 비밀번호를 보내 드렸습니다.',
  PASSWORD_CHANGE_REQUIRED: '임시 비밀번호를 새 비밀번호로 바꿔 주세요.',
  CURRENT_PASSWORD_INCORRECT: '현재 비밀번호가 올바르지 않습니다.',
  PASSWORD_CHANGED_LOGIN_AGAIN: '비밀번호가 변경되었습니다. 다시 로그인해 주세요.',
  ACCOUNT_DELETED: '계정이 삭제되었습니다.',
  MODEL_REQUEST_SENT: '요청을 보냈습니다. 관리자가 검토한 뒤 알려 드립니다.',
  MODEL_REQUEST_ALREADY_SENT: '요청을 이미 검토하고 있습니다.',
  MODEL_REQUEST_ALREADY_APPROVED: '이미 승인된 계정입니다.',
  EXAMINATION_UPDATED: '심사 상태를 변경했습니다.',
  MAIL_SENT: '메시지를 보냈습니다.',
  MAIL_DELIVERY_FAILED: '메시지를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  INFO_TYPE_UNKNOWN: '알 수 없는 정보 유형입니다.',
  LOCATION_UNKNOWN: '현재 위치를 확인할 수 없습니다.',
  LANGUAGE_SAVED: '언어 설정을 저장했습니다.',
  BUSINESS_NUMBER_SAVED: '사업자등록번호를 저장했습니다.',
  BUSINESS_NUMBER_CLIENTS_ONLY: '사업자등록번호는 클라이언트 계정만 등록할 수 있습니다.',
  MESSAGE_SENT: '메시지를 전송했습니다.',
  CLIENT_WRITES_FIRST: '클라이언트가 먼저 메시지를 보내면 답장할 수 있습니다.',
  MESSAGES_TOO_FAST: '메시지를 너무 빨리 보내고 있습니다. 잠시 뒤에 다시 보내 주세요.',
  CONTACT_HIDDEN: '[연락처는 섭외가 확정된 뒤에 공개됩니다.]',
  NOTIFICATIONS_READ: '알림을 읽음으로 표시했습니다.',
  MESSAGE_REPORTED: '신고해 주셔서 감사합니다. 운영팀이 이 메시지를 확인하겠습니다.',
  CANNOT_REPORT_OWN_MESSAGE: '내가 보낸 메시지는 신고할 수 없습니다.',
  PASSWORD_TOO_COMMON: '너무 흔히 쓰이는 비밀번호입니다. 추측하기 어려운 비밀번호를 골라 주세요.',
  DELETION_NEEDS_PASSWORD: '회원 탈퇴를 하려면 현재 비밀번호를 입력해 주세요.',
  DELETION_NEEDS_GOOGLE_SIGN_IN:
    '안전을 위해 로그아웃한 뒤 Google로 다시 로그인하고, 10분 안에 탈퇴를 진행해 주세요.',
  APPLICATION_SENT: '지원서를 보냈습니다.',
  APPLICATION_WITHDRAWN: '지원을 취소했습니다.',
  APPLICATION_UPDATED: '지원서 상태를 바꿨습니다.',
  APPLICATIONS_UPDATED: '선택한 지원서의 상태를 바꿨습니다.',
  APPLICATION_NOT_ALLOWED: '모델 회원과 모델 에이전시·연예 기획사만 캐스팅에 지원할 수 있습니다.',
  APPLICATION_OWN_CASTING: '내가 올린 캐스팅에는 지원할 수 없습니다.',
  APPLICATION_PROFILE_NOT_YOURS: '내가 관리하는 모델로만 지원할 수 있습니다.',
  APPLICATION_PROFILE_NOT_PUBLISHED: '모델을 공개한 뒤에 지원해 주세요.',
  APPLICATION_DUPLICATE: '이 모델은 이미 이 캐스팅에 지원했습니다.',
  CASTING_NOT_OPEN: '지원을 받고 있지 않은 캐스팅입니다.',
  CASTING_FULL: '이 캐스팅은 모집 인원이 모두 확정되었습니다.',
  APPLICATION_ALREADY_VIEWED:
    '클라이언트가 이미 확인한 지원서라 취소할 수 없습니다. 대신 클라이언트에게 메시지를 보내 주세요.',
  APPLICATION_ALREADY_WITHDRAWN: '이미 취소한 지원서입니다.',
  APPLICATION_STATUS_NOT_ALLOWED:
    '지금 상태에서는 이 상태로 바꿀 수 없습니다. 새로고침해서 현재 상태를 확인해 주세요.',
  BOOKING_NEEDS_GUARDIAN:
    '만 19세 미만 모델입니다. 프로필에 법정대리인의 동의가 등록된 뒤에 확정할 수 있습니다.',
  BOOKING_CASTING_HIDDEN:
    '운영팀이 숨긴 캐스팅이라 아무도 확정할 수 없습니다. 캐스팅에 적힌 사유를 확인하거나 고객센터에 문의해 주세요.',
  BOOKING_CASTING_HELD:
    '운영팀이 검토 중인 캐스팅이라 검토가 끝나기 전에는 아무도 확정할 수 없습니다.',
  BOOKING_CASTING_NOT_OPEN:
    '열려 있지 않은 캐스팅(임시 저장 또는 운영팀이 마감)이라 아무도 확정할 수 없습니다.',
  PROPOSAL_ANSWERED: '답변을 보냈습니다.',
  PROPOSAL_ALREADY_ANSWERED: '이미 답변한 제안입니다.',
  MY_CASTINGS_VIEW_NOT_ALLOWED: '이 계정에서는 볼 수 없는 화면입니다.',
  BOOKING_CANCELLED: '섭외를 취소했습니다.',
  BOOKING_NOT_BOOKED:
    '섭외 확정된 지원서만 취소할 수 있습니다. 새로고침해서 현재 상태를 확인해 주세요.',
  BOOKING_ALREADY_CANCELLED: '이미 취소된 섭외입니다.',
  BOOKING_JOB_DONE: '이미 촬영이 끝난 섭외라 취소할 수 없습니다. 대신 리뷰를 남겨 주세요.',
  BOOKING_CANCELLED_BY_CLIENT_LINE: '클라이언트가 섭외를 취소했습니다. 사유:',
  BOOKING_CANCELLED_BY_MODEL_LINE: '모델 측이 섭외를 취소했습니다. 사유:',
  PROPOSAL_NOT_ACCEPTED:
    '수락된 제안만 취소할 수 있습니다. 새로고침해서 현재 상태를 확인해 주세요.',
  DELETED_ACCOUNT: '탈퇴한 회원',
  THREAD_DEPARTED:
    '대화 상대가 탈퇴했거나 프로필을 삭제했습니다. 지난 대화는 계속 볼 수 있지만 새 메시지는 보낼 수 없습니다.',
}

export const MODEL_MESSAGES_KO: Readonly<Record<keyof typeof MODEL_MESSAGES, string>> = {
  KEYWORDS_MAX: `최대 ${MODEL_LIMITS.KEYWORDS_MAX}개까지 고를 수 있습니다.`,
  BIO_MAX: `최대 ${MODEL_LIMITS.BIO_MAX.toLocaleString('ko-KR')}자까지 입력할 수 있습니다.`,
  YOUTUBE_INVALID:
    'YouTube 동영상 링크(youtube.com/watch?v=... 또는 youtu.be/...)를 입력해 주세요.',
  GUARDIAN_REQUIRED: '만 19세 미만 모델은 법정대리인의 동의가 필요합니다.',
}

export const MODEL_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof MODEL_SERVER_MESSAGES, string>
> = {
  SAVED: '모델 정보를 저장했습니다.',
  DELETED: '모델을 삭제했습니다.',
  PUBLISHED: '모델이 공개되었습니다.',
  HIDDEN: '모델을 비공개로 바꿨습니다.',
  UNHIDDEN: '모델이 다시 공개되었습니다.',
  REVIEW_REQUESTED: '검토를 요청했습니다. 관리자가 검토한 뒤 알려 드립니다.',
  REVIEW_ALREADY_REQUESTED: '이미 검토를 요청했습니다.',
  REVIEW_ALREADY_APPROVED: '이미 검토가 끝난 모델입니다.',
  REVIEW_NEEDS_PUBLISHED: '검토를 요청하기 전에 모델을 공개해 주세요.',
  REVIEW_HIDDEN_BY_ADMIN:
    '관리자가 숨긴 모델은 검토를 요청할 수 없습니다. 문의하기로 연락해 주세요.',
  REVIEW_DECIDED: '검토 결과를 기록했습니다.',
  NOT_PUBLISHABLE: '공개하려면 필수 항목을 모두 입력하고 대표 사진을 골라 주세요.',
  ALREADY_IN_STATE: '바뀐 내용이 없습니다.',
  REGISTER_NOT_ALLOWED: '모델 회원과 모델 에이전시·연예 기획사만 모델을 등록할 수 있습니다.',
  PROFILE_LIMIT: '이 계정으로 등록할 수 있는 모델 수를 모두 채웠습니다.',
  CANNOT_LIKE_OWN: '내 모델에는 좋아요를 누를 수 없습니다.',
  REVIEW_NOT_REQUESTED: '검토를 기다리는 모델이 아닙니다.',
  LIKED: '좋아요를 눌렀습니다.',
  UNLIKED: '좋아요를 취소했습니다.',
  REPORTED: '신고해 주셔서 감사합니다. 운영팀이 이 프로필을 확인하겠습니다.',
  REPORT_RESOLVED: '신고를 처리했습니다.',
}

export const TRUST_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof TRUST_SERVER_MESSAGES, string>
> = {
  REVIEW_SAVED: '후기를 저장했습니다. 양쪽이 모두 작성하면 함께 공개됩니다.',
  REVIEW_RELEASED: '상대방의 후기와 함께 내 후기가 공개되었습니다.',
  REVIEW_NOT_OPEN:
    '후기는 촬영일이 지나거나 클라이언트가 캐스팅을 완료로 표시한 뒤에 작성할 수 있습니다.',
  REVIEW_WINDOW_CLOSED: '이 예약의 후기 작성 기간이 끝났습니다.',
  REVIEW_ALREADY_WRITTEN: '이미 이 예약의 후기를 작성했습니다.',
  REVIEW_NOT_BOOKED: '확정된 지원에만 후기를 작성할 수 있습니다.',
  REVIEW_REPORTED: '신고해 주셔서 감사합니다. 운영팀이 이 후기를 확인하겠습니다.',
  CASTING_COMPLETED: '캐스팅을 완료로 표시했습니다. 이제 양쪽이 서로 후기를 남길 수 있습니다.',
  CASTING_ALREADY_COMPLETED: '이미 완료로 표시된 캐스팅입니다.',
  CASTING_NOTHING_BOOKED: '완료로 표시하기 전에 모델을 한 명 이상 확정해 주세요.',
}

export const ADMIN_CONSOLE_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof ADMIN_CONSOLE_SERVER_MESSAGES, string>
> = {
  ACCOUNT_SUSPENDED:
    '이용이 정지된 계정입니다. 잘못된 조치라고 생각되시면 캐스팅 문의 양식으로 연락해 주세요.',
  USER_SUSPENDED: '계정 이용을 정지했습니다.',
  USER_REINSTATED: '계정 이용 정지를 해제했습니다.',
  ALREADY_SUSPENDED: '이미 이용이 정지된 계정입니다.',
  NOT_SUSPENDED: '이용이 정지된 계정이 아닙니다.',
  CANNOT_SUSPEND_ADMIN: '관리자 계정은 이용을 정지할 수 없습니다.',
  REPORT_DISMISSED: '신고를 기각했습니다.',
  REPORT_RESOLVED: '신고를 처리 완료했습니다.',
  NOTHING_TO_HIDE: '플랫폼 밖에서 일어난 일에 대한 신고라 숨길 콘텐츠가 없습니다.',
  ONLY_IMPERSONATION_RESOLVES:
    '사칭 신고만 이 방법으로 처리할 수 있습니다. 신고된 콘텐츠를 숨겨 주세요.',
  CONTENT_HIDDEN: '콘텐츠를 숨겼습니다.',
  CONTENT_RESTORED: '콘텐츠를 다시 공개했습니다.',
  REPORT_ALREADY_RESOLVED: '이미 처리된 신고입니다.',
  CONTENT_NOT_HIDDEN: '숨겨진 콘텐츠가 아닙니다.',
  MESSAGE_REMOVED_NOTICE: '관리자가 삭제한 메시지입니다.',
}

export const CASTING_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof CASTING_SERVER_MESSAGES, string>
> = {
  SAVED: '캐스팅을 저장했습니다.',
  PUBLISHED: '캐스팅이 게시되었습니다.',
  HELD: '모델에게 비용을 요구하는 것으로 보여 캐스팅을 검토 대기로 보류했습니다. 관리자가 확인한 뒤 알려 드립니다.',
  NEEDS_APPROVAL:
    '캐스팅을 게시하려면 먼저 계정 승인을 받아야 합니다. 승인 전까지는 임시 저장할 수 있습니다.',
  CLIENTS_ONLY: '클라이언트 계정만 캐스팅을 등록할 수 있습니다.',
  NOT_EDITABLE: '마감된 캐스팅은 수정할 수 없습니다.',
  TERMS_LOCKED:
    '이 캐스팅에는 확정된 모델이 있어 촬영 일정, 장소, 출연료, 사용 범위를 확정 당시 그대로 유지합니다. 변경하려면 먼저 확정된 모델과 합의하세요.',
  TERM_LOCKED: '확정된 모델이 동의한 조건이라 지금은 바꿀 수 없습니다.',
  BELOW_BOOKED: '이미 이보다 많은 모델이 확정되었습니다.',
  NOT_A_DRAFT: '임시 저장된 캐스팅만 게시할 수 있습니다.',
  DEADLINE_INVALID: '지원 마감일은 지금 이후, 최대 180일 이내로 골라 주세요.',
  CLOSED: '캐스팅을 마감했습니다. 결과를 기다리던 지원자에게 알렸습니다.',
  NOT_LIVE: '게시 중인 캐스팅만 마감할 수 있습니다.',
  NOT_CLOSABLE: '게시 중이거나 검토 대기 중인 캐스팅만 마감할 수 있습니다.',
  REPORTED: '신고해 주셔서 감사합니다. 운영팀이 이 캐스팅을 확인하겠습니다.',
  RELEASED: '캐스팅이 게시되었습니다.',
  REJECTED: '캐스팅을 클라이언트에게 돌려보냈습니다.',
  NOT_HELD: '검토 대기 중인 캐스팅이 아닙니다.',
  HIDDEN: '캐스팅을 숨겼습니다.',
  RESTORED: '캐스팅을 다시 공개했습니다.',
  ALREADY_IN_STATE: '바뀐 내용이 없습니다.',
  SIGN_IN_REQUIRED: '지원하려면 로그인해 주세요.',
  CASTING_CLOSED: '마감된 캐스팅입니다.',
  CASTING_FULL: '모집 인원이 모두 찼습니다.',
  OWN_CASTING: '내가 등록한 캐스팅입니다.',
  APPLY_NOT_ALLOWED: '모델 회원과 에이전시만 지원할 수 있습니다.',
  MODEL_PROFILE_REQUIRED: '지원하려면 먼저 모델 프로필을 공개해 주세요.',
  ALREADY_APPLIED: '내 모델 모두 이미 지원했습니다.',
  HOLD_REASON_MONEY:
    '모델에게 비용(등록비, 보증금, 촬영 전 결제 등)을 요구하는 것으로 보여 보류된 캐스팅입니다. 관리자가 검토합니다.',
}

export const RANKING_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof RANKING_SERVER_MESSAGES, string>
> = {
  FEATURED: 'K-스타에 모델을 소개했습니다.',
  UNFEATURED: 'K-스타 소개를 내렸습니다.',
  ORDER_SAVED: 'K-스타 순서를 저장했습니다.',
  FEATURE_NEEDS_PUBLISHED: '공개 중인 모델만 K-스타에 소개할 수 있습니다.',
  ORDER_MUST_LIST_FEATURED: '소개 중인 모델을 빠짐없이 한 번씩 넣어 주세요.',
  RECOMPUTATION_QUEUED: '잠시 후 랭킹을 다시 계산합니다.',
  RECOMPUTATION_JOINED: '이미 시작을 기다리는 재계산이 있어 그 재계산에 요청을 합쳤습니다.',
}

const FORMATS_KO = 'JPEG, PNG, WebP'
const MB = 1024 * 1024

export const MODEL_PHOTO_MESSAGES_KO: Readonly<Record<keyof typeof MODEL_PHOTO_MESSAGES, string>> =
  {
    NO_FILE: `업로드할 사진을 골라 주세요(${FORMATS_KO}).`,
    UNSUPPORTED: `사용할 수 없는 파일입니다. ${FORMATS_KO} 파일을 올려 주세요.`,
    HEIC: `HEIC/HEIF 사진(아이폰 기본 형식)은 아직 지원하지 않습니다. ${FORMATS_KO} 파일을 올려 주세요. 아이폰에서는 설정 > 카메라 > 포맷에서 '높은 호환성'을 고르면 됩니다.`,
    TOO_LARGE: `사진이 ${MODEL_PHOTO_LIMITS.MAX_BYTES / MB}MB보다 큽니다. 더 작은 파일을 올려 주세요.`,
    TOO_MANY_PIXELS: `사진이 ${MODEL_PHOTO_LIMITS.MAX_PIXELS / 1_000_000}메가픽셀보다 큽니다. 더 작은 이미지를 올려 주세요.`,
    DAMAGED: '파일이 손상되었거나 일부만 올라왔습니다. 다시 올려 주세요.',
    TOO_MANY: `모델 한 명당 사진은 ${MODEL_PHOTO_LIMITS.PER_PROFILE}장까지 올릴 수 있습니다. 새 사진을 올리려면 한 장을 지워 주세요.`,
    UPLOADED: '사진을 올렸습니다. 지금 처리하고 있습니다.',
    DELETED: '사진을 삭제했습니다.',
    LAST_OF_PUBLISHED:
      '공개된 모델에는 사진이 한 장 이상 있어야 합니다. 다른 사진을 먼저 올리거나 모델을 비공개로 바꿔 주세요.',
    ORDER_SAVED: '사진 순서를 저장했습니다.',
    ORDER_MISMATCH: '이 모델의 사진을 모두 원하는 순서대로 한 번씩 넣어 주세요.',
    COVER_NOT_READY: '처리가 끝난 사진을 대표 사진으로 골라 주세요.',
    PROCESSING_FAILED: '이 사진을 처리하지 못했습니다. 삭제한 뒤 다시 올려 주세요.',
  }

export const MODEL_VIDEO_MESSAGES_KO: Readonly<Record<keyof typeof MODEL_VIDEO_MESSAGES, string>> =
  {
    NOT_A_VIDEO: '사용할 수 없는 파일입니다. MP4, MOV, WebM 영상을 올려 주세요.',
    DAMAGED: '영상 파일이 손상되었거나 일부만 올라왔습니다. 다시 올려 주세요.',
    TOO_LONG: `영상이 ${MODEL_VIDEO_LIMITS.MAX_SECONDS / 60}분보다 깁니다. 길이를 줄여서 다시 올려 주세요.`,
    TOO_LARGE: `영상이 ${MODEL_VIDEO_LIMITS.MAX_BYTES / MB}MB보다 큽니다. 더 작은 파일을 올려 주세요.`,
    TOO_MANY: `모델 한 명당 영상은 ${MODEL_VIDEO_LIMITS.PER_PROFILE}개까지 올릴 수 있습니다. 새 영상을 올리려면 하나를 지워 주세요.`,
    TITLE_NEEDED: '영상 제목을 입력해 주세요.',
    PROCESSING_FAILED: '이 영상을 처리하지 못했습니다. 삭제한 뒤 다시 올려 주세요.',
    UPLOAD_GONE: '이 업로드는 더 이상 없습니다. 처음부터 다시 올려 주세요.',
    SAVED: '영상 정보를 저장했습니다.',
    DELETED: '영상을 삭제했습니다.',
  }

export const SELF_TAPE_MESSAGES_KO: Readonly<Record<keyof typeof SELF_TAPE_MESSAGES, string>> = {
  INSTRUCTIONS_NEEDED: '지원자가 촬영할 내용을 적어 주세요.',
  DEADLINE_PAST: '마감 시각은 지금 이후로 정해 주세요.',
  NOT_A_PDF: '대본은 PDF 파일이어야 합니다.',
  SCRIPT_TOO_LARGE: `대본이 ${SELF_TAPE_LIMITS.SCRIPT_MAX_BYTES / MB}MB보다 큽니다. 더 작은 PDF를 올려 주세요.`,
  CLOSED: '이 셀프 테이프의 마감 시각이 지났습니다.',
  REQUESTED: '후보로 선정된 지원자들에게 셀프 테이프를 요청했습니다.',
  SCRIPT_SAVED: '대본을 첨부했습니다.',
  SEEN: '확인함으로 표시했습니다.',
}

/** "1초", "45초", "1분", "12분": rounded up like `formatWait`. */
export const formatWaitKo = (seconds: number): string => {
  const whole = Math.max(1, Math.ceil(seconds))
  return whole < 60 ? `${whole}초` : `${Math.ceil(whole / 60)}분`
}

export const CODE_WAIT_MESSAGES_KO: Readonly<
  Record<keyof typeof CODE_WAIT_MESSAGES, (seconds: number) => string>
> = {
  resend: (seconds) => `인증번호를 다시 요청하려면 ${formatWaitKo(seconds)} 기다려 주세요.`,
  limit: (seconds) =>
    `인증번호 요청이 너무 많습니다. ${formatWaitKo(seconds)} 뒤에 다시 시도해 주세요.`,
}

/** The code-wait texts of one language (they carry a number, so they are not in the lookup). */
export const codeWaitMessages = (language: Language) =>
  language === 'ko' ? CODE_WAIT_MESSAGES_KO : CODE_WAIT_MESSAGES

export const VERIFY_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof VERIFY_SERVER_MESSAGES, string>
> = {
  IMPERSONATION_REPORTED:
    '신고해 주셔서 감사합니다. 안전팀에 전달되었습니다. 연락해 온 사람에게 돈이나 서류를 보내지 마세요.',
  NO_MONEY_NOTICE: '이 플랫폼의 캐스팅은 모델에게 절대 돈을 요구하지 않습니다.',
}

export const SAVED_SEARCH_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof SAVED_SEARCH_SERVER_MESSAGES, string>
> = {
  SAVED: '검색을 저장했습니다. 새로 맞는 항목이 생기면 알려 드립니다.',
  UPDATED: '저장한 검색을 수정했습니다.',
  DELETED: '저장한 검색을 삭제했습니다.',
  TOO_MANY: `저장한 검색은 ${SAVED_SEARCH_LIMITS.PER_USER_MAX}개까지 둘 수 있습니다. 하나를 지운 뒤 저장해 주세요.`,
  NO_FILTERS: '저장하기 전에 필터를 하나 이상 고르거나 검색어를 입력해 주세요.',
  NOT_FOUND: '저장한 검색이 없습니다.',
  MODELS_CLIENTS_ONLY: '모델 검색은 클라이언트 계정만 저장할 수 있습니다.',
  ALERT_EMAILS_ON: '알림 메일을 받습니다.',
  ALERT_EMAILS_OFF: '알림 메일을 껐습니다. 새로 맞는 항목은 알림에서 계속 볼 수 있습니다.',
}

export const PACKAGE_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof PACKAGE_SERVER_MESSAGES, string>
> = {
  SAVED: '패키지를 저장했습니다.',
  DELETED: '패키지를 삭제했습니다.',
  SHARED: '링크가 만들어졌습니다. 지금 복사해 두세요. 다시 보여 드리지 않습니다.',
  REVOKED: '이제 이 링크로는 패키지를 열 수 없습니다.',
  NOT_ALLOWED: '패키지는 모델 에이전시(소속 모델)와 승인된 클라이언트만 만들 수 있습니다.',
  PROFILE_NOT_ALLOWED: '이 모델은 패키지에 넣을 수 없습니다.',
  PASSWORD_REQUIRED: '비밀번호로 보호된 패키지입니다.',
  PASSWORD_WRONG: '비밀번호가 맞지 않습니다.',
  PICK_SAVED: '저장했습니다.',
}

export const BOOKING_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof BOOKING_SERVER_MESSAGES, string>
> = {
  AGREEMENT_DRAFT_SAVED: '계약서 초안을 저장했습니다.',
  AGREEMENT_SENT: '계약서를 모델 측에 보냈습니다.',
  AGREEMENT_CHANGE_PROPOSED: '변경안을 보냈습니다. 상대방이 동의해야 효력이 생깁니다.',
  AGREEMENT_ACCEPTED: '계약서에 동의했습니다.',
  AGREEMENT_DECLINED: '계약서를 거절했습니다.',
  AGREEMENT_NOT_DRAFT:
    '이미 확정된 계약서라 초안을 고칠 수 없습니다. 변경안을 보내 주세요. 상대방이 동의해야 효력이 생깁니다.',
  AGREEMENT_WAITING:
    '답을 기다리는 버전이 있습니다. 상대방이 답하거나 거절한 뒤에 다시 보내 주세요.',
  AGREEMENT_INCOMPLETE:
    '계약서가 아직 완성되지 않았습니다. 촬영일을 하루 이상 넣고 사용 범위를 적은 뒤 보내 주세요.',
  AGREEMENT_NOT_ANSWERABLE:
    '회원님의 답을 기다리는 버전이 아닙니다. 새로고침해서 상태를 확인해 주세요.',
  AGREEMENT_BOOKING_CANCELLED: '섭외가 취소되어 이 계약서는 더 이상 바꿀 수 없습니다.',
  AGREEMENT_SAME_TERMS: '제안한 조건이 이미 합의한 조건과 같습니다.',
  AGREEMENT_YOUTH_HOURS:
    '19세 미만 모델에게 허용되지 않는 촬영 시간입니다(대중문화예술산업발전법 제22조). 계약서에 표시된 기준을 확인하고 시간을 바꿔 주세요.',
  AGREEMENT_NOT_AGREED: '동의가 끝난 버전만 PDF로 받을 수 있습니다.',
  PAYMENT_MARKED: '지급 완료로 표시했습니다. 모델 측에 입금 확인을 요청했습니다.',
  PAYMENT_CONFIRMED: '입금을 확인했습니다.',
  PAYMENT_DISPUTED: '이의 제기를 기록했습니다. 클라이언트가 메모를 확인합니다.',
  PAYMENT_NOT_CONFIRMED_AGREEMENT:
    '계약서가 확정된 뒤부터 지급을 기록할 수 있습니다. 먼저 계약서를 확정해 주세요.',
  PAYMENT_NOT_MARKED: '답변을 기다리는 지급 기록이 없습니다. 새로고침해서 상태를 확인해 주세요.',
  PAYMENT_ALREADY_CONFIRMED: '모델 측이 이미 이 지급을 확인했습니다.',
  CALENDAR_FEED_CREATED:
    '캘린더 링크가 만들어졌습니다. 보안을 위해 이번 한 번만 보여 드리니 지금 복사해 두세요.',
  CALENDAR_FEED_REMOVED:
    '캘린더 링크를 껐습니다. 이 링크를 쓰던 캘린더는 더 이상 갱신되지 않습니다.',
}

export const OPTION_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof OPTION_SERVER_MESSAGES, string>
> = {
  PLACED: '옵션을 걸었습니다.',
  NOT_ALLOWED: '관리자 승인을 받은 클라이언트만 옵션을 걸 수 있습니다.',
  PROFILE_NOT_AVAILABLE: '이 모델에는 옵션을 걸 수 없습니다.',
  DATE_OUT_OF_RANGE: '오늘부터 일 년 안의 날짜를 골라 주세요.',
  ALREADY_HELD: '이 모델의 같은 날짜에 이미 옵션을 걸어 두셨습니다.',
  NOT_STANDING: '이미 끝난 옵션입니다. 새로고침해서 상태를 확인해 주세요.',
  NOT_FIRST: '1순위 옵션만 확정할 수 있습니다. 앞선 옵션이 끝날 때까지 기다려 주세요.',
  ACCEPTED: '클라이언트에게 그날 가능하다고 알렸습니다.',
  DECLINED: '옵션을 거절했습니다.',
  RELEASED: '옵션을 풀었습니다.',
  BOOKED: '날짜를 확정했습니다. 출연료와 조건을 채운 뒤 계약서를 보내 주세요.',
  NOT_ACCEPTED: '모델 측이 아직 그날 가능하다고 답하지 않았습니다. 수락된 뒤에 확정해 주세요.',
  DATE_UNAVAILABLE: '고른 날짜 중 모델이 일정이 안 되는 날이 있습니다.',
  UNAVAILABLE_MARKED: '이 날짜를 불가로 표시했습니다.',
  UNAVAILABLE_CLEARED: '이 날짜를 다시 열었습니다.',
  NOT_BOOKED: '확정된 옵션만 취소할 수 있습니다. 아직 확정하지 않은 옵션은 해제해 주세요.',
}

export const PAY_CASE_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof PAY_CASE_SERVER_MESSAGES, string>
> = {
  NOTE_ADDED: '지급 건에 메모를 남겼습니다.',
  RESOLVED: '지급 건을 해결됨으로 표시했습니다.',
  ALREADY_RESOLVED: '이미 해결된 지급 건입니다. 새로고침해 현재 상태를 확인해 주세요.',
}

export const USAGE_NOTICE_SERVER_MESSAGES_KO: Readonly<
  Record<keyof typeof USAGE_NOTICE_SERVER_MESSAGES, string>
> = {
  NOTICE_SENT: '알림을 보냈습니다. 클라이언트에게 확인을 요청했습니다.',
  NOTICE_TOO_EARLY: '아직 사용 기간이 끝나지 않았습니다. 종료일이 지난 뒤에 알림을 보내 주세요.',
  NOTICE_ALREADY_SENT: '이 사용 건에는 이미 알림을 보냈습니다.',
  NOTICE_NOT_CURRENT: '이 사용 내역은 이후 계약서 버전으로 바뀌었습니다. 새로고침해 주세요.',
  TAKEN_DOWN_RECORDED: '이미지를 내린 날짜를 기록하고 모델 측에 알렸습니다.',
  EXTENSION_PROPOSED: '연장을 새 계약서 버전으로 제안했습니다. 모델 측이 수락해야 합니다.',
  NOTICE_NOT_WAITING: '답변을 기다리는 알림이 아닙니다. 새로고침해 현재 상태를 확인해 주세요.',
  TAKEN_DOWN_IN_FUTURE: '이미지를 내린 날짜는 미래일 수 없습니다.',
  EXTENSION_NOT_LONGER: '연장은 합의된 사용 개월 수보다 길어야 합니다.',
}

/** Every fixed-text catalogue, English beside Korean, keyed alike. */
export const MESSAGE_CATALOGUES = [
  { name: 'MESSAGES', en: MESSAGES, ko: MESSAGES_KO },
  { name: 'SERVER_MESSAGES', en: SERVER_MESSAGES, ko: SERVER_MESSAGES_KO },
  { name: 'MODEL_MESSAGES', en: MODEL_MESSAGES, ko: MODEL_MESSAGES_KO },
  { name: 'MODEL_SERVER_MESSAGES', en: MODEL_SERVER_MESSAGES, ko: MODEL_SERVER_MESSAGES_KO },
  { name: 'MODEL_PHOTO_MESSAGES', en: MODEL_PHOTO_MESSAGES, ko: MODEL_PHOTO_MESSAGES_KO },
  { name: 'MODEL_VIDEO_MESSAGES', en: MODEL_VIDEO_MESSAGES, ko: MODEL_VIDEO_MESSAGES_KO },
  { name: 'SELF_TAPE_MESSAGES', en: SELF_TAPE_MESSAGES, ko: SELF_TAPE_MESSAGES_KO },
  { name: 'TRUST_SERVER_MESSAGES', en: TRUST_SERVER_MESSAGES, ko: TRUST_SERVER_MESSAGES_KO },
  {
    name: 'ADMIN_CONSOLE_SERVER_MESSAGES',
    en: ADMIN_CONSOLE_SERVER_MESSAGES,
    ko: ADMIN_CONSOLE_SERVER_MESSAGES_KO,
  },
  { name: 'CASTING_SERVER_MESSAGES', en: CASTING_SERVER_MESSAGES, ko: CASTING_SERVER_MESSAGES_KO },
  { name: 'RANKING_SERVER_MESSAGES', en: RANKING_SERVER_MESSAGES, ko: RANKING_SERVER_MESSAGES_KO },
  { name: 'VERIFY_SERVER_MESSAGES', en: VERIFY_SERVER_MESSAGES, ko: VERIFY_SERVER_MESSAGES_KO },
  {
    name: 'SAVED_SEARCH_SERVER_MESSAGES',
    en: SAVED_SEARCH_SERVER_MESSAGES,
    ko: SAVED_SEARCH_SERVER_MESSAGES_KO,
  },
  {
    name: 'PACKAGE_SERVER_MESSAGES',
    en: PACKAGE_SERVER_MESSAGES,
    ko: PACKAGE_SERVER_MESSAGES_KO,
  },
  { name: 'BOOKING_SERVER_MESSAGES', en: BOOKING_SERVER_MESSAGES, ko: BOOKING_SERVER_MESSAGES_KO },
  { name: 'OPTION_SERVER_MESSAGES', en: OPTION_SERVER_MESSAGES, ko: OPTION_SERVER_MESSAGES_KO },
  {
    name: 'PAY_CASE_SERVER_MESSAGES',
    en: PAY_CASE_SERVER_MESSAGES,
    ko: PAY_CASE_SERVER_MESSAGES_KO,
  },
  {
    name: 'USAGE_NOTICE_SERVER_MESSAGES',
    en: USAGE_NOTICE_SERVER_MESSAGES,
    ko: USAGE_NOTICE_SERVER_MESSAGES_KO,
  },
] as const satisfies ReadonlyArray<{
  name: string
  en: Readonly<Record<string, string>>
  ko: Readonly<Record<string, string>>
}>

type MessageCatalogue = (typeof MESSAGE_CATALOGUES)[number]

/** A server text's name: its catalogue and key, e.g. `SERVER_MESSAGES.DELETED_ACCOUNT`. */
export type MessageName = {
  [C in MessageCatalogue as C['name']]: `${C['name']}.${Extract<keyof C['en'], string>}`
}[MessageCatalogue['name']]

/**
 * One catalogue per language, keyed by name (issue #27): every fixed server text of every
 * feature catalogue under `CATALOGUE.KEY`. Code that knows which text it means asks by name
 * (`messageIn`); only a text that arrives as English words (a zod message, an HttpError's
 * message) is first turned into its name (`messageNameOf`).
 */
export const MESSAGE_WORDING: Readonly<Record<Language, Readonly<Record<MessageName, string>>>> =
  /* @__PURE__ */ (() => {
    const en: Record<string, string> = {}
    const ko: Record<string, string> = {}
    for (const catalogue of MESSAGE_CATALOGUES) {
      for (const [key, english] of Object.entries(catalogue.en)) {
        en[`${catalogue.name}.${key}`] = english
        ko[`${catalogue.name}.${key}`] = (catalogue.ko as Record<string, string>)[key] ?? english
      }
    }
    return { en, ko } as Record<Language, Record<MessageName, string>>
  })()

/** The text named `name` in `language`. */
export const messageIn = (name: MessageName, language: Language): string =>
  MESSAGE_WORDING[language][name]

let nameByEnglish: Map<string, MessageName> | undefined

/**
 * The name of an English catalogue text, or undefined when `text` is in no catalogue (a
 * library's own wording, a text with a number in it). Two names with the same English text
 * have the same Korean (checked by the test), so the first name found stands for both.
 */
export function messageNameOf(text: string): MessageName | undefined {
  if (!nameByEnglish) {
    nameByEnglish = new Map()
    for (const [name, english] of Object.entries(MESSAGE_WORDING.en) as [MessageName, string][]) {
      if (!nameByEnglish.has(english)) nameByEnglish.set(english, name)
    }
  }
  return nameByEnglish.get(text)
}

/**
 * The text of an English catalogue message in `language`, or undefined when `text` is in no
 * catalogue. The API and the web carry the English texts around (schemas, services, tests);
 * this names the text, then reads the language's catalogue by that name.
 */
export function translateMessage(text: string, language: Language): string | undefined {
  if (language === 'en') return text
  const name = messageNameOf(text)
  return name && messageIn(name, language)
}
