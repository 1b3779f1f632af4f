// The web's pages for booking agreements and the events its notifications name (issue #28).
// Kept apart from bookings.ts, which builds zod schemas: the menu and the notification lines
// import these and must not pull zod into the first page's bundle (bundle-size budget).
/** The web's pages for agreements (My page). */
export const BOOKING_WEB_ROUTES = {
  MYPAGE_BOOKINGS: '/mypage/bookings',
  MYPAGE_BOOKING: '/mypage/bookings/:id',
  mypageBooking: (id: number | string) => `/mypage/bookings/${id}`,
  /** Where the pictures of the caller's bookings may be used, and until when (ADR 0048). */
  MYPAGE_IMAGE_USAGE: '/mypage/image-usage',
} as const

/** What an `agreement` notification tells the other side (payload `event`). */
export const AGREEMENT_EVENT_VALUES = [
  'sent',
  'change_proposed',
  'accepted',
  'declined',
  'pay_marked',
  'pay_confirmed',
  'pay_disputed',
  /** A usage ends in `days` days (30 or 7; payload `scope`, `endsOn`, `days`), ADR 0048. */
  'usage_ending',
  /** A usage ends today (payload `scope`, `endsOn`). */
  'usage_ended',
  // Pay reminders (ADR 0046): to the client before the due date and after it, to the model side
  // when the pay is overdue.
  'pay_due_soon',
  'pay_overdue',
  'pay_overdue_model',
  // The usage-ended notice (ADR 0056): to the client when sent and once more after 7 days
  // unanswered; to the model side when the client says the pictures are taken down
  // (payload `takenDownOn`). An extension request is a `change_proposed`.
  'usage_notice',
  'usage_notice_reminder',
  'usage_taken_down',
  // An administrator resolved the booking's pay case (ADR 0046 addendum; payload `note`).
  'pay_case_resolved',
] as const
export type AgreementEvent = (typeof AGREEMENT_EVENT_VALUES)[number]
