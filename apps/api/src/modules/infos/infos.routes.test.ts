// GET /infos and GET /infos/country-list on the full reference data (seeded once for
// the file), as a client sees them: shapes, ids, parameters, flags and caching.
import { gunzipSync } from 'node:zlib'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  CATEGORY_ID,
  COUNTRY_INFO_TYPE,
  countryListResponseSchema,
  INFO_TYPE,
  INFO_TYPE_IDS,
  infosResponseSchema,
  MESSAGES,
  SERVER_MESSAGES,
} from '@cnm/contracts'
import { seedReferenceData } from '../../db/seed-data/seed-reference-data.js'
import { setupTestApp } from '../../../test/helpers/app.js'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { rawRequest, stableHeaders } from '../../../test/helpers/raw-http.js'
import { CHECK_INTERVAL_MS } from './reference-cache.js'

const KOREA = 1410
const UNITED_STATES = 1840

describe('reference data routes', () => {
  const clock = createFakeClock()
  // Requests that reached Fastify's router, i.e. that the front cache did not answer.
  const routed: string[] = []
  const ctx = setupTestApp({
    clock,
    routes: (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        routed.push(request.url)
        done()
      })
    },
  })
  // Runs after setupTestApp's beforeAll; the app reads the seed on its first request.
  beforeAll(async () => {
    await seedReferenceData(ctx.db.prisma)
  })

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url, headers })
  const infos = async (query: string) => {
    const response = await get(`/infos?${query}`)
    expect(response.statusCode).toBe(200)
    return infosResponseSchema.parse(response.json()).data.infos
  }
  const validationError = async (query: string) => {
    const response = await get(`/infos?${query}`)
    expect(response.statusCode).toBe(400)
    return response.json()
  }

  describe('GET /infos', () => {
    const listTypes = INFO_TYPE_IDS.filter((type) => type !== INFO_TYPE.CITY)

    it.each(listTypes)('lists type %i in display order with ids of that type', async (type) => {
      const items = await infos(`type=${type}`)
      const rows = await ctx.db.prisma.infoItem.findMany({
        where: { type },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      })
      expect(items.length).toBeGreaterThan(1)
      expect(items).toEqual(rows.map(({ id, value, parentId }) => ({ id, value, parentId })))
      expect(new Set(items.map((item) => item.value)).size).toBe(items.length)
    })

    it('lists first-level categories with professional (2) among them and no parents', async () => {
      const categories = await infos(`type=${INFO_TYPE.CATEGORY}`)
      expect(categories.every((item) => item.parentId === null)).toBe(true)
      expect(categories.find((item) => item.id === CATEGORY_ID.PROFESSIONAL)?.value).toBe(
        'Professional',
      )
    })

    it('nests second levels under their category with withChildren=true', async () => {
      const categories = await infos(`type=${INFO_TYPE.CATEGORY}&withChildren=true`)
      const professional = categories.find((item) => item.id === CATEGORY_ID.PROFESSIONAL)
      expect(professional?.children).toEqual([
        { id: 37, value: 'Entertainment agency', parentId: 2 },
        { id: 38, value: 'Model agency', parentId: 2 },
        { id: 84, value: 'Brand', parentId: 2 },
      ])
      expect(categories.every((item) => (item.children ?? []).length > 0)).toBe(true)
      const plain = await infos(`type=${INFO_TYPE.CATEGORY}&withChildren=false`)
      expect(plain).toEqual(categories.map(({ children: _children, ...item }) => item))
    })

    it('lists second levels (category depth 8) on their own, each pointing at its category', async () => {
      const categoryIds = new Set((await infos(`type=${INFO_TYPE.CATEGORY}`)).map((c) => c.id))
      const depth = await infos(`type=${INFO_TYPE.CATEGORY_DEPTH}`)
      expect(depth.every((item) => item.parentId !== null && categoryIds.has(item.parentId!))).toBe(
        true,
      )
      const special = await infos(`type=${INFO_TYPE.CATEGORY_DEPTH}&parentId=2`)
      expect(special.map((item) => item.id)).toEqual([37, 38, 84])
    })

    it('lists the cities of one country, Korea complete and in regional order', async () => {
      const cities = await infos(`type=${INFO_TYPE.CITY}&parentId=${KOREA}`)
      expect(cities).toHaveLength(237)
      expect(cities.every((city) => city.parentId === KOREA)).toBe(true)
      expect(cities.slice(0, 2).map((city) => city.value)).toEqual(['Seoul', 'Dobong-gu, Seoul'])
      expect(cities.map((city) => city.value)).toEqual(
        expect.arrayContaining([
          'Gangnam-gu, Seoul',
          'Busan',
          'Suwon-si, Gyeonggi-do',
          'Jeju-si, Jeju-do',
        ]),
      )
      expect(cities[0]?.id).toBe(1_410_000_001)
    })

    it('tells same-named cities apart by their state', async () => {
      const cities = await infos(`type=${INFO_TYPE.CITY}&parentId=${UNITED_STATES}`)
      expect(cities.length).toBeGreaterThan(10_000)
      expect(cities.map((city) => city.value)).toEqual(
        expect.arrayContaining(['Springfield, Illinois', 'Springfield, Missouri']),
      )
      expect(new Set(cities.map((city) => city.value)).size).toBe(cities.length)
    })

    it('requires parentId for cities', async () => {
      expect(await validationError(`type=${INFO_TYPE.CITY}`)).toEqual({
        message: `parentId: ${MESSAGES.REQUIRED}`,
        code: 'VALIDATION_FAILED',
        fields: { parentId: MESSAGES.REQUIRED },
      })
    })

    it.each(['type=11', `type=${COUNTRY_INFO_TYPE}`, 'type=0', 'type=abc', 'type=', ''])(
      'refuses %j as an unknown type',
      async (query) => {
        expect(await validationError(query)).toEqual({
          message: `type: ${SERVER_MESSAGES.INFO_TYPE_UNKNOWN}`,
          code: 'VALIDATION_FAILED',
          fields: { type: SERVER_MESSAGES.INFO_TYPE_UNKNOWN },
        })
      },
    )

    it.each([
      ['type=7&parentId=abc', 'parentId'],
      ['type=7&parentId=-2', 'parentId'],
      ['type=7&parentId=1.5', 'parentId'],
      ['type=7&withChildren=yes', 'withChildren'],
    ])('refuses the malformed %j', async (query, field) => {
      const body = await validationError(query)
      expect(body.fields).toEqual({ [field]: MESSAGES.INVALID })
      expect(body.message).toBe(`${field}: ${MESSAGES.INVALID}`)
    })

    it('answers an empty list for a parent that has no items of that type', async () => {
      expect(await infos(`type=${INFO_TYPE.CATEGORY_DEPTH}&parentId=999999`)).toEqual([])
      expect(await infos(`type=${INFO_TYPE.CITY}&parentId=${CATEGORY_ID.PROFESSIONAL}`)).toEqual([])
      expect(await infos(`type=${INFO_TYPE.KEYWORD}&parentId=${KOREA}&withChildren=true`)).toEqual(
        [],
      )
    })
  })

  describe('GET /infos/country-list', () => {
    it('lists every ISO country with name, dialling code and flag url, by name', async () => {
      const response = await get('/infos/country-list')
      expect(response.statusCode).toBe(200)
      const countries = countryListResponseSchema.parse(response.json()).data.infos
      expect(countries).toHaveLength(250)
      expect(countries.find((country) => country.id === KOREA)).toEqual({
        id: KOREA,
        value: 'South Korea',
        number: '82',
        url: expect.stringMatching(/^\/infos\/flags\/KR\.svg\?v=[\w-]+$/),
      })
      expect(countries.every((country) => /^\d{1,4}$/.test(country.number))).toBe(true)
      expect(Object.keys(countries[0] ?? {}).sort()).toEqual(['id', 'number', 'url', 'value'])
      const names = countries.map((country) => country.value)
      const collator = new Intl.Collator('en', { sensitivity: 'base' })
      expect(names).toEqual([...names].sort(collator.compare))
    })

    it('is ASCII on the wire and the same names once parsed', async () => {
      const response = await get('/infos/country-list')
      expect(response.rawPayload.every((byte) => byte < 0x80)).toBe(true)
      const names = countryListResponseSchema.parse(response.json()).data.infos.map((c) => c.value)
      expect(names).toContain('Åland Islands')
      expect(names).toContain('Curaçao')
    })

    it('serves the flag behind every url, cacheable for good', async () => {
      const countries = countryListResponseSchema.parse((await get('/infos/country-list')).json())
        .data.infos
      for (const country of countries) {
        const flag = await get(country.url)
        expect(flag.statusCode, country.url).toBe(200)
        expect(flag.headers['content-type']).toBe('image/svg+xml')
        expect(flag.body.startsWith('<svg')).toBe(true)
        expect(flag.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      }
    })

    it('serves an unversioned flag url for a day and refuses unknown ones', async () => {
      const flag = await get('/infos/flags/KR.svg')
      expect(flag.statusCode).toBe(200)
      expect(flag.headers['cache-control']).toBe('public, max-age=86400')
      for (const url of [
        '/infos/flags/ZZ.svg',
        '/infos/flags/kr.svg',
        '/infos/flags/..%2Fpackage.json',
      ]) {
        expect((await get(url)).statusCode, url).toBe(404)
      }
      const revalidated = await get('/infos/flags/KR.svg', {
        'if-none-match': String(flag.headers.etag),
      })
      expect(revalidated.statusCode).toBe(304)
    })
  })

  describe('HTTP caching', () => {
    it('sends an ETag and Cache-Control, and 304 when the client has that version', async () => {
      const first = await get('/infos?type=7')
      const etag = String(first.headers.etag)
      expect(etag).toMatch(/^"[\w-]+"$/)
      expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=300')

      for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const again = await get('/infos?type=7', { 'if-none-match': ifNoneMatch })
        expect(again.statusCode, ifNoneMatch).toBe(304)
        expect(again.body).toBe('')
        expect(again.headers.etag).toBe(etag)
      }
      expect((await get('/infos?type=7', { 'if-none-match': '"stale"' })).statusCode).toBe(200)
      expect((await get('/infos?type=8')).headers.etag).not.toBe(etag)
    })

    it('gzips large lists for clients that accept it', async () => {
      const url = `/infos?type=${INFO_TYPE.CITY}&parentId=${UNITED_STATES}`
      const plain = await get(url)
      const zipped = await get(url, { 'accept-encoding': 'gzip, deflate, br' })
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(zipped.headers['content-encoding']).toBe('gzip')
      expect(zipped.headers.vary).toBe('Origin, accept-language, cookie, accept-encoding')
      expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4)
      expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body)
      expect((await get(url, { 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBe(
        undefined,
      )
    })

    // Accept-Encoding as negotiator reads it (RFC 9110 §12.5.3): q-values, `*`, case.
    it.each<[string, 'gzip' | 'plain']>([
      ['gzip', 'gzip'],
      ['GZIP', 'gzip'],
      ['*', 'gzip'],
      ['br;q=1, gzip;q=0.8', 'gzip'],
      ['gzip;q=0.5', 'gzip'],
      ['identity;q=0, gzip;q=0.1', 'gzip'],
      ['', 'plain'],
      ['br, deflate', 'plain'],
      ['gzip;q=0', 'plain'],
      ['*;q=0', 'plain'],
      ['gzip;q=0.5, identity', 'plain'],
      // Nothing acceptable: the plain body rather than a 406.
      ['identity;q=0', 'plain'],
    ])('answers Accept-Encoding %j with the %s body', async (acceptEncoding, expected) => {
      const url = `/infos?type=${INFO_TYPE.CITY}&parentId=${KOREA}`
      const answer = await get(url, { 'accept-encoding': acceptEncoding })
      expect(answer.statusCode).toBe(200)
      expect(answer.headers['content-encoding']).toBe(expected === 'gzip' ? 'gzip' : undefined)
      expect(answer.headers.vary).toBe('Origin, accept-language, cookie, accept-encoding')
      const body = expected === 'gzip' ? gunzipSync(answer.rawPayload) : answer.rawPayload
      expect(infosResponseSchema.parse(JSON.parse(body.toString())).data.infos).toHaveLength(237)
    })
  })

  describe('front cache (over HTTP)', () => {
    const http = (url: string, headers: Record<string, string> = {}) =>
      rawRequest(ctx.app.server, url, headers)
    beforeAll(async () => {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 })
    })

    it.each([
      ['/infos?type=7', {}],
      ['/infos?type=7', { origin: 'http://localhost:5173' }],
      ['/infos?type=7', { origin: 'https://elsewhere.example' }],
      ['/infos/country-list', {}],
      ['/infos/country-list', { 'accept-encoding': 'gzip, deflate, br' }],
      [`/infos?type=${INFO_TYPE.CITY}&parentId=${KOREA}`, {}],
    ])('answers a repeat of %s %j from memory, as the route did', async (url, headers) => {
      const first = await http(url, headers)
      const before = routed.length
      const second = await http(url, headers)

      expect(routed.length).toBe(before)
      expect(second.status).toBe(200)
      expect(stableHeaders(second.headers)).toEqual(stableHeaders(first.headers))
      expect(second.body.equals(first.body)).toBe(true)
      expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id'])
    })

    it('answers If-None-Match from memory with the 304 the route sends', async () => {
      const url = `/infos?type=${INFO_TYPE.SHOOT_TYPE}`
      const etag = String((await get(url)).headers.etag)
      const fromRoute = await http(url, { 'if-none-match': etag })
      await http(url)
      const before = routed.length
      const fromMemory = await http(url, { 'if-none-match': etag })

      expect(routed.length).toBe(before)
      expect(fromRoute.status).toBe(304)
      expect(fromMemory.status).toBe(304)
      expect(fromMemory.body.length).toBe(0)
      expect(stableHeaders(fromMemory.headers)).toEqual(stableHeaders(fromRoute.headers))
    })

    it.each<[string, Record<string, string>]>([
      ['a weak copy of the tag', { 'if-none-match': 'W/<etag>' }],
      ['a list holding the tag', { 'if-none-match': '"a","b" , <etag>' }],
      ['*', { 'if-none-match': '*' }],
      ['another tag', { 'if-none-match': '"stale"' }],
      ['the tag on a reload', { 'if-none-match': '<etag>', 'cache-control': 'no-cache' }],
      ['a date only', { 'if-modified-since': 'Sun, 22 Nov 2026 00:00:00 GMT' }],
    ])('answers a conditional GET with %s as the route does', async (_case, conditional) => {
      const url = `/infos?type=${INFO_TYPE.HAIR_COLOUR}`
      const etag = String((await get(url)).headers.etag)
      const headers = Object.fromEntries(
        Object.entries(conditional).map(([name, value]) => [name, value.replace('<etag>', etag)]),
      )
      const fromRoute = await get(url, headers)
      await http(url)
      const before = routed.length
      const fromMemory = await http(url, headers)

      expect(routed.length).toBe(before)
      expect(fromMemory.status).toBe(fromRoute.statusCode)
      expect(fromMemory.body.equals(fromRoute.rawPayload)).toBe(true)
    })

    it('leaves errors and other routes to the app', async () => {
      for (const url of ['/infos?type=99', '/health', '/infos?type=99', '/health']) {
        await http(url)
      }
      expect(routed.slice(-4)).toEqual(['/infos?type=99', '/health', '/infos?type=99', '/health'])
    })
  })

  describe('in Korean and English (ADR 0022)', () => {
    const json = (answer: { body: Buffer }) => JSON.parse(answer.body.toString())
    const http = (url: string, headers: Record<string, string> = {}) =>
      rawRequest(ctx.app.server, url, headers)
    beforeAll(async () => {
      if (!ctx.app.server.listening) await ctx.app.listen({ host: '127.0.0.1', port: 0 })
    })

    it('names every item in Korean, except cities abroad the data set has no Korean for', async () => {
      const missing = await ctx.db.prisma.infoItem.count({
        where: { valueKo: null, NOT: { type: INFO_TYPE.CITY } },
      })
      const koreanCities = await ctx.db.prisma.infoItem.findMany({
        where: { parentId: KOREA },
        select: { valueKo: true },
      })
      expect(missing).toBe(0)
      expect(koreanCities.every(({ valueKo }) => /^[가-힣 ]+$/.test(valueKo ?? ''))).toBe(true)
    })

    it('serves ?lang=ko in Korean and ?lang=en in English, with the message to match', async () => {
      const korean = await get(`/infos?type=${INFO_TYPE.CATEGORY}&withChildren=true&lang=ko`)
      const english = await get(`/infos?type=${INFO_TYPE.CATEGORY}&lang=en`)
      const cities = await get(`/infos?type=${INFO_TYPE.CITY}&parentId=${KOREA}&lang=ko`)

      const professional = infosResponseSchema
        .parse(korean.json())
        .data.infos.find((item) => item.id === CATEGORY_ID.PROFESSIONAL)
      expect(professional?.value).toBe('전문가')
      expect(professional?.children?.map((child) => child.value)).toEqual([
        '연예 기획사',
        '모델 에이전시',
        '브랜드',
      ])
      expect(korean.json().message).toBe('처리되었습니다.')
      expect(english.json().message).toBe(SERVER_MESSAGES.OK)
      expect(english.json().data.infos[0].value).toBe('Fashion')
      const cityNames = infosResponseSchema.parse(cities.json()).data.infos.map((c) => c.value)
      expect(cityNames).toContain('서울 강남구')
      expect(cityNames).toContain('경기도 수원시')
      // The language is in the URL, so the answer does not vary by the language headers.
      expect(korean.headers.vary).toBe('Origin, accept-encoding')
    })

    it('lists countries by their Korean names in Korean order', async () => {
      const response = await get('/infos/country-list?lang=ko')
      const names = countryListResponseSchema.parse(response.json()).data.infos.map((c) => c.value)

      expect(names).toContain('대한민국')
      expect(names).toContain('미국')
      expect(names).toEqual([...names].sort(new Intl.Collator('ko').compare))
    })

    it('goes by the cnm_lang cookie, then Accept-Language, when the URL names no language', async () => {
      const url = `/infos?type=${INFO_TYPE.GENDER}`
      const byHeader = await get(url, { 'accept-language': 'ko-KR,ko;q=0.9' })
      const byCookie = await get(url, { 'accept-language': 'en', cookie: 'cnm_lang=ko' })
      const byDefault = await get(url)

      expect(byHeader.json().data.infos[0].value).toBe('여성')
      expect(byCookie.json().data.infos[0].value).toBe('여성')
      expect(byDefault.json().data.infos[0].value).toBe('Female')
      expect(byHeader.headers.vary).toBe('Origin, accept-language, cookie')
    })

    it('refuses a language it does not have', async () => {
      expect(await validationError(`type=${INFO_TYPE.GENDER}&lang=ja`)).toEqual({
        message: `lang: ${MESSAGES.INVALID}`,
        code: 'VALIDATION_FAILED',
        fields: { lang: MESSAGES.INVALID },
      })
    })

    it('never hands one language’s answer from the front cache to the other', async () => {
      const url = `/infos?type=${INFO_TYPE.CAREER}`
      const visitors: Array<[string, Record<string, string>, string]> = [
        ['en', {}, 'New face (no experience)'],
        ['ko', { 'accept-language': 'ko' }, '신인(경력 없음)'],
        ['ko', { cookie: 'cnm_at=token; cnm_lang=ko' }, '신인(경력 없음)'],
        ['en', { 'accept-language': 'en-GB' }, 'New face (no experience)'],
      ]
      // Each visitor twice, interleaved: the second round comes from memory.
      for (const round of [1, 2]) {
        for (const [, headers, expected] of visitors) {
          const before = routed.length
          const answer = await http(url, headers)
          expect(json(answer).data.infos[0].value).toBe(expected)
          if (round === 2) expect(routed.length).toBe(before)
        }
      }
      for (const [lang, , expected] of visitors) {
        const answer = await http(`${url}&lang=${lang}`, { 'accept-language': 'ko' })
        expect(json(answer).data.infos[0].value).toBe(expected)
      }
    })
  })

  describe('security headers', () => {
    const API_HEADERS = {
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    }
    const pick = (headers: Record<string, unknown>) =>
      Object.fromEntries(Object.keys(API_HEADERS).map((name) => [name, headers[name]]))

    it('sends the API set on lists, errors and other routes alike', async () => {
      for (const url of ['/infos?type=7', '/infos/country-list', '/infos?type=99', '/health']) {
        expect(pick((await get(url)).headers), url).toEqual(API_HEADERS)
      }
    })

    it('lets other origins show flags, with their inline styles', async () => {
      const { headers } = await get('/infos/flags/KR.svg')
      expect(pick(headers)).toEqual({
        ...API_HEADERS,
        'cross-origin-resource-policy': 'cross-origin',
        'content-security-policy':
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      })
    })

    it('keeps personal answers out of caches unless a route allows it', async () => {
      expect((await get('/health')).headers['cache-control']).toBe('no-store')
      expect((await get('/infos?type=7')).headers['cache-control']).toMatch(/^public, max-age=60/)
    })
  })

  describe('in-process cache', () => {
    const keywordUrl = `/infos?type=${INFO_TYPE.KEYWORD}`
    const firstKeyword = async () => {
      const response = await get(keywordUrl)
      return { etag: String(response.headers.etag), value: response.json().data.infos[0].value }
    }

    it('answers from memory until the seed checksum changes, then within the check interval', async () => {
      const before = await firstKeyword()
      const keyword = await ctx.db.prisma.infoItem.findFirstOrThrow({
        where: { type: INFO_TYPE.KEYWORD },
        orderBy: [{ sortOrder: 'asc' }, { id: 'asc' }],
      })
      // A change behind the seed's back is not seen: the answer comes from memory.
      await ctx.db.prisma.infoItem.update({ where: { id: keyword.id }, data: { value: 'Radiant' } })
      clock.advance(CHECK_INTERVAL_MS + 1)
      expect(await firstKeyword()).toEqual(before)

      // A re-seed (here with a one-row data set) writes rows and checksum together.
      const { createdAt: _createdAt, updatedAt: _updatedAt, ...row } = keyword
      await seedReferenceData(ctx.db.prisma, {
        data: { rows: [{ ...row, value: 'Luminous' }], cities: [], checksum: 'reseeded' },
      })
      expect((await firstKeyword()).value).toBe(before.value)
      clock.advance(CHECK_INTERVAL_MS)
      // Answers in memory do not wait for the checksum: the new list follows the re-read.
      const after = await vi.waitFor(async () => {
        const answer = await firstKeyword()
        expect(answer.value).toBe('Luminous')
        return answer
      })
      expect(after.etag).not.toBe(before.etag)
      expect((await get(keywordUrl, { 'if-none-match': before.etag })).statusCode).toBe(200)
      expect((await get(keywordUrl, { 'if-none-match': after.etag })).statusCode).toBe(304)
    })

    it('lets repeats over HTTP see a re-seed within the check interval too', async () => {
      const keywordOverHttp = async () =>
        JSON.parse((await rawRequest(ctx.app.server, keywordUrl)).body.toString()).data.infos[0]
          .value as string
      await keywordOverHttp()
      const before = await keywordOverHttp()
      const keyword = await ctx.db.prisma.infoItem.findFirstOrThrow({
        where: { type: INFO_TYPE.KEYWORD },
      })
      const { createdAt: _createdAt, updatedAt: _updatedAt, ...row } = keyword
      await seedReferenceData(ctx.db.prisma, {
        data: { rows: [{ ...row, value: 'Glowing' }], cities: [], checksum: 'reseeded-again' },
      })
      expect(await keywordOverHttp()).toBe(before)
      clock.advance(CHECK_INTERVAL_MS)
      await vi.waitFor(async () => expect(await keywordOverHttp()).toBe('Glowing'))
    })
  })
})
