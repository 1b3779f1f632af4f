// The demo agency's shared package (issue #29: "on a fresh `pnpm start`, the demo agency has a
// shared package"). The demo agency with the most published demo profiles gets a fixed
// sign-in address (like the demo client and model, demo-sign-in.ts) and one package of four
// of its models with a link open for 30 days and a brand's pick on it. The link's token is
// stored hashed, so it is printed once, when the package is made; a later start leaves the
// package as it is (make a new link in My page > Packages).
import { randomBytes } from 'node:crypto'
import {
  MODEL_PHOTO_STATUS,
  MODEL_STATUS,
  PACKAGE_LIMITS,
  WEB_ROUTES,
  webPath,
  DAY_MS,
} from '@cnm/contracts'
import type { PrismaClient } from '../../generated/prisma/client.js'
import type { PasswordHasher } from '../../lib/passwords.js'
import { hashToken } from '../../modules/packages/index.js'
import { DEMO_EMAIL_DOMAIN, DEMO_SIGN_IN_DOMAIN } from './demo-domain.js'
import { DEFAULT_DEMO_PASSWORD } from './demo-sign-in.js'

export const DEMO_AGENCY_EMAIL = `agency@${DEMO_SIGN_IN_DOMAIN}`
export const DEMO_PACKAGE_NAME = 'Spring lookbook (demo)'
const DEMO_LINK_DAYS = 30

export interface DemoPackage {
  agency: string | null
  /** The web path the link opens, when the package was made by this run. */
  linkPath: string | null
}

export async function seedDemoPackage(
  prisma: PrismaClient,
  options: {
    nodeEnv: string | undefined
    hasher: PasswordHasher
    password?: string | undefined
    now?: Date
  },
): Promise<DemoPackage> {
  if (options.nodeEnv === 'production') {
    throw new Error('The demo package is never made in production (NODE_ENV=production).')
  }
  const now = options.now ?? new Date()
  let agency = await prisma.user.findFirst({
    where: { email: DEMO_AGENCY_EMAIL, deletedAt: null },
    select: { id: true, passwordHash: true },
  })
  if (!agency) {
    const rows = await prisma.$queryRaw<Array<{ id: number }>>`
      SELECT u.id FROM users u
      JOIN model_profiles p ON p.owner_id = u.id AND p.is_demo AND p.status = ${MODEL_STATUS.PUBLISHED}
      WHERE u.email LIKE 'demo-agency-%' AND u.email LIKE ${`%@${DEMO_EMAIL_DOMAIN}`}
        AND u.deleted_at IS NULL AND u.suspended_at IS NULL
      GROUP BY u.id ORDER BY count(p.id) DESC, u.id LIMIT 1`
    const id = rows[0]?.id
    if (id === undefined) return { agency: null, linkPath: null }
    agency = await prisma.user.update({
      where: { id },
      data: { email: DEMO_AGENCY_EMAIL },
      select: { id: true, passwordHash: true },
    })
  }
  const password = options.password || DEFAULT_DEMO_PASSWORD
  if (!(await options.hasher.verify(password, agency.passwordHash))) {
    await prisma.user.update({
      where: { id: agency.id },
      data: { passwordHash: await options.hasher.hash(password) },
    })
  }
  if ((await prisma.package.count({ where: { ownerId: agency.id } })) > 0) {
    return { agency: DEMO_AGENCY_EMAIL, linkPath: null }
  }

  const profiles = await prisma.modelProfile.findMany({
    where: {
      ownerId: agency.id,
      status: MODEL_STATUS.PUBLISHED,
      hiddenByAdminAt: null,
      archivedAt: null,
      photos: { some: { status: MODEL_PHOTO_STATUS.READY } },
    },
    orderBy: { id: 'asc' },
    take: 4,
    select: { id: true },
  })
  const token = randomBytes(PACKAGE_LIMITS.TOKEN_BYTES).toString('base64url')
  const notes = ['Runway ready', 'Strong on camera', 'Lookbook and e-commerce', 'Fresh face']
  await prisma.package.create({
    data: {
      ownerId: agency.id,
      name: DEMO_PACKAGE_NAME,
      linkTokenHash: hashToken(token),
      linkCreatedAt: now,
      linkExpiresAt: new Date(now.getTime() + DEMO_LINK_DAYS * DAY_MS),
      viewCount: 1,
      lastViewedAt: now,
      items: {
        create: profiles.map((profile, position) => ({
          profileId: profile.id,
          position,
          note: notes[position] ?? '',
          // The brand's pick, so the owner's page shows what a pick looks like.
          ...(position === 0
            ? { favourite: true, comment: 'Our first choice for the campaign.', pickedAt: now }
            : {}),
        })),
      },
    },
  })
  return {
    agency: DEMO_AGENCY_EMAIL,
    linkPath: webPath(WEB_ROUTES.SHARED_PACKAGE, { token }),
  }
}
