import { createHash, randomBytes } from 'node:crypto'

const REFRESH_TOKEN_BYTES = 32

/**
 * Refresh tokens are opaque random strings, not JWTs: only the server needs to read them,
 * and only a SHA-256 of each is stored, so a leaked table cannot be replayed. A slow hash
 * is not needed for 256 random bits.
 */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export function newRefreshToken(): { token: string; tokenHash: string } {
  const token = randomBytes(REFRESH_TOKEN_BYTES).toString('base64url')
  return { token, tokenHash: hashRefreshToken(token) }
}
