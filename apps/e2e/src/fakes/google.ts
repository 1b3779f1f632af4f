import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto'
import { listen, readBody, sendJson } from './http.js'

export interface GoogleIdentity {
  email: string
  firstName: string
  lastName: string
}

export interface GoogleStandIn {
  clientId: string
  clientSecret: string
  authUrl: string
  tokenUrl: string
  /** PEM map keyed by kid, like Google's v1 certs endpoint. */
  certsUrl: string
  issuer: string
  close: () => Promise<void>
}

interface Grant {
  identity: GoogleIdentity
  clientId: string
  redirectUri: string
  nonce: string | null
}

const ISSUER = 'https://accounts.google.com'
const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url')
/** Stable per address, like Google's `sub`. */
const subjectOf = (email: string) => createHash('sha256').update(email).digest('hex').slice(0, 21)

function signIdToken(privateKey: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }))
  const payload = base64url(JSON.stringify(claims))
  const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey)
  return `${header}.${payload}.${base64url(signature)}`
}

function chooserPage(query: URLSearchParams): string {
  const hidden = ['client_id', 'redirect_uri', 'state', 'nonce']
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(query.get(name) ?? '')}">`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in - Google (stand-in)</title></head>
<body><main><h1>Choose an account</h1>
<form method="get" action="/o/oauth2/v2/auth/approve">${hidden}
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<p><label for="given">First name</label> <input id="given" name="given_name"></p>
<p><label for="family">Last name</label> <input id="family" name="family_name"></p>
<button type="submit">Continue</button></form></main></body></html>`
}

/**
 * Google's OAuth endpoints on loopback: an account chooser where the test types who
 * signs in, the code-for-tokens exchange, and the keys its RS256 ID tokens verify with.
 */
export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const clientId = `e2e-${randomBytes(4).toString('hex')}.apps.googleusercontent.com`
  const clientSecret = randomBytes(12).toString('hex')
  const kid = randomBytes(8).toString('hex')
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const grants = new Map<string, Grant>()
  const accessTokens = new Map<string, GoogleIdentity>()

  const server = await listen(async (request, response, url) => {
    const query = url.searchParams
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      if (query.get('client_id') !== clientId || !query.get('redirect_uri')) {
        response.writeHead(400, { 'content-type': 'text/plain' })
        return response.end('invalid_request: unknown client_id or missing redirect_uri')
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(chooserPage(query))
    }
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth/approve') {
      const redirectUri = query.get('redirect_uri') ?? ''
      const code = `4/${randomBytes(16).toString('hex')}`
      grants.set(code, {
        identity: {
          email: (query.get('email') ?? '').toLowerCase(),
          firstName: query.get('given_name') ?? '',
          lastName: query.get('family_name') ?? '',
        },
        clientId: query.get('client_id') ?? '',
        redirectUri,
        nonce: query.get('nonce') || null,
      })
      const target = new URL(redirectUri)
      target.searchParams.set('code', code)
      if (query.get('state')) target.searchParams.set('state', query.get('state') ?? '')
      response.writeHead(302, { location: target.toString() })
      return response.end()
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await readBody(request))
      // The client may authenticate in the body or with Basic auth.
      const basic = /^Basic (.+)$/.exec(request.headers.authorization ?? '')?.[1]
      const [basicId, basicSecret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : []
      const id = form.get('client_id') ?? (basicId && decodeURIComponent(basicId))
      const secret = form.get('client_secret') ?? (basicSecret && decodeURIComponent(basicSecret))
      const grant = grants.get(form.get('code') ?? '')
      grants.delete(form.get('code') ?? '')
      if (id !== clientId || secret !== clientSecret) return sendJson(response, 401, { error: 'invalid_client' })
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) return sendJson(response, 400, { error: 'invalid_grant' })
      const now = Math.floor(Date.now() / 1000)
      const { identity } = grant
      const accessToken = `ya29.${randomBytes(16).toString('hex')}`
      accessTokens.set(accessToken, identity)
      const idToken = signIdToken(privateKey, kid, {
        iss: ISSUER,
        azp: clientId,
        aud: clientId,
        sub: subjectOf(identity.email),
        email: identity.email,
        email_verified: true,
        name: `${identity.firstName} ${identity.lastName}`.trim(),
        given_name: identity.firstName,
        family_name: identity.lastName,
        iat: now,
        exp: now + 3600,
        ...(grant.nonce ? { nonce: grant.nonce } : {}),
      })
      return sendJson(response, 200, {
        access_token: accessToken,
        expires_in: 3599,
        token_type: 'Bearer',
        scope: 'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        id_token: idToken,
      })
    }
    if (request.method === 'GET' && url.pathname === '/oauth2/v1/certs') {
      response.setHeader('cache-control', 'public, max-age=60')
      return sendJson(response, 200, { [kid]: publicKey.export({ type: 'spki', format: 'pem' }) })
    }
    if (request.method === 'GET' && url.pathname === '/oauth2/v3/certs') {
      return sendJson(response, 200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] })
    }
    if (request.method === 'GET' && url.pathname === '/oauth2/v3/userinfo') {
      const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
      const identity = accessTokens.get(token)
      if (!identity) return sendJson(response, 401, { error: 'invalid_token' })
      return sendJson(response, 200, {
        sub: subjectOf(identity.email),
        email: identity.email,
        email_verified: true,
        given_name: identity.firstName,
        family_name: identity.lastName,
      })
    }
    sendJson(response, 404, { error: 'not_found' })
  })

  return {
    clientId,
    clientSecret,
    authUrl: `${server.url}/o/oauth2/v2/auth`,
    tokenUrl: `${server.url}/token`,
    certsUrl: `${server.url}/oauth2/v1/certs`,
    issuer: ISSUER,
    close: server.close,
  }
}
