import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERROR_CODES, MESSAGES } from '@cnm/contracts'
import { errorsPlugin } from './errors.js'
import { i18nPlugin } from './i18n.js'
import { findNul, nulGuardPlugin } from './nul-guard.js'

describe('findNul', () => {
  it.each([
    ['a plain string', 'hello', null],
    ['a string with NUL', 'he\u0000llo', []],
    ['a nested value', { a: [{ b: 'ok' }, { c: 'x\u0000' }] }, ['a', '1', 'c']],
    ['a key with NUL', { ['ke\u0000y']: 'ok' }, ['key']],
    ['numbers and nulls', { n: 1, z: null, t: true }, null],
  ])('finds %s', (_name, value, expected) => {
    expect(findNul(value)).toEqual(expected)
  })
})

describe('requests carrying NUL', () => {
  const app = Fastify()
  const reached: string[] = []

  beforeAll(async () => {
    await app.register(errorsPlugin)
    await app.register(i18nPlugin)
    await app.register(nulGuardPlugin)
    app.all('/echo/:id', async (request) => {
      reached.push(request.url)
      return { ok: true }
    })
    await app.ready()
  })
  afterAll(() => app.close())

  it.each([
    ['the query', { method: 'GET', url: '/echo/1?q=a%00b' }, 'q'],
    ['the path', { method: 'GET', url: '/echo/1%00' }, 'id'],
    [
      'a JSON body',
      { method: 'POST', url: '/echo/1', payload: { note: { text: 'x\u0000' } } },
      'note.text',
    ],
  ] as const)(
    'are answered 400 naming the field when NUL is in %s',
    async (_where, request, field) => {
      const before = reached.length
      const response = await app.inject(request)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        message: `${field}: ${MESSAGES.INVALID}`,
        code: ERROR_CODES.VALIDATION_FAILED,
        fields: { [field]: MESSAGES.INVALID },
      })
      expect(reached).toHaveLength(before)
    },
  )

  it('lets everything else through', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo/1?q=%20',
      payload: { text: 'line\nbreak\ttab' },
    })
    expect(response.statusCode).toBe(200)
  })
})
