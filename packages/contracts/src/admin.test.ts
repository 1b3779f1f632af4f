import { describe, expect, it } from 'vitest'
import {
  adminExaminationDecisionSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
} from './admin.js'
import { MESSAGES } from './messages.js'
import { makeCurrentUser, shownErrors } from './testing.js'

const { REQUIRED, INVALID } = MESSAGES

describe('examination decision', () => {
  it.each([
    [{ status: 3 }, {}],
    [{ status: 1, reason: 'Company page is missing.' }, {}],
    [{ status: 1 }, { reason: REQUIRED }],
    [{ status: 1, reason: '   ' }, { reason: REQUIRED }],
    [{ status: 2 }, { status: INVALID }],
    [{ status: 1, reason: 'x'.repeat(501) }, { reason: INVALID }],
  ])('%j', (body, errors) => {
    expect(shownErrors(adminExaminationDecisionSchema, body)).toEqual(errors)
  })
})

describe('admin user list query', () => {
  it('defaults to the first page of 20', () => {
    expect(adminUserListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 })
  })

  it('coerces filters from the query string', () => {
    expect(
      adminUserListQuerySchema.parse({
        examinationStatus: '2',
        serviceType: '3',
        page: '2',
        pageSize: '100',
      }),
    ).toEqual({
      examinationStatus: 2,
      serviceType: 3,
      page: 2,
      pageSize: 100,
    })
  })

  it.each([
    [{ page: '0' }, 'page'],
    [{ pageSize: '0' }, 'pageSize'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ examinationStatus: '4' }, 'examinationStatus'],
    [{ serviceType: '0' }, 'serviceType'],
  ])('rejects %j', (query, field) => {
    expect(shownErrors(adminUserListQuerySchema, query)).toEqual({ [field]: INVALID })
  })

  it('parses a page of users', () => {
    const body = {
      data: {
        items: [{ ...makeCurrentUser(), suspendedAt: null, suspendedReason: null }],
        page: 1,
        pageSize: 20,
        total: 1,
      },
      message: 'OK',
    }
    expect(adminUserListResponseSchema.parse(body).data.total).toBe(1)
  })
})
