import type { AppConfig } from '../../config/env.js'

/**
 * The platform's own host names, from WEB_ORIGIN: links to them are not contact details
 * (threads' contact redaction, an applicant's note, a proposal's text).
 */
export const ownHostsOf = (config: Pick<AppConfig, 'webOrigins'>): string[] =>
  config.webOrigins.map((origin) => new URL(origin).hostname)
