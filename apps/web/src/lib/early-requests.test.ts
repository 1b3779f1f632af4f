import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { EARLY_REQUESTS_GLOBAL } from '@/early-requests-script'
import { apiUrl, ok } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { api } from './api-client'

const pingSchema = z.object({ pong: z.string() })
type Started = { url: string; init: unknown; response: Promise<Response> }
const earlyWindow = window as unknown as Record<string, Started[] | undefined>

/** What the HTML's script would have started: the guest's request, answered `answer`. */
function startedEarly(answer: string, headers: Record<string, string> = {}): Started {
  return {
    url: new URL(apiUrl('/ping')).pathname,
    init: {
      method: 'GET',
      headers: {
        accept: 'application/json',
        authorization: 'Bearer',
        'accept-language': 'en',
        ...headers,
      },
      credentials: 'same-origin',
    },
    response: Promise.resolve(Response.json({ data: { pong: answer }, message: '' })),
  }
}

function countRequests(): { count: number } {
  const seen = { count: 0 }
  server.use(
    http.get(apiUrl('/ping'), () => {
      seen.count += 1
      return ok({ pong: 'sent by the app' })
    }),
  )
  return seen
}

afterEach(() => {
  delete earlyWindow[EARLY_REQUESTS_GLOBAL]
})

describe('requests a prerendered page started from its HTML', () => {
  it('answer the identical request of the app once, without sending it again', async () => {
    const seen = countRequests()
    earlyWindow[EARLY_REQUESTS_GLOBAL] = [startedEarly('started by the HTML')]
    await expect(api.get('/ping', pingSchema)).resolves.toMatchObject({
      data: { pong: 'started by the HTML' },
    })
    expect(seen.count).toBe(0)
    // Taken once: the next identical request goes to the API.
    await expect(api.get('/ping', pingSchema)).resolves.toMatchObject({
      data: { pong: 'sent by the app' },
    })
    expect(seen.count).toBe(1)
  })

  it('never answer a request that differs (another language, a token)', async () => {
    const seen = countRequests()
    earlyWindow[EARLY_REQUESTS_GLOBAL] = [
      startedEarly('Korean', { 'accept-language': 'ko' }),
      startedEarly('signed in', { authorization: 'Bearer someone' }),
    ]
    await expect(api.get('/ping', pingSchema)).resolves.toMatchObject({
      data: { pong: 'sent by the app' },
    })
    expect(seen.count).toBe(1)
    expect(earlyWindow[EARLY_REQUESTS_GLOBAL]).toHaveLength(2)
  })

  it('send the request again when the early one failed', async () => {
    const seen = countRequests()
    const failed = startedEarly('never')
    failed.response = Promise.reject(new TypeError('Failed to fetch'))
    earlyWindow[EARLY_REQUESTS_GLOBAL] = [failed]
    await expect(api.get('/ping', pingSchema)).resolves.toMatchObject({
      data: { pong: 'sent by the app' },
    })
    expect(seen.count).toBe(1)
  })
})
