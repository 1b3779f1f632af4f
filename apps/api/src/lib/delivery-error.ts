/**
 * A failed hand-over to SMTP or Twilio. `permanent` means retrying cannot help
 * (the server refused the recipient for good), so the outbox stops at once
 * instead of spending its remaining attempts.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
    this.name = 'DeliveryError'
  }
}

export const isPermanentDeliveryError = (error: unknown): boolean =>
  error instanceof DeliveryError && error.permanent
