// Paths of the castings board (issue #15). The API helper registers the same paths at the
// same time; until API_PATHS / WEB_ROUTES in @cnm/contracts carry them, they live here so
// the two branches do not edit the same lines (ADR 0026). Move them there after merging.

export const CASTING_API = {
  CASTINGS: '/castings',
  CASTING: (id: number | string) => `/castings/${id}`,
  CASTING_PUBLISH: (id: number | string) => `/castings/${id}/publish`,
  CASTING_CLOSE: (id: number | string) => `/castings/${id}/close`,
  CASTING_APPLICATIONS: (id: number | string) => `/castings/${id}/applications`,
  CASTING_REPORTS: (id: number | string) => `/castings/${id}/reports`,
  MY_MODELS: '/users/0/models',
} as const

export const CASTING_ROUTES = {
  CASTINGS: '/castings',
  CASTING: '/castings/:id',
  MYPAGE_CASTING_NEW: '/mypage/casting/new',
  MYPAGE_CASTING_EDIT: '/mypage/casting/:id/edit',
  /** Built by the My Casting helper. */
  MYPAGE_CASTING_APPLICANTS: '/mypage/casting/:id/applicants',
} as const
