import { http, HttpResponse, type JsonBodyType } from 'msw'
import type { CurrentUser } from '@cnm/contracts'
import { server } from './mocks/server'

/** Absolute URL the api-client calls for an API path (VITE_API_BASE_URL defaults to /api). */
export const apiUrl = (path: string) => new URL(`/api${path}`, window.location.origin).href

export const ok = (data: JsonBodyType, message = 'OK') => HttpResponse.json({ data, message })
export const fail = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message }, { status })

export function serveCurrentUser(user: CurrentUser) {
  server.use(http.get(apiUrl('/users/0'), () => ok({ user })))
}

/** A promise a test opens by hand: `opened` settles once `release()` is called. */
export function openableGate() {
  let release!: () => void
  const opened = new Promise<void>((resolve) => {
    release = resolve
  })
  return { opened, release }
}
