// The demo agency's package (issue #29): after the demo seed a developer signs in as the demo
// agency and finds a package shared by a link that opens, with a brand's pick on it.
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  CATEGORY_ID,
  LOGIN_TYPE,
  packageListResponseSchema,
  SERVICE_TYPE,
  sharedPackageResponseSchema,
} from '@cnm/contracts'
import { createPasswordHasher } from '../../lib/passwords.js'
import { createProfile, setupModelSuite } from '../../modules/models/testing/model-fixtures.js'
import { DEMO_EMAIL_DOMAIN } from './demo-domain.js'
import { DEMO_AGENCY_EMAIL, seedDemoPackage } from './demo-packages.js'
import { DEFAULT_DEMO_PASSWORD } from './demo-sign-in.js'

const hasher = createPasswordHasher({ cost: 4 })

describe('demo package', () => {
  const { ctx } = setupModelSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  it('gives the demo agency a shared package once, with a link that opens and a pick on it', async () => {
    const prisma = ctx.db.prisma
    const agency = await prisma.user.create({
      data: {
        email: `demo-agency-test-0@${DEMO_EMAIL_DOMAIN}`,
        loginType: LOGIN_TYPE.EMAIL,
        serviceType: SERVICE_TYPE.CLIENT_NORMAL,
        categoryOneDepthId: CATEGORY_ID.PROFESSIONAL,
        categoryTwoDepthId: CATEGORY_ID.MODEL_AGENCY,
        agency: 'Aurora Models (demo)',
      },
    })
    for (let i = 0; i < 5; i += 1) await createProfile(prisma, agency.id, { isDemo: true })

    const made = await seedDemoPackage(prisma, { nodeEnv: 'development', hasher })
    expect(made.agency).toBe(DEMO_AGENCY_EMAIL)
    const token = made.linkPath?.replace(/^\/p\//, '') ?? ''
    const opened = await ctx.app.inject({ method: 'GET', url: API_PATHS.SHARED_PACKAGE(token) })
    expect(opened.statusCode).toBe(200)
    const shared = sharedPackageResponseSchema.parse(opened.json()).data.package
    expect(shared.items).toHaveLength(4)
    expect(shared.from).toBe('Aurora Models (demo)')

    const login = await ctx.app.inject({
      method: 'POST',
      url: API_PATHS.LOGIN,
      payload: { email: DEMO_AGENCY_EMAIL, password: DEFAULT_DEMO_PASSWORD },
    })
    expect(login.statusCode, login.body).toBe(200)
    const mine = packageListResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: API_PATHS.PACKAGES,
          headers: { authorization: `Bearer ${login.json().data.token}` },
        })
      ).json(),
    ).data.packages
    expect(mine).toHaveLength(1)
    expect(mine[0]?.items[0]?.pick.favourite).toBe(true)

    // A second start changes nothing.
    const again = await seedDemoPackage(prisma, { nodeEnv: 'development', hasher })
    expect(again).toEqual({ agency: DEMO_AGENCY_EMAIL, linkPath: null })
    expect(await prisma.package.count()).toBe(1)
    await expect(seedDemoPackage(prisma, { nodeEnv: 'production', hasher })).rejects.toThrow(
      /never made in production/,
    )
  })
})
