// The only module that reads process.env. Everything else receives an AppConfig
// through buildApp's deps, so tests can build an app from a plain object.
import path from 'node:path'
import { z } from 'zod'
import {
  bool,
  emptyToUndefined,
  httpUrl,
  list,
  optionalString,
  port,
  secret,
  trustProxy,
  withDefault,
} from './env-parsers.js'

const NODE_ENVS = ['development', 'test', 'production'] as const
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

// Stand-ins so `pnpm dev` works from a fresh clone; refused in production.
const DEVELOPMENT_JWT_SECRET = 'development-only-jwt-secret-do-not-use-in-production'
const DEVELOPMENT_COOKIE_SECRET = 'development-only-cookie-secret-do-not-use-in-production'
const DEVELOPMENT_SIGNUP_TICKET_SECRET = 'development-only-signup-ticket-secret-not-for-production'

const SECRET_NAMES = ['JWT_SECRET', 'COOKIE_SECRET', 'SIGNUP_TICKET_SECRET'] as const

/**
 * Secrets anyone can read: the development stand-ins above and the values of
 * .env.example (env.test.ts checks that every secret there is in this list).
 */
const KNOWN_SECRETS = new Set([
  DEVELOPMENT_JWT_SECRET,
  DEVELOPMENT_COOKIE_SECRET,
  DEVELOPMENT_SIGNUP_TICKET_SECRET,
  'change-me-to-a-long-random-string-of-32-chars',
  'change-me-to-another-long-random-string-32',
  'change-me-to-a-third-long-random-string-32',
])

/** `openssl rand -base64 32` scores about 200; a repeated or wordy string far less. */
const MIN_SECRET_ENTROPY_BITS = 128

/** Variables that must be set explicitly when NODE_ENV=production. */
const REQUIRED_IN_PRODUCTION = [
  'JWT_SECRET',
  'COOKIE_SECRET',
  'SIGNUP_TICKET_SECRET',
  'WEB_ORIGIN',
  'API_PUBLIC_URL',
  'SMTP_HOST',
  'MAIL_FROM',
] as const

const envSchema = z.object({
  // No default: a forgotten NODE_ENV must not turn a server into a development one
  // (`pnpm start` and the test runners set it).
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(NODE_ENVS, {
      error: 'Must be set to development, test or production (`pnpm start` sets development).',
    }),
  ),
  HOST: withDefault('127.0.0.1'),
  PORT: port(4000),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: 'Is required.' })
      .regex(/^postgres(ql)?:\/\//, 'Must be a postgres:// connection string.'),
  ),
  JWT_SECRET: secret(DEVELOPMENT_JWT_SECRET),
  COOKIE_SECRET: secret(DEVELOPMENT_COOKIE_SECRET),
  SIGNUP_TICKET_SECRET: secret(DEVELOPMENT_SIGNUP_TICKET_SECRET),
  WEB_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('http://localhost:5173')
      .transform((value) => value.split(',').map((item) => item.trim()))
      .pipe(z.array(z.url({ protocol: /^https?$/, error: 'Must be a list of http(s) origins.' })))
      // CORS compares the Origin header verbatim: no path, no trailing slash.
      .transform((urls) => urls.map((url) => new URL(url).origin)),
  ),
  API_PUBLIC_URL: httpUrl('http://localhost:4000'),
  TRUST_PROXY: trustProxy,
  SMTP_HOST: withDefault('127.0.0.1'),
  SMTP_PORT: port(1025),
  SMTP_SECURE: bool(false),
  SMTP_USER: optionalString,
  SMTP_PASS: optionalString,
  MAIL_FROM: withDefault('Casting N Model <no-reply@castingnmodel.local>'),
  SUPPORT_INBOX: z.preprocess(emptyToUndefined, z.email().default('support@castingnmodel.local')),
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_API_BASE_URL: httpUrl('https://api.twilio.com'),
  // Issue #25, ADR 0043: the National Tax Service's business-status API (data.go.kr); no key
  // means business numbers are checked by their check digit only, shown as "not checked".
  NTS_SERVICE_KEY: optionalString,
  // Issue #30: the bearer token Prometheus sends to GET /metrics; unset, metrics are off (404).
  METRICS_TOKEN: optionalString,
  NTS_API_BASE_URL: httpUrl('https://api.odcloud.kr/api/nts-businessman/v1'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_AUTH_URL: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl('https://oauth2.googleapis.com/token'),
  GOOGLE_CERTS_URL: httpUrl('https://www.googleapis.com/oauth2/v1/certs'),
  // Google signs ID tokens with either spelling of its issuer.
  GOOGLE_ISSUER: z.preprocess(
    (value) => emptyToUndefined(value) ?? 'accounts.google.com,https://accounts.google.com',
    list,
  ),
  CERTIFICATION_BYPASS_DESTINATIONS: list.transform((items) =>
    items.map((item) => item.toLowerCase()),
  ),
  CERTIFICATION_BYPASS_CODE: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{6}$/, 'Must be 6 digits.')
      .optional(),
  ),
  // SMS pumping (ADR 0019 finding 5): codes go only to these dialling codes, and at most
  // this many texts leave per hour across every instance.
  SMS_ALLOWED_COUNTRY_CODES: z.preprocess(
    (value) => emptyToUndefined(value) ?? '82',
    list.pipe(
      z.array(
        z
          .string()
          .regex(/^\+?[1-9]\d{0,2}$/, 'Must be a comma list of dialling codes, e.g. 82,1.')
          .transform((code) => code.replace('+', '')),
      ),
    ),
  ),
  SMS_HOURLY_BUDGET: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Must be a whole number of texts per hour (0 sends none).' })
      .int('Must be a whole number of texts per hour (0 sends none).')
      .min(0, 'Must be a whole number of texts per hour (0 sends none).')
      .default(200),
  ),
  ADMIN_EMAILS: list
    .transform((items) => items.map((item) => item.toLowerCase()))
    .pipe(z.array(z.email({ error: 'Must be a comma list of e-mail addresses.' }))),
  // Shared counters for several API instances (ADR 0020); unset: each process counts alone.
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\/[^/]/, 'Must be a redis:// or rediss:// URL.')
      .optional(),
  ),
  REDIS_KEY_PREFIX: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[\w.:-]{1,64}$/, 'Must be 1-64 letters, digits or . : _ -')
      .default('cnm:'),
  ),
  RATE_LIMIT_ENABLED: bool(true),
  BCRYPT_COST: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Must be an integer from 4 to 15.' })
      .int('Must be an integer from 4 to 15.')
      .min(4, 'Must be an integer from 4 to 15.')
      .max(15, 'Must be an integer from 4 to 15.')
      .default(12),
  ),
  // Photos (ADR 0017): local disk unless a bucket is configured.
  UPLOAD_DIR: withDefault('.data/uploads'),
  // Intro videos (ADR 0052): resumable uploads in progress, on this instance's disk.
  VIDEO_UPLOAD_DIR: optionalString,
  S3_BUCKET: optionalString,
  S3_ENDPOINT: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' }).optional(),
  ),
  S3_REGION: withDefault('us-east-1'),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Where browsers fetch public variants; defaults to the endpoint's path-style bucket URL. */
  S3_PUBLIC_URL: z.preprocess(
    emptyToUndefined,
    z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL.' }).optional(),
  ),
  // Background jobs (ADR 0016): false runs no worker in this process (jobs still queue).
  JOB_WORKERS: bool(true),
  /** How long SIGTERM drains before closing (plugins/closing.ts); default 5 s in production. */
  SHUTDOWN_DRAIN_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'Must be a whole number of milliseconds from 0 to 60000.' })
      .int('Must be a whole number of milliseconds from 0 to 60000.')
      .min(0, 'Must be a whole number of milliseconds from 0 to 60000.')
      .max(60_000, 'Must be a whole number of milliseconds from 0 to 60000.')
      .optional(),
  ),
  // Web Push (issue #29, ADR 0055): `npx web-push generate-vapid-keys`; unset, push is off.
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'Must be a base64url P-256 public key (87 characters).')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'Must be a base64url P-256 private key (43 characters).')
      .optional(),
  ),
  /** Who push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:[^@\s]+@[^@\s]+|https:\/\/\S+)$/, 'Must be a mailto: or https: URL.')
      .optional(),
  ),
})

type ParsedEnv = z.infer<typeof envSchema>
type NodeEnv = (typeof NODE_ENVS)[number]
export type LogLevel = (typeof LOG_LEVELS)[number]

export interface AppConfig {
  readonly env: NodeEnv
  readonly isProduction: boolean
  readonly host: string
  readonly port: number
  readonly logLevel: LogLevel
  readonly databaseUrl: string
  readonly jwtSecret: string
  readonly cookieSecret: string
  /** Signs Google sign-up tickets only (ADR 0019). */
  readonly signupTicketSecret: string
  /** Browser origins allowed by CORS; the first one is where links in e-mails point. */
  readonly webOrigins: readonly string[]
  readonly apiPublicUrl: string
  readonly trustProxy: false | number | readonly string[]
  readonly smtp: {
    readonly host: string
    readonly port: number
    readonly secure: boolean
    readonly user: string | undefined
    readonly pass: string | undefined
  }
  readonly mailFrom: string
  readonly supportInbox: string
  readonly twilio: {
    readonly accountSid: string | undefined
    readonly authToken: string | undefined
    readonly from: string | undefined
    readonly apiBaseUrl: string
  }
  /** Bearer token of GET /metrics; undefined: the route answers 404. */
  readonly metricsToken: string | undefined
  readonly nts: {
    readonly serviceKey: string | undefined
    readonly apiBaseUrl: string
  }
  readonly google: {
    readonly clientId: string | undefined
    readonly clientSecret: string | undefined
    readonly authUrl: string
    readonly tokenUrl: string
    readonly certsUrl: string
    readonly issuers: readonly string[]
  }
  /** Spec §4: whitelisted destinations accept this code without a sent message. */
  readonly certificationBypass: {
    readonly destinations: readonly string[]
    readonly code: string | undefined
  }
  /** Where and how many verification texts may go (ADR 0019, finding 5). */
  readonly sms: {
    /** Dialling codes without "+", e.g. ["82"]. */
    readonly allowedCountryCodes: readonly string[]
    /** Texts per clock hour across all instances; past it, sending stops until the next hour. */
    readonly hourlyBudget: number
  }
  /** Lower-cased addresses that get the ADMIN role. */
  readonly adminEmails: readonly string[]
  /**
   * Where limits and throttles keep their counters when several instances share them
   * (ADR 0020); null: in this process's memory.
   */
  readonly redis: { readonly url: string; readonly keyPrefix: string } | null
  readonly rateLimitEnabled: boolean
  readonly bcryptCost: number
  /** Photo files: a directory on local disk, or an S3-compatible bucket (ADR 0017). */
  readonly storage:
    | { readonly kind: 'local'; readonly directory: string }
    | {
        readonly kind: 's3'
        readonly bucket: string
        readonly endpoint: string | undefined
        readonly region: string
        readonly accessKeyId: string | undefined
        readonly secretAccessKey: string | undefined
        readonly publicUrl: string | undefined
      }
  /** Video uploads still arriving (tus, ADR 0052): always local disk. */
  readonly videoUploadDirectory: string
  /** Whether this process works on background jobs (ADR 0016). */
  readonly jobWorkers: boolean
  /** SIGTERM's drain before the close: longer than the proxy's upstream keep-alive (3 s). */
  readonly shutdownDrainMs: number
  /** Web Push's VAPID keys (ADR 0055); null: push is off. */
  readonly push: {
    readonly publicKey: string
    readonly privateKey: string
    readonly subject: string
  } | null
  /** Non-fatal findings (development defaults in use, ...) for the server to log. */
  readonly warnings: readonly string[]
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}

type EnvSource = Record<string, string | undefined>

/**
 * Parses and validates the environment once. Throws a ConfigError naming every
 * bad variable (never their values, which may be secrets).
 */
export function loadConfig(source: EnvSource = process.env): AppConfig {
  const isSet = (name: string) => emptyToUndefined(source[name]) !== undefined
  const result = envSchema.safeParse(source)
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  problems.push(...crossFieldProblems(source, isSet))
  if (!result.success || problems.length > 0) throw new ConfigError(problems)
  const env = result.data
  return deepFreeze(toAppConfig(env, collectWarnings(env, isSet)))
}

// Kept outside the zod schema so they are reported even when other fields fail.
function crossFieldProblems(source: EnvSource, isSet: (name: string) => boolean): string[] {
  const problems: string[] = []
  // Everything but development and test must be configured on purpose (ADR 0019).
  if (source.NODE_ENV === 'production') {
    for (const name of REQUIRED_IN_PRODUCTION) {
      if (!isSet(name)) problems.push(`${name}: Is required when NODE_ENV=production.`)
    }
    problems.push(...weakSecretProblems(source))
    if (
      source.RATE_LIMIT_ENABLED !== undefined &&
      /^\s*false\s*$/i.test(source.RATE_LIMIT_ENABLED)
    ) {
      problems.push('RATE_LIMIT_ENABLED: Must not be false when NODE_ENV=production.')
    }
    // Spec §4's test bypass verifies whitelisted destinations without a message.
    if (isSet('CERTIFICATION_BYPASS_DESTINATIONS') || isSet('CERTIFICATION_BYPASS_CODE')) {
      problems.push('CERTIFICATION_BYPASS_*: Must not be set when NODE_ENV=production.')
    }
  }
  // Cheap hashing is only for the test suite's speed.
  if (source.NODE_ENV !== 'test' && isSet('BCRYPT_COST') && Number(source.BCRYPT_COST) < 10) {
    problems.push('BCRYPT_COST: Must be at least 10 outside NODE_ENV=test.')
  }
  if (isSet('CERTIFICATION_BYPASS_DESTINATIONS') && !isSet('CERTIFICATION_BYPASS_CODE')) {
    problems.push(
      'CERTIFICATION_BYPASS_CODE: Is required when CERTIFICATION_BYPASS_DESTINATIONS is set.',
    )
  }
  const s3Names = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']
  const s3Set = s3Names.filter(isSet)
  if (s3Set.length > 0 && !isSet('S3_BUCKET')) {
    problems.push(`S3_BUCKET: Is required when ${s3Set.join(', ')} is set.`)
  }
  if (isSet('S3_ACCESS_KEY_ID') !== isSet('S3_SECRET_ACCESS_KEY')) {
    problems.push('S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: Set both or neither.')
  }
  if (isSet('VAPID_PUBLIC_KEY') !== isSet('VAPID_PRIVATE_KEY')) {
    problems.push('VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: Set both or neither.')
  }
  return problems
}

function weakSecretProblems(source: EnvSource): string[] {
  const problems: string[] = []
  const seen = new Map<string, string>()
  for (const name of SECRET_NAMES) {
    const value = emptyToUndefined(source[name])
    if (typeof value !== 'string') continue
    if (KNOWN_SECRETS.has(value)) {
      problems.push(`${name}: Must not be a published placeholder or development default.`)
    } else if (value.length >= 32 && estimatedEntropyBits(value) < MIN_SECRET_ENTROPY_BITS) {
      problems.push(
        `${name}: Looks guessable (too few different characters); use e.g. \`openssl rand -base64 32\`.`,
      )
    }
    const twin = seen.get(value)
    if (twin) problems.push(`${name}: Must differ from ${twin}.`)
    seen.set(value, name)
  }
  return problems
}

/**
 * Length times the Shannon entropy of the characters used: a coarse upper bound that
 * catches repeated, patterned or prose secrets, not a proof of randomness.
 */
export function estimatedEntropyBits(value: string): number {
  const counts = new Map<string, number>()
  for (const char of value) counts.set(char, (counts.get(char) ?? 0) + 1)
  let perChar = 0
  for (const count of counts.values()) {
    const p = count / value.length
    perChar -= p * Math.log2(p)
  }
  return perChar * value.length
}

function collectWarnings(env: ParsedEnv, isSet: (name: string) => boolean): string[] {
  const warnings: string[] = []
  for (const name of SECRET_NAMES) {
    if (!isSet(name) && env.NODE_ENV !== 'test') {
      warnings.push(`${name} is not set; using a development-only default.`)
    }
  }
  if (env.CERTIFICATION_BYPASS_DESTINATIONS.length > 0 && env.CERTIFICATION_BYPASS_CODE) {
    warnings.push(
      `Certification bypass is ON for ${env.CERTIFICATION_BYPASS_DESTINATIONS.length} destination(s): ` +
        'they verify with the fixed code and receive no message.',
    )
  }
  if (env.NODE_ENV === 'production' && !env.S3_BUCKET) {
    warnings.push(
      `Photos are stored on local disk (${env.UPLOAD_DIR}); set S3_BUCKET to share them between instances.`,
    )
  }
  return warnings
}

function toAppConfig(env: ParsedEnv, warnings: string[]): AppConfig {
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET,
    cookieSecret: env.COOKIE_SECRET,
    signupTicketSecret: env.SIGNUP_TICKET_SECRET,
    webOrigins: env.WEB_ORIGIN,
    apiPublicUrl: env.API_PUBLIC_URL.replace(/\/+$/, ''),
    trustProxy: env.TRUST_PROXY,
    smtp: {
      host: env.SMTP_HOST,
      port: env.SMTP_PORT,
      secure: env.SMTP_SECURE,
      user: env.SMTP_USER,
      pass: env.SMTP_PASS,
    },
    mailFrom: env.MAIL_FROM,
    supportInbox: env.SUPPORT_INBOX,
    twilio: {
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiBaseUrl: env.TWILIO_API_BASE_URL.replace(/\/+$/, ''),
    },
    metricsToken: env.METRICS_TOKEN,
    nts: {
      serviceKey: env.NTS_SERVICE_KEY,
      apiBaseUrl: env.NTS_API_BASE_URL.replace(/\/+$/, ''),
    },
    google: {
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authUrl: env.GOOGLE_AUTH_URL,
      tokenUrl: env.GOOGLE_TOKEN_URL,
      certsUrl: env.GOOGLE_CERTS_URL,
      issuers: env.GOOGLE_ISSUER,
    },
    certificationBypass: {
      destinations: env.CERTIFICATION_BYPASS_DESTINATIONS,
      code: env.CERTIFICATION_BYPASS_CODE,
    },
    sms: {
      allowedCountryCodes: env.SMS_ALLOWED_COUNTRY_CODES,
      hourlyBudget: env.SMS_HOURLY_BUDGET,
    },
    adminEmails: env.ADMIN_EMAILS,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : null,
    rateLimitEnabled: env.RATE_LIMIT_ENABLED,
    bcryptCost: env.BCRYPT_COST,
    storage: env.S3_BUCKET
      ? {
          kind: 's3',
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          publicUrl: env.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : { kind: 'local', directory: path.resolve(env.UPLOAD_DIR) },
    videoUploadDirectory: path.resolve(env.VIDEO_UPLOAD_DIR ?? `${env.UPLOAD_DIR}-video-parts`),
    jobWorkers: env.JOB_WORKERS,
    // A developer's Ctrl-C or a test's stop has no proxy to drain.
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS ?? (env.NODE_ENV === 'production' ? 5_000 : 0),
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            // Push services want a contact; the support inbox is one we read.
            subject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_INBOX}`,
          }
        : null,
    warnings,
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
