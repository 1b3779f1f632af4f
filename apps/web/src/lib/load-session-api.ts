/** Lazy door to session-api (see there for why). */
export const loadSessionApi = () => import('./session-api')
