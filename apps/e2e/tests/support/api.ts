import { API_PATHS, bearer } from '@cnm/contracts'
import { stack } from './stack.js'

/** A call straight to the API, as an operator's script would make it. */
export async function callApi<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: { data: T; message: string } }> {
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: bearer(options.token) } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  return { status: response.status, body: (await response.json()) as { data: T; message: string } }
}

/** The run's administrator (made by the API's CLI at start-up), logged in through the API. */
export async function administratorToken(): Promise<string> {
  const { admin } = stack()
  const login = await callApi<{ token: string }>('POST', API_PATHS.LOGIN, { body: admin })
  if (login.status !== 200)
    throw new Error(`admin log-in: HTTP ${login.status} ${login.body.message}`)
  return login.body.data.token
}
