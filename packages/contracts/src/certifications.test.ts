import { describe, expect, it } from 'vitest'
import {
  CODE_WAIT_MESSAGES,
  formatWait,
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

describe('wait messages of POST /certifications', () => {
  it.each([
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59.1, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [3599, '60 minutes'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text)
  })

  it('says how long to wait', () => {
    expect(CODE_WAIT_MESSAGES.resend(42)).toBe(
      'Please wait 42 seconds before requesting another code.',
    )
    expect(CODE_WAIT_MESSAGES.limit(600)).toBe(
      'Too many codes have been requested. Please try again in 10 minutes.',
    )
  })
})
