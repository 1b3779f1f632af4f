// Demo sign-in (issue #15: "a demo client's My Casting shows the loop working" after
// `pnpm start`). Demo accounts are made without a password; outside production, this gives
// two of them a fixed address and a password so a developer can sign in locally:
// - the approved demo client whose castings have the most applications (client view of
//   My Casting, applicants, threads);
// - the demo model account with the most applications (model view of My Casting).
// The password is DEMO_PASSWORD, or DEFAULT_DEMO_PASSWORD when unset; `pnpm start` prints
// both addresses and the password. Production never runs it (seed-demo.ts refuses
// NODE_ENV=production before, and this refuses again).
import { EXAMINATION_STATUS, SERVICE_TYPE } from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { PasswordHasher } from '../../lib/passwords.js'
import { DEMO_EMAIL_DOMAIN, DEMO_SIGN_IN_DOMAIN } from './demo-domain.js'

export const DEMO_CLIENT_EMAIL = `client@${DEMO_SIGN_IN_DOMAIN}`
export const DEMO_MODEL_EMAIL = `model@${DEMO_SIGN_IN_DOMAIN}`
/**
 * Development only, and public on purpose (README, `pnpm start`). Passes the sign-up policy,
 * so it can be typed into the password-change form too. tooling/stack/src/main.ts repeats it.
 */
export const DEFAULT_DEMO_PASSWORD = 'Demopass1!'

export interface DemoSignIn {
  client: string | null
  model: string | null
  password: string
}

/** The demo account to sign in as: the one already chosen, else the best candidate renamed. */
async function claim(
  prisma: PrismaClient,
  email: string,
  pick: () => Promise<number | undefined>,
): Promise<{ id: number; passwordHash: string | null } | null> {
  const existing = await prisma.user.findFirst({
    where: { email, deletedAt: null },
    select: { id: true, passwordHash: true },
  })
  if (existing) return existing
  const id = await pick()
  if (id === undefined) return null
  return prisma.user.update({
    where: { id },
    data: { email },
    select: { id: true, passwordHash: true },
  })
}

export async function enableDemoSignIn(
  prisma: PrismaClient,
  options: {
    nodeEnv: string | undefined
    hasher: PasswordHasher
    /** DEMO_PASSWORD; DEFAULT_DEMO_PASSWORD when unset or empty. */
    password?: string | undefined
  },
): Promise<DemoSignIn> {
  if (options.nodeEnv === 'production') {
    throw new Error('Demo sign-in is never enabled in production (NODE_ENV=production).')
  }
  const password = options.password || DEFAULT_DEMO_PASSWORD
  const demoAddress = `%@${DEMO_EMAIL_DOMAIN}`
  const client = await claim(prisma, DEMO_CLIENT_EMAIL, async () => {
    const rows = await prisma.$queryRaw<Array<{ id: number }>>`
      SELECT u.id FROM users u
      JOIN castings c ON c.client_id = u.id AND c.is_demo
      LEFT JOIN applications a ON a.casting_id = c.id
      WHERE u.email LIKE 'demo-client-%' AND u.email LIKE ${demoAddress}
        AND u.deleted_at IS NULL AND u.suspended_at IS NULL
        AND u.examination_status = ${EXAMINATION_STATUS.APPROVAL}
      GROUP BY u.id ORDER BY count(a.id) DESC, u.id LIMIT 1`
    return rows[0]?.id
  })
  const model = await claim(prisma, DEMO_MODEL_EMAIL, async () => {
    const rows = await prisma.$queryRaw<Array<{ id: number }>>`
      SELECT u.id FROM users u
      LEFT JOIN applications a ON a.applicant_id = u.id
      WHERE u.email LIKE 'demo-model-%' AND u.email LIKE ${demoAddress}
        AND u.deleted_at IS NULL AND u.suspended_at IS NULL
        AND u.service_type = ${SERVICE_TYPE.MODEL_NORMAL}
      GROUP BY u.id ORDER BY count(a.id) DESC, u.id LIMIT 1`
    return rows[0]?.id
  })
  // One hash for both; skipped when the stored one already matches (a restart changes
  // nothing), and the two checks run at once (bcrypt works off the event loop).
  const accounts = [client, model].filter((account) => account !== null)
  const current = await Promise.all(
    accounts.map((account) => options.hasher.verify(password, account.passwordHash)),
  )
  const stale = accounts.filter((_, index) => !current[index])
  if (stale.length > 0) {
    const passwordHash = await options.hasher.hash(password)
    await prisma.user.updateMany({
      where: { id: { in: stale.map((account) => account.id) } },
      data: { passwordHash },
    })
  }
  return {
    client: client ? DEMO_CLIENT_EMAIL : null,
    model: model ? DEMO_MODEL_EMAIL : null,
    password,
  }
}
