// Demo sign-in (issue #15): after the demo seed, a developer signs in as the demo client and
// the demo model and sees My Casting working; production refuses both the seeding step and
// the log-in of any demo account.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  API_PATHS,
  LOGIN_TYPE,
  myCastingsResponseSchema,
  passwordSchema,
  SERVICE_TYPE,
} from '@cnm/contracts'
import { buildApp } from '../../app.js'
import { createPasswordHasher } from '../../lib/passwords.js'
import { setupCastingSuite } from '../../modules/castings/testing/casting-fixtures.js'
import { createProfile } from '../../modules/models/testing/model-fixtures.js'
import { testConfig } from '../../../test/helpers/app.js'
import { seedDemoCastings } from './demo-castings.js'
import { DEMO_EMAIL_DOMAIN } from './demo-domain.js'
import {
  DEFAULT_DEMO_PASSWORD,
  DEMO_CLIENT_EMAIL,
  DEMO_MODEL_EMAIL,
  enableDemoSignIn,
} from './demo-sign-in.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const hasher = createPasswordHasher({ cost: 4 })

describe('demo sign-in', () => {
  const { ctx } = setupCastingSuite({ env: { RATE_LIMIT_ENABLED: 'false' } })

  it('uses a password the sign-up and password-change forms accept (issue #26)', () => {
    // Letters, digits and !@#$%^&* only (spec §5); the old default had a "-".
    expect(passwordSchema.safeParse(DEFAULT_DEMO_PASSWORD).success).toBe(true)
  })

  const logIn = async (app: typeof ctx.app, email: string, password = DEFAULT_DEMO_PASSWORD) =>
    app.inject({ method: 'POST', url: API_PATHS.LOGIN, payload: { email, password } })

  const myCastings = async (token: string) =>
    myCastingsResponseSchema.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: API_PATHS.MY_CASTINGS,
          headers: { authorization: `Bearer ${token}` },
        })
      ).json(),
    ).data

  it('lets a developer sign in as the demo client and the demo model and see My Casting', async () => {
    const prisma = ctx.db.prisma
    // What the demo seed makes: a demo model account with published demo profiles, then
    // demo castings from demo clients with applications from those profiles.
    const model = await prisma.user.create({
      data: {
        email: `demo-model-test-0@${DEMO_EMAIL_DOMAIN}`,
        loginType: LOGIN_TYPE.EMAIL,
        serviceType: SERVICE_TYPE.MODEL_NORMAL,
        firstName: 'Demo',
        lastName: 'Model 1',
      },
    })
    for (let i = 0; i < 6; i += 1) {
      await createProfile(prisma, model.id, { isDemo: true }, { photo: false })
    }
    await seedDemoCastings(prisma)
    // Before: no demo account can sign in.
    expect((await logIn(ctx.app, DEMO_CLIENT_EMAIL)).json().code).toBe('INVALID_CREDENTIALS')

    const enabled = await enableDemoSignIn(prisma, { nodeEnv: 'development', hasher })
    expect(enabled).toEqual({
      client: DEMO_CLIENT_EMAIL,
      model: DEMO_MODEL_EMAIL,
      password: DEFAULT_DEMO_PASSWORD,
    })
    // A second start keeps the same two accounts and changes nothing.
    const again = await enableDemoSignIn(prisma, { nodeEnv: 'development', hasher })
    expect(again).toEqual(enabled)
    expect(await prisma.user.count({ where: { email: DEMO_CLIENT_EMAIL } })).toBe(1)

    const client = await logIn(ctx.app, DEMO_CLIENT_EMAIL)
    expect(client.statusCode, client.body).toBe(200)
    const clientView = await myCastings(client.json().data.token)
    expect(clientView.view).toBe('client')
    expect(clientView.castings?.total).toBeGreaterThan(0)
    expect(clientView.castings?.items.some((item) => item.applicationCount > 0)).toBe(true)

    const modelLogin = await logIn(ctx.app, DEMO_MODEL_EMAIL)
    expect(modelLogin.statusCode, modelLogin.body).toBe(200)
    const modelView = await myCastings(modelLogin.json().data.token)
    expect(modelView.view).toBe('model')
    expect(modelView.applications?.total).toBeGreaterThan(0)

    // A wrong password is still refused.
    const wrong = await logIn(ctx.app, DEMO_CLIENT_EMAIL, 'Wrong-pass-1!')
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
  })

  it('refuses production: the step throws, and the API refuses demo accounts', async () => {
    await expect(
      enableDemoSignIn(ctx.db.prisma, { nodeEnv: 'production', hasher }),
    ).rejects.toThrow(/never enabled in production/)

    // The same database (the demo client has its password from the test above) behind an
    // API in production mode: the demo account is unknown there.
    const production = await buildApp({
      config: {
        ...testConfig({ DATABASE_URL: ctx.db.url, RATE_LIMIT_ENABLED: 'false' }),
        isProduction: true,
      },
      prisma: ctx.db.prisma,
      outboxWorker: false,
      jobWorkers: false,
    })
    try {
      await production.ready()
      expect(await ctx.db.prisma.user.count({ where: { email: DEMO_CLIENT_EMAIL } })).toBe(1)
      const refused = await logIn(production, DEMO_CLIENT_EMAIL)
      expect(refused.statusCode).toBe(400)
      expect(refused.json().code).toBe('INVALID_CREDENTIALS')
      // The development app on the same rows still lets it in: the refusal is production's.
      expect((await logIn(ctx.app, DEMO_CLIENT_EMAIL)).statusCode).toBe(200)
    } finally {
      await production.close()
    }
  })

  it('the demo seed refuses to run with NODE_ENV=production', () => {
    const run = spawnSync('pnpm', ['exec', 'tsx', 'src/db/seed-demo.ts'], {
      cwd: apiRoot,
      env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: ctx.db.url },
      encoding: 'utf8',
      timeout: 60_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/never added in production/)
  })
})
