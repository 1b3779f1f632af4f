// Issue #30, ADR 0057: during a rolling deploy the previous release still answers while this
// release's migrations are applied. This test takes the previous release's source from git
// (deploy/previous-release names it), installs it, starts its API on a database migrated and
// seeded by THIS release, and asks it the read routes a visitor, a model and a client use. Each
// must answer 200, as this release's API does on the same database.
import { spawnSync } from 'node:child_process'
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_PATHS, BOOKING_API_PATHS, OPTION_API_PATHS, TRUST_API_PATHS } from '@cnm/contracts'
import { runToEnd, startService, waitForHttp, type Service } from '@cnm/devkit/processes'
import { freePorts } from '@cnm/embedded-pg'
import type { App } from '../src/app.js'
import { buildTestApp, TEST_ENV } from './helpers/app.js'
import { createTestDatabase, type TestDatabase } from './helpers/db.js'

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const repoRoot = path.resolve(apiRoot, '../..')
const RELEASE_FILE = path.join(repoRoot, 'deploy/previous-release')
/** git archive, pnpm install (from the store), the demo seed, two API starts: minutes, not seconds. */
const SETUP_TIMEOUT_MS = 600_000
const DEMO_PASSWORD = 'Demopass1!'
const DEMO_MODEL = 'model@demo.castingnmodel.test'
const DEMO_CLIENT = 'client@demo.castingnmodel.test'

/** Runs a command to the end; its output only when it fails, with what to do. */
function run(command: string, args: string[], cwd: string, what: string) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  })
  if (result.status !== 0) {
    throw new Error(
      `${what} failed (exit ${result.status ?? result.signal}): ${command} ${args.join(' ')}\n` +
        `${result.stderr || ''}${result.stdout?.slice(-4_000) || ''}`,
    )
  }
  return result.stdout
}

/** The commit deploy/previous-release names (its first line that is not a comment). */
function previousRelease(): string {
  const line = readFileSync(RELEASE_FILE, 'utf8')
    .split('\n')
    .map((text) => text.trim())
    .find((text) => text !== '' && !text.startsWith('#'))
  if (!line || !/^[0-9a-f]{7,40}$/.test(line)) {
    throw new Error(`${RELEASE_FILE} must name the previous release's commit (a git hash).`)
  }
  const present = spawnSync('git', ['-C', repoRoot, 'cat-file', '-e', `${line}^{commit}`])
  if (present.status !== 0) {
    throw new Error(
      `The previous release ${line} (deploy/previous-release) is not in this clone. ` +
        'A shallow clone lacks it: run `git fetch --unshallow` and try again.',
    )
  }
  const ancestor = spawnSync('git', ['-C', repoRoot, 'merge-base', '--is-ancestor', line, 'HEAD'])
  if (ancestor.status !== 0) {
    throw new Error(
      `${line} (deploy/previous-release) is not an ancestor of HEAD: it must name a release ` +
        'this one follows.',
    )
  }
  return line
}

interface Caller {
  base: string
  get(pathname: string, token?: string): Promise<{ status: number; body: string }>
}

const callerAt = (base: string): Caller => ({
  base,
  async get(pathname, token) {
    const response = await fetch(`${base}${pathname}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    return { status: response.status, body: await response.text() }
  },
})

async function logIn(caller: Caller, email: string): Promise<string> {
  const response = await fetch(`${caller.base}${API_PATHS.LOGIN}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const body = (await response.json()) as { data?: { token?: string } }
  if (response.status !== 200 || !body.data?.token) {
    throw new Error(`log-in of ${email} at ${caller.base} answered ${response.status}`)
  }
  return body.data.token
}

describe('the previous release against this release schema (ADR 0057)', () => {
  let workDir: string
  let db: TestDatabase
  let previous: Service | undefined
  let current: App | undefined
  let old: Caller
  let now: Caller
  let ids: { model: number; casting: number; client: number }

  beforeAll(async () => {
    const release = previousRelease()
    workDir = mkdtempSync(path.join(os.tmpdir(), 'cnm-previous-release-'))
    chmodSync(workDir, 0o755)
    const source = path.join(workDir, 'source')
    run('mkdir', [source], workDir, 'making the source folder')
    run(
      'bash',
      [
        '-o',
        'pipefail',
        '-c',
        'git -C "$1" archive --format=tar "$2" | tar -x -C "$3"',
        'archive',
        repoRoot,
        release,
        source,
      ],
      workDir,
      `extracting the previous release ${release}`,
    )
    // Its own lockfile, from the store this clone's install filled; the postinstall script
    // generates its own Prisma client for its own schema.
    run(
      'pnpm',
      ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=silent'],
      source,
      `installing the previous release ${release}`,
    )

    db = await createTestDatabase()
    const uploadDir = path.join(workDir, 'uploads')
    const env = {
      ...process.env,
      ...TEST_ENV,
      LOG_LEVEL: 'warn',
      DATABASE_URL: db.url,
      UPLOAD_DIR: uploadDir,
      RATE_LIMIT_ENABLED: 'false',
      JOB_WORKERS: 'false',
      DEMO_PASSWORD,
    }
    // This release's demo: profiles with photos, castings, agreements in every pay state,
    // options, a package, a self-tape: rows in every table the new columns touch.
    const tsx = path.join(apiRoot, 'node_modules/.bin/tsx')
    await runToEnd(tsx, ['src/db/seed.ts'], { label: 'seed', cwd: apiRoot, env })
    await runToEnd(tsx, ['src/db/seed-demo.ts'], { label: 'seed-demo', cwd: apiRoot, env })

    const [smtpPort, previousPort] = (await freePorts(2)) as [number, number]
    const apiEnv = { ...env, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtpPort) }
    previous = startService(
      path.join(source, 'apps/api/node_modules/.bin/tsx'),
      ['src/server.ts'],
      {
        label: 'previous-release-api',
        cwd: path.join(source, 'apps/api'),
        env: { ...apiEnv, HOST: '127.0.0.1', PORT: String(previousPort) },
      },
    )
    old = callerAt(`http://127.0.0.1:${previousPort}`)
    await waitForHttp(`${old.base}${API_PATHS.HEALTH_LIVE}`, {
      service: previous,
      timeoutMs: 120_000,
    })

    current = await buildTestApp({
      db,
      env: { UPLOAD_DIR: uploadDir, RATE_LIMIT_ENABLED: 'false', JOB_WORKERS: 'false' },
    })
    await current.listen({ host: '127.0.0.1', port: 0 })
    now = callerAt(`http://127.0.0.1:${(current.server.address() as AddressInfo).port}`)

    const [model] = await db.prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM model_profiles WHERE is_demo AND status = 'published' ORDER BY id LIMIT 1`
    const [casting] = await db.prisma.$queryRaw<{ id: number }[]>`
      SELECT id FROM castings WHERE is_demo AND status = 'live' ORDER BY id LIMIT 1`
    const client = await db.prisma.user.findUnique({ where: { email: DEMO_CLIENT } })
    if (!model || !casting || !client)
      throw new Error('the demo seed made no profile, casting or client')
    ids = { model: model.id, casting: casting.id, client: client.id }
  }, SETUP_TIMEOUT_MS)

  afterAll(async () => {
    await current?.close()
    await previous?.stop()
    await db?.drop()
    if (workDir) rmSync(workDir, { recursive: true, force: true })
  }, 120_000)

  /** Both releases answer 200; the previous one's body is the caller's to inspect. */
  async function bothAnswer(pathname: string, token?: { old: string; now: string }) {
    const [before, after] = await Promise.all([
      old.get(pathname, token?.old),
      now.get(pathname, token?.now),
    ])
    expect({ path: pathname, release: 'this', status: after.status }).toEqual({
      path: pathname,
      release: 'this',
      status: 200,
    })
    expect({
      path: pathname,
      release: 'previous',
      status: before.status,
      body: before.body.slice(0, 300),
    }).toMatchObject({
      path: pathname,
      release: 'previous',
      status: 200,
    })
    return JSON.parse(before.body) as { data: unknown }
  }

  it('answers the public pages', async () => {
    const list = await bothAnswer(`${API_PATHS.MODELS}?page=1`)
    expect(JSON.stringify(list.data)).toContain('"id"')
    await bothAnswer(API_PATHS.MODEL(ids.model))
    await bothAnswer(TRUST_API_PATHS.MODEL_REVIEWS(ids.model))
    await bothAnswer(API_PATHS.MODEL_K_STARS)
    await bothAnswer(API_PATHS.MODEL_RANKINGS)
    const castings = await bothAnswer(API_PATHS.CASTINGS)
    expect(JSON.stringify(castings.data)).toContain('"id"')
    await bothAnswer(API_PATHS.CASTING(ids.casting))
    await bothAnswer(TRUST_API_PATHS.PARTNERS)
    await bothAnswer(TRUST_API_PATHS.PARTNER(ids.client))
    await bothAnswer(TRUST_API_PATHS.PARTNER_REVIEWS(ids.client))
    await bothAnswer(API_PATHS.COUNTRY_LIST)
  })

  it("answers a model's and a client's own pages", async () => {
    const model = { old: await logIn(old, DEMO_MODEL), now: await logIn(now, DEMO_MODEL) }
    for (const pathname of [
      API_PATHS.CURRENT_USER,
      API_PATHS.MY_MODELS,
      API_PATHS.MY_THREADS,
      API_PATHS.MY_UNREAD,
      API_PATHS.NOTIFICATIONS,
      API_PATHS.MY_CASTINGS,
      BOOKING_API_PATHS.AGREEMENTS,
      BOOKING_API_PATHS.IMAGE_USAGES,
      OPTION_API_PATHS.OPTIONS_HELD,
    ]) {
      await bothAnswer(pathname, model)
    }
    const client = { old: await logIn(old, DEMO_CLIENT), now: await logIn(now, DEMO_CLIENT) }
    const agreements = await bothAnswer(BOOKING_API_PATHS.AGREEMENTS, client)
    expect(JSON.stringify(agreements.data)).toContain('"id"')
    for (const pathname of [
      API_PATHS.MY_CASTINGS,
      OPTION_API_PATHS.OPTIONS,
      API_PATHS.MY_THREADS,
    ]) {
      await bothAnswer(pathname, client)
    }
  })
})
