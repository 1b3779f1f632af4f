// Kept apart from api-client so code in the first bundle can recognise API errors
// without pulling zod and the contract schemas in with it.

export class ApiError extends Error {
  override readonly name = 'ApiError'

  constructor(
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly code: string,
    message: string,
    /** First message per invalid field, when the API sends them. */
    readonly fields?: Record<string, string>,
  ) {
    super(message)
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError
export const isUnauthorized = (error: unknown) => isApiError(error) && error.status === 401
