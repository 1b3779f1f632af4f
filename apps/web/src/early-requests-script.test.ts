import { createHash } from 'node:crypto'
import { COOKIE } from '@cnm/contracts'
import { describe, expect, it } from 'vitest'
import {
  ACCESS_COOKIE_NAME,
  EARLY_REQUESTS_SCRIPT,
  EARLY_REQUESTS_SCRIPT_HASH,
} from './early-requests-script'

describe('the inline script of prerendered pages', () => {
  it('is allowed by the hash the CSP carries (change both together)', () => {
    const hash = `'sha256-${createHash('sha256').update(EARLY_REQUESTS_SCRIPT).digest('base64')}'`
    expect(
      EARLY_REQUESTS_SCRIPT_HASH,
      `set EARLY_REQUESTS_SCRIPT_HASH and deploy/nginx/cnm-headers.conf to ${hash}`,
    ).toBe(hash)
  })

  it('knows a signed-in visitor by the access cookie of the contracts', () => {
    expect(ACCESS_COOKIE_NAME).toBe(COOKIE.ACCESS_TOKEN.name)
  })
})
