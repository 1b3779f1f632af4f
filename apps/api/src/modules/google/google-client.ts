// Google's OpenID Connect through google-auth-library. Endpoints and issuers come
// from config, so tests run this same code against a loopback stand-in of Google.
import { createHash, randomBytes } from 'node:crypto'
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library'
import type { AppConfig } from '../../config/env.js'

export interface GoogleIdentity {
  sub: string
  /** Lower-cased. */
  email: string
  firstName: string | null
  lastName: string | null
}

export type GoogleFailure = 'failed' | 'email-unverified'

/** A failed code exchange or an ID token we refuse; `reason` picks the message. */
export class GoogleSignInError extends Error {
  constructor(
    readonly reason: GoogleFailure,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options)
    this.name = 'GoogleSignInError'
  }
}

export interface GoogleClient {
  authorizeUrl(input: { state: string; nonce: string; codeChallenge: string }): string
  /** Trades the authorization code and returns who signed in, after checking the ID token. */
  exchange(input: { code: string; codeVerifier: string; nonce: string }): Promise<GoogleIdentity>
}

/** RFC 7636 S256: a 64-character verifier kept by us, its SHA-256 sent to Google. */
export function newPkcePair(): { codeVerifier: string; codeChallenge: string } {
  const codeVerifier = randomBytes(48).toString('base64url')
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  return { codeVerifier, codeChallenge }
}

export const isGoogleConfigured = (google: AppConfig['google']): boolean =>
  Boolean(google.clientId && google.clientSecret)

export function createGoogleClient(google: AppConfig['google'], redirectUri: string): GoogleClient {
  const { clientId, clientSecret } = google
  if (!clientId || !clientSecret) throw new Error('Google sign-in is not configured')
  // One client per app: it caches Google's signing keys as long as their Cache-Control allows.
  const client = new OAuth2Client({
    clientId,
    clientSecret,
    redirectUri,
    endpoints: {
      oauth2AuthBaseUrl: google.authUrl,
      oauth2TokenUrl: google.tokenUrl,
      oauth2FederatedSignonPemCertsUrl: google.certsUrl,
    },
    issuers: [...google.issuers],
  })

  return {
    authorizeUrl({ state, nonce, codeChallenge }) {
      return client.generateAuthUrl({
        scope: ['openid', 'email', 'profile'],
        state,
        nonce,
        code_challenge: codeChallenge,
        code_challenge_method: CodeChallengeMethod.S256,
        prompt: 'select_account',
      })
    },

    async exchange({ code, codeVerifier, nonce }) {
      let idToken: string | null | undefined
      try {
        idToken = (await client.getToken({ code, codeVerifier })).tokens.id_token
      } catch (error) {
        throw new GoogleSignInError('failed', 'code exchange failed', { cause: error })
      }
      if (!idToken) throw new GoogleSignInError('failed', 'no ID token in the token answer')
      let payload
      try {
        // Checks the signature against Google's keys, expiry, issuer and audience.
        payload = (await client.verifyIdToken({ idToken, audience: clientId })).getPayload()
      } catch (error) {
        throw new GoogleSignInError('failed', 'ID token rejected', { cause: error })
      }
      // The nonce ties the token to the browser that started this sign-in.
      if (!payload || payload.nonce !== nonce) {
        throw new GoogleSignInError('failed', 'ID token nonce does not match')
      }
      if (!payload.sub || !payload.email) {
        throw new GoogleSignInError('failed', 'ID token without subject or e-mail')
      }
      if (payload.email_verified !== true) {
        throw new GoogleSignInError('email-unverified', 'Google e-mail not verified')
      }
      return {
        sub: payload.sub,
        email: payload.email.trim().toLowerCase(),
        firstName: payload.given_name?.trim() || null,
        lastName: payload.family_name?.trim() || null,
      }
    },
  }
}
