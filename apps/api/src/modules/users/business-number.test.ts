// Issue #25, finding 16 (ADR 0043): a client's business registration number, its check digit
// checked at once and its status asked from the National Tax Service (a loopback stand-in of
// its API here); administrators read both in the approval queue.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import request from 'supertest'
import { afterAll, describe, expect, it } from 'vitest'
import {
  API_PATHS,
  businessRegistrationResponseSchema,
  currentUserResponseSchema,
  EXAMINATION_STATUS,
  hasValidCheckDigit,
  MESSAGES,
  SERVER_MESSAGES,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { setupTestApp, type TestAppContext } from '../../../test/helpers/app.js'
import { signIn } from '../../../test/helpers/factories.js'

/** Nine digits and the check digit that makes them a valid number. */
function withCheckDigit(nine: string): string {
  for (let last = 0; last <= 9; last += 1) {
    if (hasValidCheckDigit(`${nine}${last}`)) return `${nine}${last}`
  }
  throw new Error(`no check digit for ${nine}`)
}

const ACTIVE = withCheckDigit('220816251')
const CLOSED = withCheckDigit('105872130')
const UNKNOWN = withCheckDigit('999880001')
const BROKEN = withCheckDigit('314150003')
const hyphenated = (digits: string) =>
  `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`
const wrongCheckDigit = (digits: string) => `${digits.slice(0, 9)}${(Number(digits[9]) + 1) % 10}`

// ---- the stand-in: the status API's shape (POST /status?serviceKey=, { b_no: [...] }) ----
const SERVICE_KEY = 'stand-in-key'
const asked: Array<{ key: string | null; numbers: string[] }> = []
const CODES: Record<string, string> = { [ACTIVE]: '01', [CLOSED]: '03' }

const readBody = async (message: IncomingMessage) => {
  let text = ''
  for await (const chunk of message) text += String(chunk)
  return JSON.parse(text) as { b_no: string[] }
}

const standIn = createServer((req, res) => {
  void (async () => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const body = await readBody(req)
    asked.push({ key: url.searchParams.get('serviceKey'), numbers: body.b_no })
    if (url.pathname !== '/api/nts-businessman/v1/status' || req.method !== 'POST') {
      res.writeHead(404).end()
      return
    }
    if (body.b_no.includes(BROKEN)) {
      res.writeHead(500).end('{"status_code":"INTERNAL_ERROR"}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        status_code: 'OK',
        request_cnt: body.b_no.length,
        data: body.b_no.map((number) => ({
          b_no: number,
          b_stt_cd: CODES[number] ?? '',
          tax_type: CODES[number]
            ? '부가가치세 일반과세자'
            : '국세청에 등록되지 않은 사업자등록번호입니다.',
        })),
      }),
    )
  })()
})
await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve))
const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}/api/nts-businessman/v1`
afterAll(() => new Promise<void>((resolve) => standIn.close(() => resolve())))

const client = (ctx: TestAppContext) =>
  signIn(ctx.app, {
    serviceType: SERVICE_TYPE.CLIENT_NORMAL,
    examinationStatus: EXAMINATION_STATUS.REQUEST,
    agency: 'Hanbit Studio',
  })

const save = (ctx: TestAppContext, headers: object, businessNumber: unknown) =>
  request(ctx.app.server)
    .put(API_PATHS.USER_BUSINESS_NUMBER)
    .set(headers as Record<string, string>)
    .send({ businessNumber })

describe('PUT /users/0/business-number, with the tax service configured', () => {
  const ctx = setupTestApp({
    env: {
      NTS_SERVICE_KEY: SERVICE_KEY,
      NTS_API_BASE_URL: standInUrl,
      RATE_LIMIT_ENABLED: 'false',
    },
  })

  it('saves a valid number as typed on the certificate, with the status the service gives', async () => {
    const { headers } = await client(ctx)
    const response = await save(ctx, headers, hyphenated(ACTIVE))
    expect(response.status, response.text).toBe(200)
    const { data, message } = businessRegistrationResponseSchema.parse(response.body)
    expect(message).toBe(SERVER_MESSAGES.BUSINESS_NUMBER_SAVED)
    expect(data.business).toMatchObject({ number: ACTIVE, status: 'active' })
    expect(data.business.checkedAt).toEqual(expect.any(String))
    expect(asked.at(-1)).toEqual({ key: SERVICE_KEY, numbers: [ACTIVE] })

    // The account's own answer carries it from now on.
    const me = await request(ctx.app.server).get(API_PATHS.CURRENT_USER).set(headers)
    expect(currentUserResponseSchema.parse(me.body).data.user.business).toEqual(data.business)
  })

  it('records a closed business, a number the service does not know, and a service that failed', async () => {
    const { headers } = await client(ctx)
    const statusOf = async (digits: string) => {
      const response = await save(ctx, headers, digits)
      expect(response.status, response.text).toBe(200)
      return businessRegistrationResponseSchema.parse(response.body).data.business
    }
    expect((await statusOf(CLOSED)).status).toBe('closed')
    expect((await statusOf(UNKNOWN)).status).toBe('unregistered')
    // Unreachable or failing: saved, said so, and not stamped as checked.
    expect(await statusOf(BROKEN)).toEqual({
      number: BROKEN,
      status: 'check_failed',
      checkedAt: null,
    })
  })

  it('refuses a wrong check digit or a wrong length on the field, and asks nobody', async () => {
    const { headers } = await client(ctx)
    const before = asked.length
    for (const typed of [
      wrongCheckDigit(ACTIVE),
      hyphenated(wrongCheckDigit(ACTIVE)),
      '12345',
      `${ACTIVE}1`,
      'abc-de-fghij',
    ]) {
      const response = await save(ctx, headers, typed)
      expect(response.status, typed).toBe(400)
      expect(response.body.fields, typed).toEqual({
        businessNumber: MESSAGES.BUSINESS_NUMBER_INVALID,
      })
    }
    expect((await save(ctx, headers, '')).body.fields).toEqual({
      businessNumber: MESSAGES.REQUIRED,
    })
    expect(asked.length).toBe(before)
  })

  it('is a client’s: a model gets 403, a guest 401', async () => {
    const model = await signIn(ctx.app, { serviceType: SERVICE_TYPE.MODEL_NORMAL })
    const refused = await save(ctx, model.headers, ACTIVE)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(SERVER_MESSAGES.BUSINESS_NUMBER_CLIENTS_ONLY)
    expect((await save(ctx, {}, ACTIVE)).status).toBe(401)
    const row = await ctx.app.prisma.user.findUniqueOrThrow({ where: { id: model.user.id } })
    expect(row.businessNumber).toBeNull()
  })

  it('shows the number and its status in the administrators’ approval queue', async () => {
    const { headers, user } = await client(ctx)
    await save(ctx, headers, ACTIVE)
    const admin = await signIn(ctx.app, { role: 'ADMIN' })
    const queue = await request(ctx.app.server)
      .get(API_PATHS.ADMIN_USERS)
      .query({
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        examinationStatus: EXAMINATION_STATUS.REQUEST,
        pageSize: 100,
      })
      .set(admin.headers)
    expect(queue.status, queue.text).toBe(200)
    const row = (queue.body.data.items as Array<{ id: number; business: unknown }>).find(
      (item) => item.id === user.id,
    )
    expect(row?.business).toMatchObject({ number: ACTIVE, status: 'active' })
  })
})

describe('PUT /users/0/business-number, without a key for the tax service', () => {
  const ctx = setupTestApp({ env: { NTS_API_BASE_URL: standInUrl, NTS_SERVICE_KEY: '' } })

  it('checks the check digit only and says the status was not checked', async () => {
    const { headers } = await client(ctx)
    const before = asked.length
    const response = await save(ctx, headers, ACTIVE)
    expect(response.status, response.text).toBe(200)
    expect(businessRegistrationResponseSchema.parse(response.body).data.business).toEqual({
      number: ACTIVE,
      status: 'not_checked',
      checkedAt: null,
    })
    expect(asked.length).toBe(before)
  })
})
