// A loopback stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, so the
// API's real google-auth-library code runs end to end in tests: an authorize
// endpoint that approves at once and redirects back with a code, the token
// endpoint (client authentication and PKCE S256 checked), and the signing keys
// in the PEM map format the library fetches. Reused by the end-to-end tests.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createLoopbackHttpServer } from './loopback-http.js'

export interface GoogleUser {
  sub: string
  email: string
  emailVerified?: boolean
  givenName?: string
  familyName?: string
}

export type IdTokenClaims = Record<string, unknown>

export interface FakeGoogle {
  readonly clientId: string
  readonly clientSecret: string
  readonly issuer: string
  /** Known after start(). */
  readonly url: string
  /** GOOGLE_* variables pointing an API here. */
  readonly env: Record<string, string>
  /** Who the next sign-in approves as. */
  user: GoogleUser
  /** Query of every authorize request, for checking what the API asked for. */
  readonly authorizeRequests: URLSearchParams[]
  /** Rewrites the claims of the next ID token (wrong nonce, audience, issuer...). */
  tamperNextIdToken(change: (claims: IdTokenClaims) => IdTokenClaims): void
  /** The next authorize request is refused as if the user pressed Cancel. */
  denyNext(): void
  start(): Promise<void>
  stop(): Promise<void>
}

interface Grant {
  user: GoogleUser
  redirectUri: string
  codeChallenge: string
  nonce: string | null
}

const ISSUER = 'https://accounts.google.com'

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (body += chunk))
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}

function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
  const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
  if (basic) {
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':')
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) }
  }
  return { id: form.get('client_id') ?? '', secret: form.get('client_secret') ?? '' }
}

export function createFakeGoogle(options: { user?: GoogleUser } = {}): FakeGoogle {
  const clientId = `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`
  const clientSecret = randomBytes(16).toString('hex')
  const kid = randomBytes(8).toString('hex')
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const grants = new Map<string, Grant>()
  const authorizeRequests: URLSearchParams[] = []
  const tampers: Array<(claims: IdTokenClaims) => IdTokenClaims> = []
  let denials = 0

  const signIdToken = (claims: IdTokenClaims) => {
    const unsigned = `${base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`
    return `${unsigned}.${base64url(sign('sha256', Buffer.from(unsigned), privateKey))}`
  }

  function authorize(query: URLSearchParams, response: ServerResponse): void {
    authorizeRequests.push(query)
    const redirectUri = query.get('redirect_uri')
    if (query.get('client_id') !== clientId || !redirectUri) {
      return sendJson(response, 400, { error: 'invalid_request' })
    }
    const target = new URL(redirectUri)
    const state = query.get('state')
    if (state !== null) target.searchParams.set('state', state)
    if (denials > 0) {
      denials -= 1
      target.searchParams.set('error', 'access_denied')
    } else {
      const codeChallenge = query.get('code_challenge')
      if (
        query.get('response_type') !== 'code' ||
        query.get('code_challenge_method') !== 'S256' ||
        !codeChallenge
      ) {
        return sendJson(response, 400, {
          error: 'invalid_request',
          error_description: 'PKCE S256 required',
        })
      }
      const code = `4/${randomBytes(16).toString('hex')}`
      grants.set(code, { user: fake.user, redirectUri, codeChallenge, nonce: query.get('nonce') })
      target.searchParams.set('code', code)
    }
    response.writeHead(302, { location: target.toString() })
    response.end()
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(request))
    const client = clientCredentials(request, form)
    if (client.id !== clientId || client.secret !== clientSecret) {
      return sendJson(response, 401, { error: 'invalid_client' })
    }
    const code = form.get('code') ?? ''
    const grant = grants.get(code)
    grants.delete(code)
    const verifier = form.get('code_verifier') ?? ''
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== form.get('redirect_uri') ||
      grant.codeChallenge !== challenge
    ) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' })
    }
    const now = Math.floor(Date.now() / 1000)
    const { user } = grant
    let claims: IdTokenClaims = {
      iss: ISSUER,
      azp: clientId,
      aud: clientId,
      sub: user.sub,
      email: user.email,
      email_verified: user.emailVerified ?? true,
      name: [user.givenName, user.familyName].filter(Boolean).join(' '),
      given_name: user.givenName,
      family_name: user.familyName,
      iat: now,
      exp: now + 3600,
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
    }
    const tamper = tampers.shift()
    if (tamper) claims = tamper(claims)
    sendJson(response, 200, {
      access_token: `ya29.${randomBytes(16).toString('hex')}`,
      expires_in: 3599,
      token_type: 'Bearer',
      scope:
        'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
      id_token: signIdToken(claims),
    })
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname, searchParams } = new URL(request.url ?? '/', 'http://localhost')
    if (request.method === 'GET' && pathname === '/o/oauth2/v2/auth')
      return authorize(searchParams, response)
    if (request.method === 'POST' && pathname === '/token') return token(request, response)
    if (request.method === 'GET' && pathname === '/oauth2/v1/certs') {
      const pem = publicKey.export({ type: 'spki', format: 'pem' })
      return sendJson(response, 200, { [kid]: pem }, { 'cache-control': 'public, max-age=300' })
    }
    if (request.method === 'GET' && pathname === '/oauth2/v3/certs') {
      const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }
      return sendJson(response, 200, { keys: [jwk] }, { 'cache-control': 'public, max-age=300' })
    }
    sendJson(response, 404, { error: 'not_found' })
  }

  const http = createLoopbackHttpServer((request, response) => {
    handle(request, response).catch(() => sendJson(response, 500, { error: 'server_error' }))
  })
  const fake: FakeGoogle = {
    clientId,
    clientSecret,
    issuer: ISSUER,
    get url() {
      return http.url
    },
    get env() {
      return {
        GOOGLE_CLIENT_ID: clientId,
        GOOGLE_CLIENT_SECRET: clientSecret,
        GOOGLE_AUTH_URL: `${http.url}/o/oauth2/v2/auth`,
        GOOGLE_TOKEN_URL: `${http.url}/token`,
        GOOGLE_CERTS_URL: `${http.url}/oauth2/v1/certs`,
        GOOGLE_ISSUER: ISSUER,
      }
    },
    user: options.user ?? {
      sub: '109876543210987654321',
      email: 'google.user@example.com',
      givenName: 'Min',
      familyName: 'Kim',
    },
    authorizeRequests,
    tamperNextIdToken(change) {
      tampers.push(change)
    },
    denyNext() {
      denials += 1
    },
    start: () => http.start(),
    stop: () => http.stop(),
  }
  return fake
}
