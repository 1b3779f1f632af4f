import jwt from '@fastify/jwt'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERIFICATION } from '@cnm/contracts'
import { createFakeClock } from '../../../test/helpers/clock.js'
import { JWT_AUDIENCE, JWT_ISSUER } from '../../plugins/auth.js'
import { createSignupTickets } from './signup-tickets.js'

describe('sign-up tickets', () => {
  const clock = createFakeClock()
  let app: FastifyInstance
  beforeAll(async () => {
    app = Fastify()
    // As the auth plugin registers it: the tickets override audience and required claims.
    await app.register(jwt, {
      secret: 'test-secret-that-is-at-least-32-characters',
      sign: { algorithm: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE },
      verify: {
        algorithms: ['HS256'],
        allowedIss: JWT_ISSUER,
        allowedAud: JWT_AUDIENCE,
        requiredClaims: ['sub', 'sid', 'exp', 'iss', 'aud'],
      },
    })
    await app.ready()
  })
  afterAll(() => app.close())

  const claims = {
    email: 'New.User@Example.com',
    googleSub: 'google-123',
    serviceType: 3 as const,
    firstName: 'Min',
    lastName: null,
  }

  const SIGNUP_SECRET = 'signup-ticket-secret-of-at-least-32-chars'
  const ticketsWith = (secret = SIGNUP_SECRET) => createSignupTickets({ secret, clock })

  it('round-trips the claims, with the e-mail lower-cased', () => {
    const tickets = ticketsWith()

    expect(tickets.verify(tickets.issue(claims))).toEqual({
      ...claims,
      email: 'new.user@example.com',
    })
  })

  it('expires after the ticket lifetime', () => {
    const tickets = ticketsWith()
    const ticket = tickets.issue(claims)

    clock.advance((VERIFICATION.SIGNUP_TICKET_TTL_SECONDS + 1) * 1000)

    expect(tickets.verify(ticket)).toBeNull()
  })

  it('is neither an access token nor accepts one', () => {
    const tickets = ticketsWith()
    const accessToken = app.jwt.sign(
      { sub: '1', sid: '00000000-0000-4000-8000-000000000000', role: 'USER' },
      { clockTimestamp: clock.now().getTime() },
    )

    expect(tickets.verify(accessToken)).toBeNull()
    expect(() =>
      app.jwt.verify(tickets.issue(claims), { clockTimestamp: clock.now().getTime() }),
    ).toThrow()
    expect(tickets.verify('garbage')).toBeNull()
  })

  it('has its own key: a ticket from another key is refused', () => {
    const other = ticketsWith('another-secret-of-at-least-32-characters')
    expect(ticketsWith().verify(other.issue(claims))).toBeNull()
  })
})
