import { describe, expect, it } from 'vitest'
import {
  authSessionResponseSchema,
  googleExchangeResultSchema,
  googleStartQuerySchema,
  loginPayloadSchema,
  passwordChangeFormSchema,
  passwordChangePayloadSchema,
  temporaryPasswordPayloadSchema,
  toPasswordChangePayload,
} from './auth.js'
import { MESSAGES } from './messages.js'
import { makeCurrentUser, shownErrors } from './testing.js'
import { currentUserResponseSchema, currentUserSchema } from './users.js'

const { REQUIRED, INVALID, CONFIRM_PASSWORD } = MESSAGES

describe('log-in and password payloads', () => {
  it.each([
    [{ email: 'a@b.co', password: 'anything' }, {}],
    [
      { email: '', password: '' },
      { email: REQUIRED, password: REQUIRED },
    ],
    [{ email: 'a@b', password: 'x' }, { email: INVALID }],
    // Log-in does not re-run the policy: a short password is simply wrong, not invalid.
    [{ email: 'a@b.co', password: 'short' }, {}],
  ])('login %j', (body, errors) => {
    expect(shownErrors(loginPayloadSchema, body)).toEqual(errors)
  })

  it('temporary password needs a valid e-mail', () => {
    expect(shownErrors(temporaryPasswordPayloadSchema, { email: '' })).toEqual({ email: REQUIRED })
    expect(shownErrors(temporaryPasswordPayloadSchema, { email: 'x@y.kr' })).toEqual({})
  })

  it('holds the new password to the policy', () => {
    expect(
      shownErrors(passwordChangePayloadSchema, {
        currentPassword: 'Temp1234!',
        newPassword: 'weak',
      }),
    ).toEqual({ newPassword: MESSAGES.PASSWORD_RULE })
    expect(
      shownErrors(passwordChangePayloadSchema, { currentPassword: '', newPassword: 'abcd123!' }),
    ).toEqual({ currentPassword: REQUIRED })
  })

  it('confirms the new password in the form and strips the confirmation', () => {
    const form = {
      currentPassword: 'Temp1234!',
      newPassword: 'abcd123!',
      confirmNewPassword: 'abcd123@',
    }
    expect(shownErrors(passwordChangeFormSchema, form)).toEqual({
      confirmNewPassword: CONFIRM_PASSWORD,
    })
    const parsed = passwordChangeFormSchema.parse({ ...form, confirmNewPassword: 'abcd123!' })
    expect(toPasswordChangePayload(parsed)).toEqual({
      currentPassword: 'Temp1234!',
      newPassword: 'abcd123!',
    })
  })
})

describe('session answers', () => {
  it('parses a log-in answer carrying the current user', () => {
    const body = {
      data: { token: 'at', expiresIn: 21600, user: makeCurrentUser() },
      message: 'Logged in.',
    }
    expect(authSessionResponseSchema.parse(body).data.user.serviceType).toBe(1)
  })

  it('never carries a refresh token: the API keeps it in an HttpOnly cookie', () => {
    const body = {
      data: { token: 'at', refreshToken: 'rt', expiresIn: 1, user: makeCurrentUser() },
      message: '',
    }
    expect(authSessionResponseSchema.parse(body).data).not.toHaveProperty('refreshToken')
  })

  it('parses GET /users/0 as data.user', () => {
    const user = makeCurrentUser({
      serviceType: 3,
      examinationStatus: 3,
      isPro: true,
      agency: 'Acme',
    })
    expect(currentUserResponseSchema.parse({ data: { user }, message: 'OK' }).data.user).toEqual(
      user,
    )
  })

  it.each([
    ['unknown service type', { serviceType: 4 }],
    ['unknown examination status', { examinationStatus: 0 }],
    ['non-ISO creation date', { createdAt: 'yesterday' }],
    ['unknown role', { role: 'ROOT' }],
  ])('rejects a user with %s', (_label, overrides) => {
    expect(currentUserSchema.safeParse({ ...makeCurrentUser(), ...overrides }).success).toBe(false)
  })
})

describe('Google sign-in', () => {
  it.each([
    [{ serviceType: '1', returnTo: '/castings' }, {}],
    [{}, {}],
    [{ serviceType: '2' }, { serviceType: INVALID }],
    [{ returnTo: 'https://evil.example.com' }, { returnTo: INVALID }],
    [{ returnTo: '//evil.example.com' }, { returnTo: INVALID }],
    [{ returnTo: '/\\evil.example.com' }, { returnTo: INVALID }],
  ])('start query %j', (query, errors) => {
    expect(shownErrors(googleStartQuerySchema, query)).toEqual(errors)
  })

  it('tells a known account from a new one', () => {
    const signup = {
      kind: 'signup',
      signupTicket: 't',
      email: 'g@example.com',
      firstName: null,
      lastName: 'Kim',
    }
    expect(googleExchangeResultSchema.parse(signup).kind).toBe('signup')
    const session = {
      kind: 'session',
      session: {
        token: 'a',
        expiresIn: 60,
        user: makeCurrentUser({ loginType: 2 }),
      },
    }
    expect(googleExchangeResultSchema.parse(session).kind).toBe('session')
    expect(googleExchangeResultSchema.safeParse({ kind: 'other' }).success).toBe(false)
  })

  it('carries the service type chosen before a Google sign-up, and only a sign-up type', () => {
    const signup = {
      kind: 'signup',
      signupTicket: 't',
      email: 'g@example.com',
      firstName: null,
      lastName: null,
    }
    expect(googleExchangeResultSchema.parse({ ...signup, serviceType: 3 })).toMatchObject({
      serviceType: 3,
    })
    expect(googleExchangeResultSchema.safeParse({ ...signup, serviceType: 2 }).success).toBe(false)
  })
})
