import { COOKIE, SERVER_MESSAGES } from '@cnm/contracts'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiUrl, fail, ok } from '@/testing/api'
import { hasCookie, signInWithCookies } from '@/testing/factories'
import { server } from '@/testing/mocks/server'
import { api, ApiError, apiUpload } from './api-client'
import { currentLanguage } from './i18n'

const pingSchema = z.object({ pong: z.boolean() })

describe('api client', () => {
  it('sends the access cookie as a bearer token and returns the parsed envelope', async () => {
    signInWithCookies({ token: 'token-1' })
    let seen: { authorization: string | null; query: string } | undefined
    server.use(
      http.get(apiUrl('/ping'), ({ request }) => {
        seen = {
          authorization: request.headers.get('authorization'),
          query: new URL(request.url).search,
        }
        return ok({ pong: true, extra: 'ignored' }, 'Pong.')
      }),
    )
    await expect(
      api.get('/ping', pingSchema, { query: { type: 7, parentId: undefined } }),
    ).resolves.toEqual({
      data: { pong: true },
      message: 'Pong.',
    })
    expect(seen).toEqual({ authorization: 'Bearer token-1', query: '?type=7' })
  })

  it('sends the header with an empty token for guests (spec §7)', async () => {
    let authorization: string | null = 'unset'
    server.use(
      http.get(apiUrl('/ping'), ({ request }) => {
        authorization = request.headers.get('authorization')
        return ok({ pong: true })
      }),
    )
    await api.get('/ping', pingSchema)
    // "Bearer " with nothing after it; fetch trims the trailing space.
    expect(authorization).toBe('Bearer')
  })

  it('turns an error answer into an ApiError with status, code, message and fields', async () => {
    server.use(
      http.post(apiUrl('/things'), () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are invalid.',
            fields: { email: 'Is invalid.' },
          },
          { status: 400 },
        ),
      ),
    )
    const error = await api
      .post('/things', pingSchema, { body: { email: 'x' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid.',
      fields: { email: 'Is invalid.' },
    })
  })

  it('clears the access cookie on any 401', async () => {
    signInWithCookies()
    server.use(
      http.patch(apiUrl('/things'), () => fail(401, 'UNAUTHORIZED', SERVER_MESSAGES.UNAUTHORIZED)),
    )
    await expect(api.patch('/things', pingSchema)).rejects.toMatchObject({ status: 401 })
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
  })

  it('keeps the cookies on other errors', async () => {
    signInWithCookies()
    server.use(http.get(apiUrl('/things'), () => fail(403, 'FORBIDDEN', SERVER_MESSAGES.FORBIDDEN)))
    await expect(api.get('/things', pingSchema)).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
    })
    expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(true)
  })

  it('rejects answers that do not match the contract, and non-JSON errors', async () => {
    server.use(
      http.get(apiUrl('/ping'), () => ok({ pong: 'yes' })),
      http.get(
        apiUrl('/broken'),
        () => new HttpResponse('<html>Bad gateway</html>', { status: 502 }),
      ),
    )
    await expect(api.get('/ping', pingSchema)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
    await expect(api.get('/broken', pingSchema)).rejects.toMatchObject({
      status: 502,
      message: SERVER_MESSAGES.INTERNAL,
    })
  })

  it('reports an unreachable server as status 0', async () => {
    server.use(http.get(apiUrl('/ping'), () => HttpResponse.error()))
    await expect(api.get('/ping', pingSchema)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    })
  })

  describe('an upload (multipart, with progress)', () => {
    /** jsdom's XMLHttpRequest sends nothing MSW sees: a stand-in that answers at once. */
    class AnsweringXhr {
      static answer = { status: 200, json: {} as unknown }
      static sent: AnsweringXhr[] = []
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null }
      onload: (() => void) | null = null
      onerror: (() => void) | null = null
      onabort: (() => void) | null = null
      status = 0
      responseText = ''
      url = ''
      headers: Record<string, string> = {}
      open(_method: string, url: string) {
        this.url = url
      }
      setRequestHeader(name: string, value: string) {
        this.headers[name] = value
      }
      send() {
        AnsweringXhr.sent.push(this)
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 } as ProgressEvent)
        this.status = AnsweringXhr.answer.status
        this.responseText = JSON.stringify(AnsweringXhr.answer.json)
        this.onload?.()
      }
      abort() {
        this.onabort?.()
      }
    }
    const upload = (onProgress?: (progress: { loaded: number; total: number }) => void) => {
      AnsweringXhr.sent = []
      vi.stubGlobal('XMLHttpRequest', AnsweringXhr)
      return apiUpload('/uploads', pingSchema, { body: new FormData(), onProgress })
    }
    afterEach(() => vi.unstubAllGlobals())

    it('sends the token and the language like every call, reports progress, returns the envelope', async () => {
      signInWithCookies({ token: 'token-2' })
      AnsweringXhr.answer = { status: 201, json: { data: { pong: true }, message: 'Stored.' } }
      const progress = vi.fn()
      await expect(upload(progress)).resolves.toEqual({
        data: { pong: true },
        message: 'Stored.',
      })
      expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 })
      const [sent] = AnsweringXhr.sent
      expect(sent?.url).toBe(apiUrl('/uploads'))
      expect(sent?.headers).toMatchObject({
        Authorization: 'Bearer token-2',
        'Accept-Language': currentLanguage(),
      })
    })

    it("clears the access cookie on a 401 and rejects with the server's ApiError", async () => {
      signInWithCookies()
      AnsweringXhr.answer = {
        status: 401,
        json: { code: 'UNAUTHORIZED', message: SERVER_MESSAGES.UNAUTHORIZED },
      }
      const error = await upload().catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ApiError)
      expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
      expect(hasCookie(COOKIE.ACCESS_TOKEN.name)).toBe(false)
    })
  })
})
