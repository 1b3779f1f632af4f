import { describe, expect, it } from 'vitest'
import { LIMITS } from './limits.js'
import { adminPageQuerySchema, supportMessageListResponseSchema } from './mail-admin.js'
import { MESSAGES } from './messages.js'
import { shownErrors } from './testing.js'

describe('admin page query', () => {
  it('defaults to the first page of the default size', () => {
    expect(adminPageQuerySchema.parse({})).toEqual({ page: 1, pageSize: LIMITS.PAGE_SIZE_DEFAULT })
    expect(adminPageQuerySchema.parse({ page: '3', pageSize: '50' })).toEqual({
      page: 3,
      pageSize: 50,
    })
  })

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'two' }, 'page'],
    [{ pageSize: String(LIMITS.PAGE_SIZE_MAX + 1) }, 'pageSize'],
    [{ pageSize: '1.5' }, 'pageSize'],
  ])('rejects %j on %s', (query, field) => {
    expect(shownErrors(adminPageQuerySchema, query)).toEqual({ [field]: MESSAGES.INVALID })
  })
})

describe('support message list', () => {
  it('parses a page of received messages', () => {
    const message = {
      id: 1,
      name: 'Min',
      email: 'min@example.com',
      title: 'Hello',
      content: 'Question',
      userId: null,
      requestIp: '203.0.113.9',
      createdAt: '2026-11-21T10:00:00.000Z',
    }
    const body = { data: { items: [message], page: 1, pageSize: 20, total: 1 }, message: 'OK' }
    expect(supportMessageListResponseSchema.parse(body).data.items[0]?.email).toBe(message.email)
    expect(
      supportMessageListResponseSchema.safeParse({ ...body, data: { ...body.data, total: -1 } })
        .success,
    ).toBe(false)
  })
})
