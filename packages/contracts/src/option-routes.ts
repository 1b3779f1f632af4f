// The web's page for options (holds) and the events an `option` notification names (issue #29,
// ADR 0049). Kept apart from options.ts, which builds zod schemas: the menu and the
// notification lines import these and must not pull zod into the first page's bundle.
export const OPTION_WEB_ROUTES = {
  MYPAGE_OPTIONS: '/mypage/options',
} as const

/**
 * What an `option` notification tells (payload `event`): to the model side, placed, released,
 * booked, expired; to the client, accepted, declined, expired, promoted (the holder ahead
 * left: this client's option moved up to 1st) and date_booked (ADR 0054).
 */
export const OPTION_EVENT_VALUES = [
  'placed',
  'accepted',
  'declined',
  'released',
  'expired',
  'booked',
  'promoted',
  /** To a client: the date was booked for somebody else (a confirmed booking) and the option ended. */
  'date_booked',
  /** To the other side: the booking made from the option was cancelled (ADR 0054 addendum). */
  'booking_cancelled',
] as const
export type OptionEvent = (typeof OPTION_EVENT_VALUES)[number]
