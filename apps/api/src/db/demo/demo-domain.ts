/**
 * The reserved (RFC 2606) mail domain of every demo account. Its own light module: the log-in
 * service reads it to refuse demo accounts in production without loading the demo seeders.
 */
export const DEMO_EMAIL_DOMAIN = 'demo.castingnmodel.invalid'

/**
 * The two demo accounts one may sign in as locally (demo-sign-in.ts) move to this domain:
 * also reserved (RFC 2606 `.test`), and unlike `.invalid` accepted by the e-mail rule of the
 * log-in form (a top-level domain of 2 to 4 letters).
 */
export const DEMO_SIGN_IN_DOMAIN = 'demo.castingnmodel.test'

/** Any demo account, by its address (already normalised). */
export const isDemoAddress = (address: string): boolean =>
  address.endsWith(`@${DEMO_EMAIL_DOMAIN}`) || address.endsWith(`@${DEMO_SIGN_IN_DOMAIN}`)
