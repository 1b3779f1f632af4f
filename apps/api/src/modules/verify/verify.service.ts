import {
  EXAMINATION_STATUS,
  SERVICE_TYPE,
  VERIFY_LIMITS,
  formatCastingCode,
  normalizeCastingCode,
  normalizeCompanyName,
  type ImpersonationReportInput,
  type VerifyCodeResult,
  type VerifyCompanyList,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { Clock } from '../../lib/clock.js'

// /verify (issue #25 "Outside the platform", ADR 0042). Answers only about what the public
// board shows anyway: a live, shown casting and its approved poster. Every other code (closed,
// held, hidden, draft, unknown, malformed) gets the one not-found answer, so a code says
// nothing until its casting is on the board.

export interface VerifyDeps {
  prisma: PrismaClient
  clock: Clock
}

const NOT_FOUND: VerifyCodeResult = { found: false }

export function createVerifyService({ prisma, clock }: VerifyDeps) {
  /** The board's own rule: live, not hidden, still open, posted by an approved client. */
  const liveWhere = (now: Date) => ({
    status: 'live' as const,
    hiddenAt: null,
    applicationDeadline: { gt: now },
    client: {
      examinationStatus: EXAMINATION_STATUS.APPROVAL,
      deletedAt: null,
      suspendedAt: null,
    },
  })

  return {
    async lookUpCode(input: string): Promise<VerifyCodeResult> {
      const code = normalizeCastingCode(input)
      if (!code) return NOT_FOUND
      const row = await prisma.casting.findFirst({
        where: { publicCode: code, ...liveWhere(clock.now()) },
        select: {
          id: true,
          title: true,
          companyName: true,
          publicCode: true,
          client: { select: { agency: true } },
        },
      })
      if (!row) return NOT_FOUND
      const postedBy = row.client.agency ?? ''
      const sameName = normalizeCompanyName(row.companyName) === normalizeCompanyName(postedBy)
      return {
        found: true,
        code: formatCastingCode(row.publicCode),
        castingId: row.id,
        title: row.title,
        postedBy,
        forBrand: sameName ? null : row.companyName,
      }
    },

    /** Approved client accounts whose own name is the one asked (case and spaces aside). */
    async lookUpCompany(name: string): Promise<VerifyCompanyList> {
      const wanted = normalizeCompanyName(name)
      const now = clock.now()
      const accounts = await prisma.$queryRaw<Array<{ id: number; agency: string }>>`
        SELECT id, agency FROM users
        WHERE service_type = ${SERVICE_TYPE.CLIENT_NORMAL}
          AND examination_status = ${EXAMINATION_STATUS.APPROVAL}
          AND deleted_at IS NULL AND suspended_at IS NULL AND agency IS NOT NULL
          AND lower(regexp_replace(normalize(agency, NFKC), '\\s+', '', 'g')) = ${wanted}
        ORDER BY id
        LIMIT ${VERIFY_LIMITS.COMPANIES_MAX}`
      const items = []
      for (const account of accounts) {
        const liveCastings = await prisma.casting.count({
          where: { clientId: account.id, ...liveWhere(now) },
        })
        items.push({ name: account.agency, liveCastings })
      }
      return { items }
    },

    /** Stored for the administrators' queue; the answer is the same whatever was claimed. */
    async reportImpersonation(
      input: Required<Pick<ImpersonationReportInput, 'channel' | 'claimedName'>> & {
        details: string
        contactEmail?: string | undefined
      },
      sender: { ip: string; userId: number | null },
    ): Promise<void> {
      await prisma.impersonationReport.create({
        data: {
          channel: input.channel,
          claimedName: input.claimedName,
          details: input.details,
          contactEmail: input.contactEmail ? input.contactEmail : null,
          reporterId: sender.userId,
          requestIp: sender.ip,
          createdAt: clock.now(),
        },
      })
    },
  }
}
