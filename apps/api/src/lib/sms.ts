// SMS through the Twilio SDK. TWILIO_API_BASE_URL moves the SDK's requests to
// another host (a loopback stand-in in tests) while everything else, from
// request building to error parsing, stays the SDK's own code.
import twilio from 'twilio'
import type SdkRequestClient from 'twilio/lib/base/RequestClient.js'
import type { AppConfig } from '../config/env.js'
import { DeliveryError } from './delivery-error.js'
import { mailDomain, type Mailer } from './mailer.js'

export interface SmsToSend {
  /** E.164. */
  to: string
  text: string
  /** The outbox id, for logs and the development sink. */
  reference: string
}

export interface SmsSender {
  /** Where messages go, for the start-up log line. */
  readonly kind: 'twilio' | 'dev-mail'
  send(sms: SmsToSend): Promise<{ providerId: string }>
}

const TWILIO_ORIGIN = 'https://api.twilio.com'

/** The SDK's own HTTP client with its origin swapped, so the request path is unchanged. */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: 15_000 })
  }

  override request<TData>(opts: SdkRequestClient.RequestOptions<TData>) {
    const uri = opts.uri.startsWith(TWILIO_ORIGIN)
      ? `${this.baseUrl}${opts.uri.slice(TWILIO_ORIGIN.length)}`
      : opts.uri
    return super.request<TData>({ ...opts, uri })
  }
}

// A 4xx other than auth or throttling means Twilio will never take this message
// (invalid or unreachable number); anything else may work on a later attempt.
function toDeliveryError(error: unknown): DeliveryError {
  const { status, message } = error as { status?: number; message?: string }
  const permanent =
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    ![401, 403, 408, 429].includes(status)
  return new DeliveryError(`Twilio: ${message ?? String(error)}`, permanent, { cause: error })
}

export function isTwilioConfigured(config: AppConfig['twilio']): boolean {
  return Boolean(config.accountSid && config.authToken && config.from)
}

export function createTwilioSms(config: AppConfig['twilio']): SmsSender {
  const { accountSid, authToken, from } = config
  if (!accountSid || !authToken || !from) throw new Error('Twilio is not configured')
  const httpClient =
    config.apiBaseUrl === TWILIO_ORIGIN ? undefined : new BaseUrlRequestClient(config.apiBaseUrl)
  const client = twilio(accountSid, authToken, { httpClient, autoRetry: false })
  // A messaging service id routes through the service's sender pool.
  const sender = from.startsWith('MG') ? { messagingServiceSid: from } : { from }
  return {
    kind: 'twilio',
    async send(sms) {
      try {
        const message = await client.messages.create({ ...sender, to: sms.to, body: sms.text })
        return { providerId: message.sid }
      } catch (error) {
        throw toDeliveryError(error)
      }
    },
  }
}

/** Where development SMS land in the mail catcher. */
export const DEV_SMS_INBOX = 'dev-sms@castingnmodel.local'

/**
 * Development without Twilio credentials: each SMS becomes an e-mail in the
 * mail catcher, marked "[DEV SMS] to +82..." so nobody mistakes it for mail.
 */
export function createDevSmsSink(mailer: Mailer, domain: string): SmsSender {
  return {
    kind: 'dev-mail',
    async send(sms) {
      const mark = `[DEV SMS] to ${sms.to}`
      const result = await mailer.send({
        messageId: `<sms-${sms.reference}@${domain}>`,
        to: DEV_SMS_INBOX,
        subject: mark,
        text: `${mark}\n\n${sms.text}`,
      })
      return { providerId: `dev-mail ${result.providerId}` }
    },
  }
}

/**
 * Twilio when configured; otherwise, outside production, the mail-catcher sink;
 * otherwise none (phone codes are then refused with 503 rather than lost).
 */
export function createSmsSender(
  config: Pick<AppConfig, 'twilio' | 'isProduction' | 'mailFrom'>,
  mailer: Mailer,
): SmsSender | null {
  if (isTwilioConfigured(config.twilio)) return createTwilioSms(config.twilio)
  return config.isProduction ? null : createDevSmsSink(mailer, mailDomain(config.mailFrom))
}
