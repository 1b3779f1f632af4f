import { describe, expect, it } from 'vitest'
import { COUNTRY_INFO_TYPE, INFO_TYPE, INFO_TYPE_IDS } from './ids.js'
import {
  countryListResponseSchema,
  infoItemSchema,
  infosQuerySchema,
  infosResponseSchema,
  keywordTopResponseSchema,
} from './infos.js'
import { SERVER_MESSAGES } from './messages.js'
import { shownErrors } from './testing.js'

describe('info type ids (spec §3)', () => {
  it('lists exactly the spec ids', () => {
    expect([...INFO_TYPE_IDS].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12, 13, 18,
    ])
    expect(INFO_TYPE.CITY).toBe(18)
  })

  it('keeps the internal country type out of the public list', () => {
    expect(INFO_TYPE_IDS).not.toContain(COUNTRY_INFO_TYPE)
  })
})

describe('GET /infos query', () => {
  it('coerces query strings', () => {
    expect(infosQuerySchema.parse({ type: '7', parentId: '2', withChildren: 'true' })).toEqual({
      type: 7,
      parentId: 2,
      withChildren: true,
    })
    expect(infosQuerySchema.parse({ type: '18', withChildren: 'false' })).toEqual({
      type: 18,
      withChildren: false,
    })
  })

  it.each(['11', '100', '0', 'abc', ''])('rejects unknown type %j with a clear message', (type) => {
    expect(shownErrors(infosQuerySchema, { type })).toEqual({
      type: SERVER_MESSAGES.INFO_TYPE_UNKNOWN,
    })
  })

  it.each([
    [{ type: '7', parentId: '0' }, 'parentId'],
    [{ type: '7', parentId: '-3' }, 'parentId'],
    [{ type: '7', parentId: '1.5' }, 'parentId'],
    [{ type: '7', withChildren: 'yes' }, 'withChildren'],
    [{ type: '7', withChildren: '1' }, 'withChildren'],
  ])('rejects %j on %s', (query, field) => {
    expect(Object.keys(shownErrors(infosQuerySchema, query))).toEqual([field])
  })
})

describe('info answers', () => {
  it('parses nested categories', () => {
    const body = {
      data: {
        infos: [
          {
            id: 2,
            value: 'Professional',
            children: [{ id: 37, value: 'Entertainment', parentId: 2 }],
          },
        ],
      },
      message: 'OK',
    }
    expect(infosResponseSchema.parse(body).data.infos[0]?.children?.[0]?.id).toBe(37)
    expect(infoItemSchema.safeParse({ id: 1, value: 'x', children: [{ id: 'y' }] }).success).toBe(
      false,
    )
  })

  it('requires the dialling code and flag of a country', () => {
    const country = { id: 82, value: 'Korea', number: '82', url: '/flags/kr.svg' }
    expect(
      countryListResponseSchema.safeParse({ data: { infos: [country] }, message: '' }).success,
    ).toBe(true)
    const { url: _url, ...noFlag } = country
    expect(
      countryListResponseSchema.safeParse({ data: { infos: [noFlag] }, message: '' }).success,
    ).toBe(false)
  })

  it('reads at most ten top keywords', () => {
    const keywords = Array.from({ length: 11 }, (_, i) => ({
      id: i + 1,
      value: `k${i}`,
      count: 11 - i,
    }))
    expect(
      keywordTopResponseSchema.safeParse({ data: { keywords: keywords.slice(0, 10) }, message: '' })
        .success,
    ).toBe(true)
    expect(keywordTopResponseSchema.safeParse({ data: { keywords }, message: '' }).success).toBe(
      false,
    )
  })
})
