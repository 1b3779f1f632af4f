// /verify (issue #25 "Outside the platform", ADR 0042): a model contacted by DM checks a
// casting code or a company. Only a live, shown casting of an approved client is confirmed;
// every other code gets the one plain not-found answer (no enumeration). Impersonation
// reports land in the administrators' queue as a kind of their own.
import request from 'supertest'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_CONSOLE_API_PATHS,
  ADMIN_CONSOLE_SERVER_MESSAGES,
  API_PATHS,
  EXAMINATION_STATUS,
  VERIFY_SERVER_MESSAGES,
  type AdminReportList,
  DAY_MS,
} from '@cnm/contracts'
import { setupTestApp } from '../../../test/helpers/app.js'
import { signIn, type SignedIn } from '../../../test/helpers/factories.js'
import { RATE_LIMITS } from '../../lib/http/rate-limits.js'
import { seedModelReferenceData } from '../models/testing/model-fixtures.js'
import { createCasting, signInApprovedClient } from '../reviews/testing/trust-fixtures.js'
import { ACCOUNT_TEST_ENV, nextIp } from '../users/testing/accounts.js'

const dashed = (code: string) => `CNM-${code.slice(0, 4)}-${code.slice(4)}`

describe('/verify', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  const codes = { live: '', brand: '', hidden: '', held: '', closed: '', draft: '', pending: '' }
  const ids = { live: 0 }
  let admin: SignedIn
  let member: SignedIn

  const server = () => ctx.app.server
  const lookUp = (code: string, ip = nextIp()) =>
    request(server())
      .get(API_PATHS.VERIFY_CODE(encodeURIComponent(code)))
      .set('x-forwarded-for', ip)
  const company = (name: string, ip = nextIp()) =>
    request(server()).get(API_PATHS.VERIFY_COMPANIES).query({ name }).set('x-forwarded-for', ip)
  const report = (body: Record<string, unknown>, ip = nextIp()) =>
    request(server())
      .post(API_PATHS.VERIFY_IMPERSONATION_REPORTS)
      .set('x-forwarded-for', ip)
      .send(body)
  const adminPost = (path: string, reason = 'Checked with the company') =>
    request(server())
      .post(path)
      .set(admin.headers)
      .set('x-forwarded-for', nextIp())
      .send({ reason })
  const queue = async (query = '') =>
    (
      await request(server())
        .get(`${ADMIN_CONSOLE_API_PATHS.REPORTS}?pageSize=100${query}`)
        .set(admin.headers)
        .set('x-forwarded-for', nextIp())
    ).body.data as AdminReportList

  beforeAll(async () => {
    const db = ctx.db.prisma
    await seedModelReferenceData(db)
    admin = await signIn(ctx.app, { role: 'ADMIN' })
    member = await signIn(ctx.app)
    const now = ctx.app.clock.now().getTime()
    const open = {
      applicationDeadline: new Date(now + 30 * DAY_MS),
      publishedAt: new Date(now - DAY_MS),
    }
    const client = await signInApprovedClient(ctx.app, { agency: '서울 뷰티 랩' })
    const make = async (data: Parameters<typeof createCasting>[2]) =>
      (await createCasting(db, client.user.id, { companyName: '서울 뷰티 랩', ...open, ...data }))
        .publicCode
    const live = await createCasting(db, client.user.id, {
      companyName: '서울 뷰티 랩',
      title: 'Spring lipstick campaign',
      ...open,
    })
    codes.live = live.publicCode
    ids.live = live.id
    codes.brand = await make({ companyName: 'Probe Studio' })
    codes.hidden = await make({ hiddenAt: new Date(now - DAY_MS), hiddenReason: 'Spam' })
    codes.held = await make({ status: 'held' })
    codes.closed = await make({ status: 'closed', closedAt: new Date(now - DAY_MS) })
    codes.draft = await make({ status: 'draft', publishedAt: null })
    const pending = await signIn(ctx.app, {
      serviceType: 3,
      examinationStatus: EXAMINATION_STATUS.REQUEST,
      agency: 'Pending Agency',
    })
    codes.pending = (
      await createCasting(db, pending.user.id, { companyName: 'Pending Agency', ...open })
    ).publicCode
  })

  it('gives every casting a code of 8 unambiguous symbols, shown on its page', async () => {
    for (const code of Object.values(codes)) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
    expect(new Set(Object.values(codes)).size).toBe(Object.keys(codes).length)
    const page = await request(server()).get(API_PATHS.CASTING(ids.live))
    expect(page.status).toBe(200)
    expect(page.body.data.publicCode).toBe(dashed(codes.live))
  })

  it('confirms a live casting, its verified poster and the no-money rule, however the code is typed', async () => {
    for (const typed of [dashed(codes.live), codes.live.toLowerCase(), ` cnm ${codes.live} `]) {
      const response = await lookUp(typed)
      expect(response.status).toBe(200)
      expect(response.body).toEqual({
        data: {
          found: true,
          code: dashed(codes.live),
          castingId: ids.live,
          title: 'Spring lipstick campaign',
          postedBy: '서울 뷰티 랩',
          forBrand: null,
        },
        message: VERIFY_SERVER_MESSAGES.NO_MONEY_NOTICE,
      })
    }
    const brand = await lookUp(codes.brand)
    expect(brand.body.data).toMatchObject({ postedBy: '서울 뷰티 랩', forBrand: 'Probe Studio' })
  })

  it('answers unknown, malformed, hidden, held, closed, draft and unapproved codes identically', async () => {
    const unknown = await lookUp('CNM-2222-2222')
    expect(unknown.status).toBe(200)
    expect(unknown.body).toEqual({
      data: { found: false },
      message: VERIFY_SERVER_MESSAGES.NO_MONEY_NOTICE,
    })
    for (const code of [
      codes.hidden,
      codes.held,
      codes.closed,
      codes.draft,
      codes.pending,
      'not a code',
      'CNM-0000-OOOO',
      "'; DROP TABLE castings; --",
    ]) {
      const response = await lookUp(code)
      expect({ code, status: response.status, body: response.body }).toEqual({
        code,
        status: unknown.status,
        body: unknown.body,
      })
    }
  })

  it('speaks Korean to a Korean reader', async () => {
    const response = await lookUp(codes.live).set('accept-language', 'ko')
    expect(response.body.message).toBe('이 플랫폼의 캐스팅은 모델에게 절대 돈을 요구하지 않습니다.')
  })

  it('finds approved accounts by name, case and spaces aside, with live castings and nothing personal', async () => {
    for (const typed of ['서울뷰티랩', '  서울 뷰티  랩 ']) {
      const response = await company(typed)
      expect(response.status).toBe(200)
      // The live casting and the one for another brand; hidden, held, closed and draft don't count.
      expect(response.body.data).toEqual({ items: [{ name: '서울 뷰티 랩', liveCastings: 2 }] })
    }
    await signInApprovedClient(ctx.app, { agency: 'Blue Star Entertainment' })
    const latin = await company('blue STAR entertainment')
    expect(latin.body.data.items).toEqual([{ name: 'Blue Star Entertainment', liveCastings: 0 }])
    // An account not yet approved is not vouched for, and a part of a name is not a match.
    expect((await company('Pending Agency')).body.data.items).toEqual([])
    expect((await company('서울')).body.data.items).toEqual([])
    expect((await company('x')).status).toBe(400)
  })

  it('takes an impersonation report from a guest, the same answer whatever was claimed', async () => {
    const real = await report({
      channel: 'instagram',
      claimedName: dashed(codes.live),
      details: 'DM asked for a 50,000 won profile fee',
      contactEmail: 'mina@example.com',
    })
    const made = await report({ channel: 'kakaotalk', claimedName: 'KBS 캐스팅팀' })
    expect(real.status).toBe(201)
    expect(made.status).toBe(201)
    expect(real.body).toEqual(made.body)
    expect(real.body.message).toBe(VERIFY_SERVER_MESSAGES.IMPERSONATION_REPORTED)
    expect((await report({ channel: 'fax', claimedName: '' })).status).toBe(400)
  })

  it('records a member as the reporter', async () => {
    const response = await request(server())
      .post(API_PATHS.VERIFY_IMPERSONATION_REPORTS)
      .set(member.headers)
      .set('x-forwarded-for', nextIp())
      .send({ channel: 'phone', claimedName: 'Member Claimed Co' })
    expect(response.status).toBe(201)
    const row = await ctx.db.prisma.impersonationReport.findFirstOrThrow({
      where: { claimedName: 'Member Claimed Co' },
    })
    expect(row.reporterId).toBe(member.user.id)
  })

  it('shows impersonation reports in the reports queue, where they are dismissed or resolved', async () => {
    const items = (await queue('&kind=impersonation')).items
    const byName = new Map(
      items.map((item) => [
        item.content.kind === 'impersonation' && item.content.claimedName,
        item,
      ]),
    )
    const real = byName.get(dashed(codes.live))
    expect(real).toMatchObject({
      kind: 'impersonation',
      status: 'open',
      reason: { id: 0, value: 'instagram' },
      details: 'DM asked for a 50,000 won profile fee',
      reporterId: null,
      content: {
        kind: 'impersonation',
        channel: 'instagram',
        castingId: ids.live,
        contactEmail: 'mina@example.com',
        hidden: false,
      },
    })
    const made = byName.get('KBS 캐스팅팀')!
    expect(made.content).toMatchObject({ castingId: null, contactEmail: null })
    // In the queue of every kind too.
    const all = await queue()
    expect(all.items.some((item) => item.kind === 'impersonation' && item.id === real!.id)).toBe(
      true,
    )

    const hide = await adminPost(ADMIN_CONSOLE_API_PATHS.REPORT_HIDE('impersonation', real!.id))
    expect(hide.status).toBe(409)
    expect(hide.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.NOTHING_TO_HIDE)

    const resolved = await adminPost(
      ADMIN_CONSOLE_API_PATHS.REPORT_RESOLVE('impersonation', real!.id),
    )
    expect(resolved.status).toBe(200)
    expect(resolved.body.data.report).toMatchObject({ status: 'actioned' })
    expect(resolved.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.REPORT_RESOLVED)
    const again = await adminPost(ADMIN_CONSOLE_API_PATHS.REPORT_RESOLVE('impersonation', real!.id))
    expect(again.status).toBe(409)

    const dismissed = await adminPost(
      ADMIN_CONSOLE_API_PATHS.REPORT_DISMISS('impersonation', made.id),
    )
    expect(dismissed.status).toBe(200)
    expect(dismissed.body.data.report).toMatchObject({ status: 'dismissed' })

    const open = (await queue('&kind=impersonation')).items.map((item) => item.id)
    expect(open).not.toContain(real!.id)
    expect(open).not.toContain(made.id)
    const audit = await ctx.db.prisma.auditLog.findMany({
      where: {
        targetRef: { in: [`impersonation_report:${real!.id}`, `impersonation_report:${made.id}`] },
      },
      orderBy: { id: 'asc' },
    })
    expect(audit.map((row) => row.action)).toEqual(['report:resolved', 'report:dismissed'])
  })

  it('tells a signed-in reporter that their report was acted on', async () => {
    const row = await ctx.db.prisma.impersonationReport.findFirstOrThrow({
      where: { claimedName: 'Member Claimed Co' },
    })
    const resolved = await adminPost(
      ADMIN_CONSOLE_API_PATHS.REPORT_RESOLVE('impersonation', row.id),
      'Warned the company',
    )
    expect(resolved.status).toBe(200)
    const notices = await ctx.db.prisma.notification.findMany({
      where: { userId: member.user.id, kind: 'admin_action' },
    })
    expect(notices.map((notice) => notice.payload)).toEqual([
      {
        action: 'report_resolved',
        reportKind: 'impersonation',
        reportId: row.id,
        reason: 'Warned the company',
      },
    ])
  })

  it('resolves only impersonation reports', async () => {
    const response = await adminPost(ADMIN_CONSOLE_API_PATHS.REPORT_RESOLVE('casting', 1))
    expect(response.status).toBe(409)
    expect(response.body.message).toBe(ADMIN_CONSOLE_SERVER_MESSAGES.ONLY_IMPERSONATION_RESOLVES)
  })

  it('limits lookups per address, known and unknown codes alike', async () => {
    const ip = nextIp()
    const { max } = RATE_LIMITS.verifyLookup
    for (let i = 0; i < max; i += 1) {
      expect((await lookUp(i % 2 ? codes.live : 'CNM-2222-2222', ip)).status).toBe(200)
    }
    const live = await lookUp(codes.live, ip)
    const unknown = await lookUp('CNM-2222-2222', ip)
    expect(live.status).toBe(429)
    expect(unknown.status).toBe(429)
    expect(live.body).toEqual(unknown.body)
    // Another address is not affected.
    expect((await lookUp(codes.live)).status).toBe(200)
  })

  it('limits company lookups and reports per address', async () => {
    const ip = nextIp()
    for (let i = 0; i < RATE_LIMITS.verifyLookup.max; i += 1) {
      expect((await company('서울뷰티랩', ip)).status).toBe(200)
    }
    expect((await company('서울뷰티랩', ip)).status).toBe(429)

    const reporterIp = nextIp()
    const body = { channel: 'other', claimedName: 'Flood Co' }
    for (let i = 0; i < RATE_LIMITS.impersonationReport.max; i += 1) {
      expect((await report(body, reporterIp)).status).toBe(201)
    }
    expect((await report(body, reporterIp)).status).toBe(429)
    expect(
      await ctx.db.prisma.impersonationReport.count({ where: { claimedName: 'Flood Co' } }),
    ).toBe(RATE_LIMITS.impersonationReport.max)
  })
})
