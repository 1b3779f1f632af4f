import { QUERY_POLICY, SERVER_MESSAGES, HOUR_MS } from '@cnm/contracts'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { apiUrl, fail } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { api } from './api-client'
import { getCurrentUserQueryOptions } from './current-user'
import { createQueryClient } from './query-client'

describe('query client', () => {
  it('uses the spec §7 fetch policy: fresh for 60 s, no retry, no refetch on focus', () => {
    const client = createQueryClient({ onUnauthorized: () => {} })
    expect(client.getDefaultOptions().queries).toMatchObject({
      staleTime: 60_000,
      retry: false,
      refetchOnWindowFocus: false,
    })
  })

  it('keeps the current user fresh for 6 hours without retrying', () => {
    const options = getCurrentUserQueryOptions()
    expect(options.staleTime).toBe(6 * HOUR_MS)
    expect(options.staleTime).toBe(QUERY_POLICY.CURRENT_USER_STALE_MS)
    expect(options.retry).toBe(false)
  })

  it('reports a mutation that failed with 401 as well', async () => {
    const onUnauthorized = vi.fn()
    const client = createQueryClient({ onUnauthorized })
    server.use(
      http.post(apiUrl('/private'), () => fail(401, 'UNAUTHORIZED', SERVER_MESSAGES.UNAUTHORIZED)),
    )
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: () => api.post('/private', z.unknown()) })
    await mutation.execute(undefined).catch(() => undefined)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })

  it('reports a query that failed with 401, and only that', async () => {
    const onUnauthorized = vi.fn()
    const client = createQueryClient({ onUnauthorized })
    server.use(
      http.get(apiUrl('/private'), () => fail(401, 'UNAUTHORIZED', SERVER_MESSAGES.UNAUTHORIZED)),
      http.get(apiUrl('/broken'), () => fail(500, 'INTERNAL', SERVER_MESSAGES.INTERNAL)),
    )
    const fetchPath = (path: string) =>
      client
        .fetchQuery({ queryKey: [path], queryFn: () => api.get(path, z.unknown()) })
        .catch(() => undefined)

    await fetchPath('/broken')
    expect(onUnauthorized).not.toHaveBeenCalled()
    await fetchPath('/private')
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})
