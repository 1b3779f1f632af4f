import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  apiErrorSchema,
  emailCodeSchema,
  emailSchema,
  envelopeSchema,
  firstErrorByField,
  homePageSchema,
  idSchema,
  isoDateTimeSchema,
  messageOnlyResponseSchema,
  passwordSchema,
  queryIdSchema,
  requiredText,
  phoneNumberSchema,
  smsCodeSchema,
  toE164,
} from './common.js'
import { extractYoutubeVideoId, YOUTUBE_WATCH_PATTERN } from './patterns.js'
import { MESSAGES } from './messages.js'
import { mySessionParamsSchema } from './sessions.js'
import { fieldError } from './testing.js'

const { REQUIRED, INVALID, CODE_LENGTH } = MESSAGES

describe('e-mail (spec §5)', () => {
  it.each([
    ['', REQUIRED],
    ['   ', REQUIRED],
    [undefined, REQUIRED],
    [null, REQUIRED],
    [42, INVALID],
    ['user@example.com', null],
    ['first.last@mail.example.co.kr', null],
    ['my-name_1@my-domain.io', null],
    ['  padded@example.com  ', null],
    ['a@b.c', INVALID], // 1-letter ending
    ['a@b.co', null], // 2 letters
    ['a@b.info', null], // 4 letters
    ['a@b.games', INVALID], // 5 letters
    ['a@b.c0m', INVALID], // ending not letters
    ['user.example.com', INVALID], // no @
    ['user@@example.com', INVALID],
    ['user@example', INVALID], // no dotted ending
    ['.user@example.com', INVALID],
    ['user.@example.com', INVALID],
    ['us..er@example.com', INVALID],
    ['user@example..com', INVALID],
    ['user+tag@example.com', INVALID], // only word characters, hyphens and dots
    ['user name@example.com', INVALID],
    [`${'a'.repeat(250)}@b.com`, INVALID], // over 254 characters
  ])('%j -> %s', (input, expected) => {
    expect(fieldError(emailSchema, input)).toBe(expected)
  })

  it('shows only the required message for a blank address, not also the format one', () => {
    const result = emailSchema.safeParse('')
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUIRED])
  })

  it('trims surrounding spaces from the accepted value', () => {
    expect(emailSchema.parse('  a@b.co ')).toBe('a@b.co')
  })
})

describe('password policy (spec §5)', () => {
  it.each([
    ['', REQUIRED],
    [undefined, REQUIRED],
    ['abc123!', MESSAGES.PASSWORD_RULE], // 7
    ['abcd123!', null], // 8
    ['abcdefgh1234567!', null], // 16
    ['abcdefgh12345678!', MESSAGES.PASSWORD_RULE], // 17
    ['12345678!', MESSAGES.PASSWORD_RULE], // no letter
    ['abcdefgh!', MESSAGES.PASSWORD_RULE], // no digit
    ['abcdefg12', MESSAGES.PASSWORD_RULE], // no special
    ['abcd 123!', MESSAGES.PASSWORD_RULE], // space
    ['abcd123!~', MESSAGES.PASSWORD_RULE], // ~ is not in the allowed set
    ['abcd123!한글', MESSAGES.PASSWORD_RULE], // Korean letters
    ['ABCD123@', null],
    ['Pass1!@#$%^&*', null], // every allowed special character
  ])('%j -> %s', (input, expected) => {
    expect(fieldError(passwordSchema, input)).toBe(expected)
  })

  it('does not trim: a trailing space is an invalid character', () => {
    expect(fieldError(passwordSchema, 'abcd123! ')).toBe(MESSAGES.PASSWORD_RULE)
  })
})

describe('e-mail code', () => {
  it.each([
    ['', REQUIRED],
    ['12345', CODE_LENGTH],
    ['123456', null],
    ['1234567', CODE_LENGTH],
    ['12345a', CODE_LENGTH],
  ])('%j -> %s', (input, expected) => {
    expect(fieldError(emailCodeSchema, input)).toBe(expected)
  })
})

describe('SMS code (minimum 6)', () => {
  it.each([
    ['', REQUIRED],
    ['12345', CODE_LENGTH],
    ['123456', null],
    ['1234567', null],
    ['1234567890', null],
    ['12345678901', INVALID],
    ['12345x', INVALID],
  ])('%j -> %s', (input, expected) => {
    expect(fieldError(smsCodeSchema, input)).toBe(expected)
  })
})

describe('phone number', () => {
  it.each([
    ['', REQUIRED],
    ['010-1234-5678', null],
    ['10 1234 5678', null],
    ['123', INVALID],
    ['1234', null],
    ['1234567890123456', INVALID], // 16 digits
    ['+821012345678', INVALID], // dialling code goes in countryNumber
    ['phone', INVALID],
  ])('%j -> %s', (input, expected) => {
    expect(fieldError(phoneNumberSchema, input)).toBe(expected)
  })

  it('builds E.164 from the dialling code and the number as typed', () => {
    expect(toE164('82', '010-1234-5678')).toBe('+821012345678')
    expect(toE164('+1', '(415) 555 0100')).toBe('+14155550100')
  })
})

describe('home page', () => {
  it.each([
    ['', REQUIRED],
    ['example.com', null],
    ['https://www.example.co.kr/about?x=1', null],
    ['http://localhost', INVALID],
    ['not a url', INVALID],
    ['ftp://example.com', INVALID],
  ])('%j -> %s', (input, expected) => {
    expect(fieldError(homePageSchema, input)).toBe(expected)
  })
})

describe('YouTube watch links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=short', null],
    ['https://vimeo.com/123456', null],
    ['https://www.youtube.com/channel/UC123', null],
  ])('%s -> %s', (url, id) => {
    expect(extractYoutubeVideoId(url)).toBe(id)
    expect(YOUTUBE_WATCH_PATTERN.test(url)).toBe(id !== null)
  })
})

describe('envelope and errors', () => {
  const userEnvelope = envelopeSchema(z.object({ user: z.object({ id: z.number() }) }))

  it('parses { data, message }', () => {
    expect(userEnvelope.parse({ data: { user: { id: 1 } }, message: 'OK' })).toEqual({
      data: { user: { id: 1 } },
      message: 'OK',
    })
  })

  it.each([
    ['missing message', { data: { user: { id: 1 } } }],
    ['missing data', { message: 'OK' }],
    ['wrong data shape', { data: { user: { id: '1' } }, message: 'OK' }],
  ])('rejects %s', (_label, body) => {
    expect(userEnvelope.safeParse(body).success).toBe(false)
  })

  it('reads message-only answers with data null', () => {
    expect(messageOnlyResponseSchema.safeParse({ data: null, message: 'Sent.' }).success).toBe(true)
    expect(messageOnlyResponseSchema.safeParse({ data: {}, message: 'Sent.' }).success).toBe(false)
  })

  it('parses an error answer with per-field messages', () => {
    const body = {
      message: 'Some fields are invalid.',
      code: 'VALIDATION_FAILED',
      fields: { email: REQUIRED },
    }
    expect(apiErrorSchema.parse(body)).toEqual(body)
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false)
  })

  it('keeps the first message per field path', () => {
    const schema = z.object({
      a: z.string().min(2, 'first').regex(/x/, 'second'),
      b: z.array(z.number()),
    })
    const result = schema.safeParse({ a: 'y', b: [1, 'two'] })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(firstErrorByField(result.error)).toEqual({ a: 'first', 'b.1': expect.any(String) })
    }
  })
})

describe('every exported object schema', () => {
  it.each([[null], ['x'], [[]]])('rejects %j as a body without throwing', async (input) => {
    const contracts = await import('./index.js')
    for (const [name, schema] of Object.entries(contracts)) {
      if (schema instanceof z.ZodObject || schema instanceof z.ZodDiscriminatedUnion) {
        expect(schema.safeParse(input).success, name).toBe(false)
      }
    }
  })
})

describe('row ids in paths and queries', () => {
  // Found by the API's fuzz run: /models/2147483648 reached Postgres and failed with a 500.
  it.each([
    ['1', true],
    ['2147483647', true],
    ['2147483648', false],
    ['0', false],
    ['1.5', false],
  ])('%s is %s', (raw, accepted) => {
    expect(queryIdSchema().safeParse(raw).success).toBe(accepted)
    expect(idSchema.safeParse(Number(raw)).success).toBe(accepted)
  })
})

describe('control characters in text', () => {
  const title = requiredText(40)
  it.each([
    ['NUL', 'a\u0000b', INVALID],
    ['a bell', 'ring\u0007', INVALID],
    ['an escape', '\u001b[31mred', INVALID],
    ['DEL', 'del\u007f', INVALID],
  ])('refuses %s', (_name, value, message) => {
    expect(fieldError(title, value)).toBe(message)
  })
  it.each([
    ['tabs and line breaks', 'one\ttwo\r\nthree'],
    ['Korean', '캐스팅 모델'],
  ])('keeps %s', (_name, value) => {
    expect(title.safeParse(value).success).toBe(true)
  })
  it('asks for a value before judging its characters', () => {
    expect(fieldError(title, '   ')).toBe(REQUIRED)
  })
})

describe('messages of the built-in formats (issue #26)', () => {
  // zod's own texts ("Invalid ISO datetime", "Invalid UUID") are English and in no catalogue:
  // a Korean reader would see them as they are. Every format check answers the catalogue's.
  it.each([
    ['an ISO date-time', isoDateTimeSchema, 'tomorrow'],
    ['a session id', mySessionParamsSchema.shape.sessionId, 'not-a-uuid'],
  ])('%s answers MESSAGES.INVALID', (_name, schema, value) => {
    const result = schema.safeParse(value)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.INVALID])
  })
})
