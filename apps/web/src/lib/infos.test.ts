import { INFO_TYPE, DAY_MS } from '@cnm/contracts'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiUrl, ok } from '@/testing/api'
import { server } from '@/testing/mocks/server'
import { switchTestLanguage } from '@/testing/i18n'
import { getCountryListQueryOptions, getInfosQueryOptions } from './infos'
import { createQueryClient } from './query-client'

describe('info lists', () => {
  afterEach(() => vi.useRealTimers())

  it('are fetched once per list and never go stale', async () => {
    const requests: string[] = []
    server.use(
      http.get(apiUrl('/infos'), ({ request }) => {
        requests.push(new URL(request.url).search)
        return ok({ infos: [{ id: 2, value: 'Professional' }] })
      }),
      http.get(apiUrl('/infos/country-list'), () => {
        requests.push('country-list')
        return ok({ infos: [{ id: 1, value: 'South Korea', number: '82', url: '/flags/kr.svg' }] })
      }),
    )
    const client = createQueryClient({ onUnauthorized: () => {} })

    const categories = await client.fetchQuery(getInfosQueryOptions({ type: INFO_TYPE.CATEGORY }))
    expect(categories).toEqual([{ id: 2, value: 'Professional' }])
    await client.fetchQuery(getCountryListQueryOptions())

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 30 * DAY_MS)
    await client.fetchQuery(getInfosQueryOptions({ type: INFO_TYPE.CATEGORY }))
    await client.fetchQuery(getCountryListQueryOptions())
    await client.fetchQuery(getInfosQueryOptions({ type: INFO_TYPE.CATEGORY_DEPTH, parentId: 2 }))

    expect(requests).toEqual(['?type=7&lang=en', 'country-list', '?type=8&parentId=2&lang=en'])
  })

  it('come in the language on screen, asked for again after a switch (ADR 0022)', async () => {
    const asked: Array<{ lang: string | null; acceptLanguage: string | null }> = []
    server.use(
      http.get(apiUrl('/infos/country-list'), ({ request }) => {
        asked.push({
          lang: new URL(request.url).searchParams.get('lang'),
          acceptLanguage: request.headers.get('accept-language'),
        })
        return ok({ infos: [] })
      }),
    )
    const client = createQueryClient({ onUnauthorized: () => {} })

    await client.fetchQuery(getCountryListQueryOptions())
    switchTestLanguage('ko')
    await client.fetchQuery(getCountryListQueryOptions())
    await client.fetchQuery(getCountryListQueryOptions())

    expect(asked).toEqual([
      { lang: 'en', acceptLanguage: 'en' },
      { lang: 'ko', acceptLanguage: 'ko' },
    ])
  })
})
