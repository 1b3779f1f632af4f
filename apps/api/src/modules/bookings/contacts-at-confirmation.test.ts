// Contact details open when the booking's agreement is confirmed, not at booking (issue #28,
// ADR 0044): until the model side accepts the terms, a phone number in a message stays hidden
// from the other side, as before a booking.
import { describe, expect, it } from 'vitest'
import { bookingCalls, setupApplicationsSuite } from '../applications/testing/casting-factory.js'
import { agreementCalls, agreementOf, bookThroughRoute } from './testing/agreement-fixtures.js'

const { ctx } = setupApplicationsSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })
const calls = agreementCalls(ctx)
const { write, thread } = bookingCalls(ctx, 'application', 'unused')
const PHONE = 'Call me on 010-1234-5678 about the fitting.'

describe('contact details and the agreement', () => {
  it('stay hidden after booking and open once the model side confirms the agreement', async () => {
    const { client, model, application, agreementId } = await bookThroughRoute(ctx)
    expect((await write(client, application.id, PHONE)).statusCode).toBe(201)

    const before = await thread(model, application.id)
    expect(before.messages.at(-1)).toMatchObject({ contactHidden: true })
    expect(before.messages.at(-1)?.body).not.toContain('010-1234-5678')

    agreementOf(await calls.propose(client, agreementId))
    const sent = await thread(model, application.id)
    expect(sent.messages.at(-1)).toMatchObject({ contactHidden: true })

    agreementOf(await calls.accept(model, agreementId, 1))
    const after = await thread(model, application.id)
    expect(after.messages.at(-1)).toMatchObject({ body: PHONE, contactHidden: false })
  })
})
