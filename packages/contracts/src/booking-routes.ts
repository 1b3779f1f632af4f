// The web's pages for booking agreements (issue #28). Kept apart from bookings.ts, which
// builds zod schemas: the My page menu imports these paths and must not pull zod into the
// first page's bundle (bundle-size budget).
/** The web's pages for agreements (My page). */
export const BOOKING_WEB_ROUTES = {
  MYPAGE_BOOKINGS: '/mypage/bookings',
  MYPAGE_BOOKING: '/mypage/bookings/:id',
  mypageBooking: (id: number | string) => `/mypage/bookings/${id}`,
} as const
