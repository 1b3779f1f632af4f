import { describe, expect, it } from 'vitest'
import {
  certificationCheckQuerySchema,
  certificationCheckResponseSchema,
  certificationSendSchema,
} from './certifications.js'
import { MESSAGES } from './messages.js'
import { shownErrors } from './testing.js'

const { REQUIRED, INVALID, CODE_LENGTH } = MESSAGES

describe('POST /certifications', () => {
  it.each([
    [{ type: 1, destination: 'a@b.co' }, {}],
    [{ type: 1, destination: '' }, { destination: REQUIRED }],
    [{ type: 1, destination: 'a@b' }, { destination: INVALID }],
    [{ type: 2, destination: '010-1234-5678', countryCode: '82' }, {}],
    [{ type: 2, destination: '010-1234-5678' }, { countryCode: REQUIRED }],
    [{ type: 2, destination: 'a@b.co', countryCode: '82' }, { destination: INVALID }],
    [{ type: 2, destination: '01012345678', countryCode: '+82' }, { countryCode: INVALID }],
    [{ type: 3, destination: 'a@b.co' }, { type: INVALID }],
    [{ destination: 'a@b.co' }, { type: INVALID }],
  ])('%j', (body, errors) => {
    expect(shownErrors(certificationSendSchema, body)).toEqual(errors)
  })
})

describe('GET /certifications query', () => {
  it('coerces the type from the query string', () => {
    const query = certificationCheckQuerySchema.parse({
      type: '1',
      destination: 'a@b.co',
      code: '123456',
    })
    expect(query.type).toBe(1)
  })

  it.each([
    ['12345', CODE_LENGTH],
    ['123456', null],
    ['1234567', CODE_LENGTH],
    ['', REQUIRED],
  ])('code %j -> %s', (code, message) => {
    const errors = shownErrors(certificationCheckQuerySchema, {
      type: '1',
      destination: 'a@b.co',
      code,
    })
    expect(errors).toEqual(message === null ? {} : { code: message })
  })

  it.each(['0', '3', 'email', ''])('rejects type %j', (type) => {
    const errors = shownErrors(certificationCheckQuerySchema, {
      type,
      destination: 'a@b.co',
      code: '123456',
    })
    expect(errors).toEqual({ type: INVALID })
  })

  it('reads data.certification', () => {
    const body = { data: { certification: false }, message: 'The code is incorrect.' }
    expect(certificationCheckResponseSchema.parse(body).data.certification).toBe(false)
  })
})
