// Every path of both apps: the API registers its routes with API_PATHS and the web calls
// them with it; the web's router and links use WEB_ROUTES. Spec §7 gives most API paths;
// health, log-out, refresh, the Google redirect and the admin paths are ours.

export const API_PATHS = {
  HEALTH: '/health',
  LOGIN: '/users/login',
  SIGN_UP: '/users',
  LOGOUT: '/users/logout',
  REFRESH: '/users/refresh',
  TEMPORARY_PASSWORD: '/users/temporary-password',
  PASSWORD: '/users/password',
  CURRENT_USER: '/users/0',
  // ADR 0022: the signed-in user's language for messages and e-mails; ours.
  USER_LANGUAGE: '/users/0/language',
  // Issue #25, ADR 0043: a client's business registration number.
  USER_BUSINESS_NUMBER: '/users/0/business-number',
  // Issue #17 finding 9: the signed-in user's sessions (devices); ours.
  MY_SESSIONS: '/users/0/sessions',
  MY_SESSION: (id: string) => `/users/0/sessions/${id}`,
  CURRENT_LOCATION: '/users/current-location',
  MODEL_REQUEST: '/users/model-request',
  USER: (id: number | string) => `/users/${id}`,
  KEYWORD_TOP: '/users/most-keyword-top-10',
  MAIL_QUESTIONS: '/users/mail/questions',
  // /verify (issue #25, ADR 0042): public lookups and the impersonation report.
  /** Callers encode what a person typed: VERIFY_CODE(encodeURIComponent(text)). */
  VERIFY_CODE: (code: string) => `/verify/castings/${code}`,
  VERIFY_COMPANIES: '/verify/companies',
  VERIFY_IMPERSONATION_REPORTS: '/verify/impersonation-reports',
  CERTIFICATIONS: '/certifications',
  INFOS: '/infos',
  COUNTRY_LIST: '/infos/country-list',
  CASTING_SUGGESTIONS: '/castings/mail/suggestions',
  GOOGLE_START: '/auth/google',
  GOOGLE_CALLBACK: '/auth/google/callback',
  GOOGLE_EXCHANGE: '/auth/google/exchange',
  ADMIN_USERS: '/admin/users',
  ADMIN_EXAMINATION: (id: number | string) => `/admin/users/${id}/examination`,
  ADMIN_SUPPORT_MESSAGES: '/admin/support-messages',
  ADMIN_CASTING_PROPOSALS: '/admin/casting-proposals',
  // Model profiles (issue #14); ours, the spec does not show them.
  MODELS: '/models',
  MODEL: (id: number | string) => `/models/${id}`,
  MODEL_PUBLISH: (id: number | string) => `/models/${id}/publish`,
  MODEL_HIDE: (id: number | string) => `/models/${id}/hide`,
  MODEL_UNHIDE: (id: number | string) => `/models/${id}/unhide`,
  MODEL_REVIEW_REQUEST: (id: number | string) => `/models/${id}/review-request`,
  MODEL_LIKES: (id: number | string) => `/models/${id}/likes`,
  MODEL_REPORTS: (id: number | string) => `/models/${id}/reports`,
  MODEL_COMP_CARD: (id: number | string) => `/models/${id}/comp-card`,
  PACKAGES: '/packages',
  PACKAGE: (id: number | string) => `/packages/${id}`,
  PACKAGE_LINK: (id: number | string) => `/packages/${id}/link`,
  SHARED_PACKAGE: (token: string) => `/shared-packages/${token}`,
  SHARED_PACKAGE_PICK: (token: string, profileId: number | string) =>
    `/shared-packages/${token}/items/${profileId}/pick`,
  SHARED_PACKAGE_COMP_CARD: (token: string, profileId: number | string) =>
    `/shared-packages/${token}/items/${profileId}/comp-card`,
  MODEL_PHOTOS: (id: number | string) => `/models/${id}/photos`,
  MODEL_PHOTO: (id: number | string, photoId: string) => `/models/${id}/photos/${photoId}`,
  MODEL_PHOTO_ORDER: (id: number | string) => `/models/${id}/photos/order`,
  // Intro videos (issue #31, ADR 0052): tus uploads, the list, one video, its files.
  MODEL_VIDEO_UPLOADS: (id: number | string) => `/models/${id}/video-uploads`,
  MODEL_VIDEO_UPLOAD: (id: number | string, uploadId: string) =>
    `/models/${id}/video-uploads/${uploadId}`,
  MODEL_VIDEOS: (id: number | string) => `/models/${id}/videos`,
  MODEL_VIDEO: (id: number | string, videoId: string) => `/models/${id}/videos/${videoId}`,
  MODEL_VIDEO_FILE: (videoId: string, file: string) => `/video-files/${videoId}/${file}`,
  MY_MODELS: '/users/0/models',
  MY_MODEL: (id: number | string) => `/users/0/models/${id}`,
  MY_LIKES: '/users/0/likes',
  // Saved searches and alerts (issue #29, ADR 0051).
  MY_SAVED_SEARCHES: '/users/0/saved-searches',
  MY_SAVED_SEARCH: (id: number | string) => `/users/0/saved-searches/${id}`,
  MY_ALERT_EMAILS: '/users/0/alert-emails',
  ALERT_UNSUBSCRIBE: '/alerts/unsubscribe',
  // Phone alerts (issue #29, ADR 0055): the VAPID key, this browser's subscription, the kinds.
  PUSH_PUBLIC_KEY: '/push/public-key',
  MY_PUSH_SUBSCRIPTIONS: '/users/0/push-subscriptions',
  MY_PUSH_SETTINGS: '/users/0/push-settings',
  ADMIN_MODELS: '/admin/models',
  ADMIN_MODEL_REVIEW: (id: number | string) => `/admin/models/${id}/review`,
  ADMIN_MODEL_REPORTS: '/admin/model-reports',
  ADMIN_MODEL_REPORT: (id: number | string) => `/admin/model-reports/${id}`,
  // Castings board (issue #15, ADR 0023).
  CASTINGS: '/castings',
  CASTING: (id: number | string) => `/castings/${id}`,
  CASTING_PUBLISH: (id: number | string) => `/castings/${id}/publish`,
  CASTING_CLOSE: (id: number | string) => `/castings/${id}/close`,
  CASTING_REPORTS: (id: number | string) => `/castings/${id}/reports`,
  ADMIN_CASTINGS: '/admin/castings',
  ADMIN_CASTING_RELEASE: (id: number | string) => `/admin/castings/${id}/release`,
  ADMIN_CASTING_REJECT: (id: number | string) => `/admin/castings/${id}/reject`,
  ADMIN_CASTING_HIDE: (id: number | string) => `/admin/castings/${id}/hide`,
  ADMIN_CASTING_RESTORE: (id: number | string) => `/admin/castings/${id}/restore`,
  // Message threads and notifications (issue #15, ADR 0025); ours.
  APPLICATION_MESSAGES: (id: number | string) => `/applications/${id}/messages`,
  PROPOSAL_MESSAGES: (id: number | string) => `/proposals/${id}/messages`,
  MESSAGE_REPORTS: (id: number | string) => `/messages/${id}/reports`,
  MY_UNREAD: '/users/0/unread',
  MY_THREADS: '/users/0/threads',
  NOTIFICATIONS: '/notifications',
  NOTIFICATIONS_READ: '/notifications/read',
  // Applications, direct proposals and My Casting (issue #15, ADR 0024).
  CASTING_APPLICATIONS: (id: number | string) => `/castings/${id}/applications`,
  APPLICATION: (id: number | string) => `/applications/${id}`,
  APPLICATION_CANCELLATION: (id: number | string) => `/applications/${id}/cancellation`,
  PROPOSAL: (id: number | string) => `/proposals/${id}`,
  PROPOSAL_CANCELLATION: (id: number | string) => `/proposals/${id}/cancellation`,
  MY_CASTINGS: '/users/0/castings',
  // Rankings and K-Stars (issue #16, ADR 0029).
  MODEL_RANKINGS: '/models/rankings',
  MODEL_K_STARS: '/models/k-stars',
  ADMIN_MODEL_FEATURE: (id: number | string) => `/admin/models/${id}/feature`,
  ADMIN_MODEL_UNFEATURE: (id: number | string) => `/admin/models/${id}/unfeature`,
  ADMIN_K_STARS_ORDER: '/admin/k-stars/order',
  // Recomputing the ranking on demand (ADR 0029 addendum).
  ADMIN_RANKING_RECOMPUTATIONS: '/admin/rankings/recomputations',
  ADMIN_RANKING_RECOMPUTATION: (id: string) => `/admin/rankings/recomputations/${id}`,
  ADMIN_RANKING_RECOMPUTATION_LATEST: '/admin/rankings/recomputations/latest',
  // ADR 0039: live updates (Server-Sent Events) and the short-lived ticket that opens them.
  LIVE_EVENTS: '/events',
  LIVE_TICKET: '/events/ticket',
  // ADR 0038: the process answers (liveness); it can serve: database, Redis, schema (readiness).
  HEALTH_LIVE: '/health/live',
  HEALTH_READY: '/health/ready',
} as const

// Spec §2.
export const WEB_ROUTES = {
  HOME: '/',
  CASTINGS: '/castings',
  MODELS: '/models',
  K_STARS: '/k-stars',
  AI_RANKINGS: '/ai-rankings',
  PARTNERS: '/partners',
  ABOUT: '/about',
  SAFETY_AND_TRUST: '/safety-and-trust',
  HOW_IT_WORKS: '/how-it-works',
  CONTACT_US: '/contact-us',
  VERIFY: '/verify',
  MYPAGE: '/mypage',
  MYPAGE_CASTING: '/mypage/casting',
  MYPAGE_LIKES: '/mypage/likes',
  MYPAGE_REVIEWS: '/mypage/reviews',
  MYPAGE_MODEL: '/mypage/model',
  MYPAGE_MODEL_NEW: '/mypage/model/new',
  MYPAGE_MODEL_EDIT: '/mypage/model/:id/edit',
  // Issue #15: My Casting's pages, threads and notifications.
  MYPAGE_CASTING_NEW: '/mypage/casting/new',
  MYPAGE_CASTING_EDIT: '/mypage/casting/:id/edit',
  MYPAGE_CASTING_APPLICANTS: '/mypage/casting/:id/applicants',
  MYPAGE_PROPOSAL: '/mypage/proposals/:id',
  MYPAGE_APPLICATION_THREAD: '/mypage/messages/application/:id',
  MYPAGE_PROPOSAL_THREAD: '/mypage/messages/proposal/:id',
  MYPAGE_NOTIFICATIONS: '/mypage/notifications',
  MYPAGE_SAVED_SEARCHES: '/mypage/saved-searches',
  MYPAGE_MESSAGES: '/mypage/messages',
  // Issue #29: packages of models shared by link, and the page the link opens (no account).
  MYPAGE_PACKAGES: '/mypage/packages',
  SHARED_PACKAGE: '/p/:token',
  MODEL: '/models/:id',
  CASTING: '/castings/:id',
  PARTNER: '/partners/:id',
  REGISTER_GOOGLE: '/register/google',
  REGISTER_SIGN_OUT: '/register/signOut',
  // Admin console (issue #16, ADR 0031): administrators only; others get the not-found page.
  ADMIN: '/admin',
  ADMIN_CLIENTS: '/admin/clients',
  ADMIN_MODEL_REVIEWS: '/admin/model-reviews',
  ADMIN_CASTINGS: '/admin/castings',
  ADMIN_REPORTS: '/admin/reports',
  ADMIN_ACCOUNTS: '/admin/accounts',
  ADMIN_AUDIT_LOG: '/admin/audit-log',
  ADMIN_PAY: '/admin/pay',
} as const

/**
 * The pages of spec §2 anyone may open, the same for every visitor: they are prerendered
 * (ADR 0012) and checked for accessibility as a guest.
 */
export const PUBLIC_PAGES = [
  WEB_ROUTES.HOME,
  WEB_ROUTES.CASTINGS,
  WEB_ROUTES.MODELS,
  WEB_ROUTES.K_STARS,
  WEB_ROUTES.AI_RANKINGS,
  WEB_ROUTES.PARTNERS,
  WEB_ROUTES.ABOUT,
  WEB_ROUTES.SAFETY_AND_TRUST,
  WEB_ROUTES.HOW_IT_WORKS,
  WEB_ROUTES.CONTACT_US,
  WEB_ROUTES.VERIFY,
] as const

/** Fills a WEB_ROUTES pattern: webPath(WEB_ROUTES.MODEL, { id: 7 }) -> '/models/7'. */
export const webPath = (pattern: string, params: Record<string, number | string>): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`webPath: missing :${name} for ${pattern}`)
    return encodeURIComponent(String(value))
  })
