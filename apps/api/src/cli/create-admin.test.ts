import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { PASSWORD_PATTERN } from '@cnm/contracts'
import { setupTestApp } from '../../test/helpers/app.js'
import { createPasswordHasher } from '../lib/passwords.js'
import {
  ACCOUNT_TEST_ENV,
  createAccount,
  freshEmail,
  logIn,
} from '../modules/users/testing/accounts.js'
import { AdminAccountError, ensureAdminAccount } from './admin-account.js'

const run = promisify(execFile)
const apiRoot = fileURLToPath(new URL('../..', import.meta.url))

describe('admin:create', () => {
  const ctx = setupTestApp({ env: ACCOUNT_TEST_ENV })
  const deps = () => ({
    prisma: ctx.app.prisma,
    hasher: createPasswordHasher({ cost: 4 }),
    clock: ctx.app.clock,
  })

  it('creates an administrator whose generated password logs in', async () => {
    const email = freshEmail('Admin')

    const result = await ensureAdminAccount(deps(), email)

    expect(result.outcome).toBe('created')
    if (result.outcome !== 'created') return
    expect(result.password).toMatch(PASSWORD_PATTERN)
    const login = await logIn(ctx.app, email, result.password)
    expect(login.status).toBe(200)
    expect(login.body.data.user).toMatchObject({ email: email.toLowerCase(), role: 'ADMIN' })
  })

  it('promotes an existing account once, keeping its password', async () => {
    const account = await createAccount(ctx.app)

    const first = await ensureAdminAccount(deps(), account.email)
    const second = await ensureAdminAccount(deps(), account.email)

    expect(first).toEqual({ outcome: 'promoted', userId: account.id, email: account.email })
    expect(second.outcome).toBe('already-admin')
    const row = await ctx.app.prisma.user.findUniqueOrThrow({ where: { id: account.id } })
    expect(row.role).toBe('ADMIN')
    expect(row.passwordHash).toBe(account.passwordHash)
  })

  it('refuses an invalid e-mail', async () => {
    await expect(ensureAdminAccount(deps(), 'not an email')).rejects.toBeInstanceOf(
      AdminAccountError,
    )
  })

  it('runs as a command, printing the password once', async () => {
    const email = freshEmail('cli')

    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/create-admin.ts', '--email', email],
      {
        cwd: apiRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          BCRYPT_COST: '4',
          DATABASE_URL: ctx.db.url,
        },
      },
    )

    const password = /Password \(shown only now; change it after logging in\): (\S+)/.exec(
      stdout,
    )?.[1]
    expect(password).toMatch(PASSWORD_PATTERN)
    expect((await logIn(ctx.app, email, password ?? '')).status).toBe(200)
  })

  it('explains its usage when the e-mail is missing', async () => {
    const failure = await run(process.execPath, ['--import', 'tsx', 'src/cli/create-admin.ts'], {
      cwd: apiRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'test' },
    }).catch((error: { code: number; stderr: string }) => error)

    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toContain('admin:create --email')
  })
})
