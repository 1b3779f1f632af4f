import { randomUUID } from 'node:crypto'

/** Every answer names its request, so a user can quote it and support can find the log lines. */
export const REQUEST_ID_HEADER = 'x-request-id'

export const newRequestId = (): string => randomUUID()
