import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './env.js'

const DATABASE_URL = 'postgresql://postgres@127.0.0.1:5432/cnm'
const secret = () => randomBytes(32).toString('base64url')
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL,
  JWT_SECRET: secret(),
  COOKIE_SECRET: secret(),
  SIGNUP_TICKET_SECRET: secret(),
  WEB_ORIGIN: 'https://castingnmodel.example',
  API_PUBLIC_URL: 'https://api.castingnmodel.example',
  SMTP_HOST: 'smtp.example',
  MAIL_FROM: 'Casting N Model <no-reply@castingnmodel.example>',
}

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
  throw new Error('expected loadConfig to throw')
}

const TEST_BASE = { NODE_ENV: 'test', DATABASE_URL }

describe('loadConfig', () => {
  it('stores photos on local disk unless a bucket is set, and refuses half an S3 setup', () => {
    expect(loadConfig(TEST_BASE).storage.kind).toBe('local')
    const s3 = loadConfig({
      ...TEST_BASE,
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).storage
    expect(s3).toMatchObject({ kind: 's3', bucket: 'photos', endpoint: 'http://127.0.0.1:9000' })
    expect(problemsOf({ ...TEST_BASE, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toEqual([
      'S3_BUCKET: Is required when S3_ENDPOINT is set.',
    ])
    expect(problemsOf({ ...TEST_BASE, S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: Set both or neither.',
    ])
  })

  it('drains 5 s on SIGTERM in production (a proxy in front), none elsewhere, as told otherwise', () => {
    expect(loadConfig(PRODUCTION).shutdownDrainMs).toBe(5_000)
    expect(loadConfig(TEST_BASE).shutdownDrainMs).toBe(0)
    expect(loadConfig({ ...PRODUCTION, SHUTDOWN_DRAIN_MS: '8000' }).shutdownDrainMs).toBe(8_000)
    expect(problemsOf({ ...TEST_BASE, SHUTDOWN_DRAIN_MS: '-1' })).toEqual([
      'SHUTDOWN_DRAIN_MS: Must be a whole number of milliseconds from 0 to 60000.',
    ])
  })

  it('rejects a missing DATABASE_URL', () => {
    expect(problemsOf({})).toContain('DATABASE_URL: Is required.')
  })

  it('needs NODE_ENV stated: a missing one is not taken as development', () => {
    expect(problemsOf({ DATABASE_URL })).toEqual([
      'NODE_ENV: Must be set to development, test or production (`pnpm start` sets development).',
    ])
  })

  it('refuses in production every secret published in .env.example', () => {
    const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8')
    const published = [...example.matchAll(/^(\w+_SECRET)=(\S+)/gm)]
    expect(published.map(([, name]) => name)).toEqual([
      'JWT_SECRET',
      'COOKIE_SECRET',
      'SIGNUP_TICKET_SECRET',
    ])
    for (const [, name, value] of published) {
      expect(problemsOf({ ...PRODUCTION, [name as string]: value as string })).toEqual([
        `${name}: Must not be a published placeholder or development default.`,
      ])
    }
  })

  it('refuses the development stand-ins, guessable secrets and one secret used twice', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        JWT_SECRET: 'development-only-jwt-secret-do-not-use-in-production',
        COOKIE_SECRET: 'x'.repeat(40),
        SIGNUP_TICKET_SECRET: PRODUCTION.JWT_SECRET,
      }),
    ).toEqual([
      'JWT_SECRET: Must not be a published placeholder or development default.',
      'COOKIE_SECRET: Looks guessable (too few different characters); use e.g. `openssl rand -base64 32`.',
    ])
    expect(problemsOf({ ...PRODUCTION, COOKIE_SECRET: PRODUCTION.JWT_SECRET })).toEqual([
      'COOKIE_SECRET: Must differ from JWT_SECRET.',
    ])
  })

  it('refuses production with the rate limits switched off', () => {
    expect(problemsOf({ ...PRODUCTION, RATE_LIMIT_ENABLED: 'false' })).toEqual([
      'RATE_LIMIT_ENABLED: Must not be false when NODE_ENV=production.',
    ])
  })

  it('rejects a JWT_SECRET shorter than 32 characters in production', () => {
    expect(problemsOf({ ...PRODUCTION, JWT_SECRET: 'too-short' })).toEqual([
      'JWT_SECRET: Must be at least 32 characters.',
    ])
  })

  it('requires the secrets and public addresses to be set explicitly in production', () => {
    const {
      JWT_SECRET: _jwt,
      COOKIE_SECRET: _cookie,
      SIGNUP_TICKET_SECRET: _ticket,
      WEB_ORIGIN: _web,
      ...rest
    } = PRODUCTION
    expect(problemsOf(rest)).toEqual([
      'JWT_SECRET: Is required when NODE_ENV=production.',
      'COOKIE_SECRET: Is required when NODE_ENV=production.',
      'SIGNUP_TICKET_SECRET: Is required when NODE_ENV=production.',
      'WEB_ORIGIN: Is required when NODE_ENV=production.',
    ])
  })

  it('lists every bad variable at once, never their values', () => {
    const error = (() => {
      try {
        loadConfig({
          NODE_ENV: 'development',
          DATABASE_URL: 'mysql://secret-password@db/x',
          PORT: 'eighty',
          JWT_SECRET: 'hunter2',
        })
      } catch (caught) {
        return caught as Error
      }
    })()
    expect(error?.message).toMatch(/DATABASE_URL: Must be a postgres:\/\/ connection string/)
    expect(error?.message).toMatch(/PORT: Must be a port number/)
    expect(error?.message).toMatch(/JWT_SECRET: Must be at least 32 characters/)
    expect(error?.message).not.toMatch(/secret-password|hunter2/)
  })

  it('runs in development with defaults and warns about the stand-in secrets', () => {
    const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL })
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 4000,
      webOrigins: ['http://localhost:5173'],
      apiPublicUrl: 'http://localhost:4000',
      rateLimitEnabled: true,
      bcryptCost: 12,
    })
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32)
    expect(config.warnings).toEqual([
      'JWT_SECRET is not set; using a development-only default.',
      'COOKIE_SECRET is not set; using a development-only default.',
      'SIGNUP_TICKET_SECRET is not set; using a development-only default.',
    ])
  })

  it('accepts a production environment and returns a frozen config', () => {
    const config = loadConfig({ ...PRODUCTION, TRUST_PROXY: '1' })
    expect(config.isProduction).toBe(true)
    expect(config.trustProxy).toBe(1)
    expect(Object.isFrozen(config)).toBe(true)
    expect(Object.isFrozen(config.smtp)).toBe(true)
  })

  it('allows a bcrypt cost below 10 only under NODE_ENV=test', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATABASE_URL, BCRYPT_COST: '4' }).bcryptCost).toBe(4)
    expect(problemsOf({ NODE_ENV: 'development', DATABASE_URL, BCRYPT_COST: '4' })).toEqual([
      'BCRYPT_COST: Must be at least 10 outside NODE_ENV=test.',
    ])
  })

  it('parses comma lists and normalises their items', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL,
      WEB_ORIGIN: 'http://localhost:5173, https://castingnmodel.example/',
      ADMIN_EMAILS: 'Admin@Example.com, ops@example.com',
      CERTIFICATION_BYPASS_DESTINATIONS: 'Tester@Example.com,+821012345678',
      CERTIFICATION_BYPASS_CODE: '123456',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    })
    expect(config.webOrigins).toEqual(['http://localhost:5173', 'https://castingnmodel.example'])
    expect(config.adminEmails).toEqual(['admin@example.com', 'ops@example.com'])
    expect(config.certificationBypass).toEqual({
      destinations: ['tester@example.com', '+821012345678'],
      code: '123456',
    })
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1'])
  })

  it('refuses TRUST_PROXY=true and anything that is not a hop count or proxy addresses', () => {
    for (const value of ['true', 'yes', '10.0.0.0/8, proxy.internal', '10.0.0.0/99']) {
      expect(problemsOf({ ...PRODUCTION, TRUST_PROXY: value })).toEqual([
        expect.stringMatching(/^TRUST_PROXY: Must be false, a hop count .* true is refused/),
      ])
    }
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: 'loopback, ::1' }).trustProxy).toEqual([
      'loopback',
      '::1',
    ])
  })

  it('refuses the certification bypass in production', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        CERTIFICATION_BYPASS_DESTINATIONS: 'tester@example.com',
        CERTIFICATION_BYPASS_CODE: '123456',
      }),
    ).toEqual(['CERTIFICATION_BYPASS_*: Must not be set when NODE_ENV=production.'])
  })

  it('warns at start while the certification bypass is on', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL,
      CERTIFICATION_BYPASS_DESTINATIONS: 'tester@example.com',
      CERTIFICATION_BYPASS_CODE: '123456',
    })
    expect(config.warnings).toEqual([
      'Certification bypass is ON for 1 destination(s): they verify with the fixed code and receive no message.',
    ])
  })

  it('refuses bypass destinations without a bypass code', () => {
    expect(
      problemsOf({
        NODE_ENV: 'test',
        DATABASE_URL,
        CERTIFICATION_BYPASS_DESTINATIONS: 'a@example.com',
      }),
    ).toEqual([
      'CERTIFICATION_BYPASS_CODE: Is required when CERTIFICATION_BYPASS_DESTINATIONS is set.',
    ])
  })

  it('texts Korea only by default, and takes other dialling codes and a budget from env', () => {
    expect(loadConfig(TEST_BASE).sms).toEqual({ allowedCountryCodes: ['82'], hourlyBudget: 200 })
    expect(
      loadConfig({ ...TEST_BASE, SMS_ALLOWED_COUNTRY_CODES: '82, +1', SMS_HOURLY_BUDGET: '50' })
        .sms,
    ).toEqual({ allowedCountryCodes: ['82', '1'], hourlyBudget: 50 })
    expect(problemsOf({ ...TEST_BASE, SMS_ALLOWED_COUNTRY_CODES: 'KR' })).toEqual([
      'SMS_ALLOWED_COUNTRY_CODES.0: Must be a comma list of dialling codes, e.g. 82,1.',
    ])
    expect(problemsOf({ ...TEST_BASE, SMS_HOURLY_BUDGET: '-1' })).toEqual([
      'SMS_HOURLY_BUDGET: Must be a whole number of texts per hour (0 sends none).',
    ])
  })
})
