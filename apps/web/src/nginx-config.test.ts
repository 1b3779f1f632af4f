// The nginx site of production (deploy/nginx/, docs/operations.md, ADR 0038) copies two facts
// of this app: its Content-Security-Policy and the list of prerendered public pages. A change
// here that nginx does not follow would ship the old policy or serve a page without its HTML.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES, WEB_ROUTES } from '@cnm/contracts'
import { contentSecurityPolicy, documentSecurityHeaders } from './content-security-policy'

const nginxDir = path.resolve(__dirname, '../../../deploy/nginx')
const read = (file: string) => readFileSync(path.join(nginxDir, file), 'utf8')

function headerOf(config: string, name: string): string | undefined {
  return new RegExp(`^add_header ${name} "([^"]*)" always;$`, 'm').exec(config)?.[1]
}

describe('the nginx site in deploy/nginx', () => {
  it('sends the same security headers as the preview server, frame-ancestors included', () => {
    const headers = read('cnm-headers.conf')
    // The web calls the API on its own origin (/api) behind nginx.
    expect(headerOf(headers, 'Content-Security-Policy')).toBe(contentSecurityPolicy(undefined))
    expect(headerOf(headers, 'Content-Security-Policy')).toContain("frame-ancestors 'none'")
    for (const [name, value] of Object.entries(documentSecurityHeaders(undefined))) {
      if (name !== 'Content-Security-Policy') expect(headerOf(headers, name)).toBe(value)
    }
  })

  it('serves every prerendered public page, and no other path, from dist/prerendered', () => {
    const site = read('cnm-site.conf')
    const pattern = /location ~ (\^\/\([a-z|-]+\)\$) \{\n[\s\S]*?try_files \/prerendered\//.exec(
      site,
    )
    expect(pattern, 'the prerendered pages location').not.toBeNull()
    const served = new RegExp(pattern?.[1] ?? '$^')
    for (const page of PUBLIC_PAGES.filter((route) => route !== WEB_ROUTES.HOME)) {
      expect(served.test(page), page).toBe(true)
    }
    expect(served.test('/mypage')).toBe(false)
    expect(site).toContain('location = / {')
  })

  it('serves only public photo variants from the bucket, never originals or withheld photos', () => {
    const site = read('cnm-site.conf')
    const bucketPaths = [...site.matchAll(/proxy_pass \{\{S3_ORIGIN\}\}\/\{\{S3_BUCKET\}\}(\S*);/g)]
    expect(bucketPaths.map((match) => match[1])).toEqual(['/variants/'])
    expect(site).toContain('location /media/ { return 404; }')
  })
})
