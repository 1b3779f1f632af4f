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
  CURRENT_LOCATION: '/users/current-location',
  MODEL_REQUEST: '/users/model-request',
  USER: (id: number | string) => `/users/${id}`,
  KEYWORD_TOP: '/users/most-keyword-top-10',
  MAIL_QUESTIONS: '/users/mail/questions',
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
  MYPAGE: '/mypage',
  MYPAGE_CASTING: '/mypage/casting',
  MYPAGE_LIKES: '/mypage/likes',
  MYPAGE_REVIEWS: '/mypage/reviews',
  MYPAGE_MODEL: '/mypage/model',
  REGISTER_GOOGLE: '/register/google',
  REGISTER_SIGN_OUT: '/register/signOut',
} as const
