import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { HtmlTagDescriptor } from 'vite'
import {
  contentSecurityPolicy,
  cspMetaTagPlugin,
  documentSecurityHeaders,
} from './content-security-policy'
import { EARLY_REQUESTS_SCRIPT_HASH } from './early-requests-script'

describe('content security policy', () => {
  it('allows scripts from the app itself only (and the one hashed inline script), and no framing', () => {
    const header = documentSecurityHeaders('/api')['Content-Security-Policy']
    expect(header).toContain(`script-src 'self' ${EARLY_REQUESTS_SCRIPT_HASH};`)
    expect(header).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(header).toContain("frame-ancestors 'none'")
    expect(header).toContain("connect-src 'self';")
  })

  it('lets the app call and show images from an API on another origin', () => {
    const policy = contentSecurityPolicy('https://api.example.com/v1')
    expect(policy).toContain("connect-src 'self' https://api.example.com;")
    expect(policy).toContain("img-src 'self' data: blob: https://api.example.com;")
  })

  it('leaves frame-ancestors out of the <meta> form, where browsers ignore it', () => {
    expect(contentSecurityPolicy('/api', { forMetaTag: true })).not.toContain('frame-ancestors')
  })
})

describe('the production index.html', () => {
  it('gets the policy as a <meta> tag at build time', () => {
    const plugin = cspMetaTagPlugin('/api')
    const transform = plugin.transformIndexHtml as { handler: () => HtmlTagDescriptor[] }
    expect(plugin.apply).toBe('build')
    expect(transform.handler()).toEqual([
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy('/api', { forMetaTag: true }),
        },
        injectTo: 'head-prepend',
      },
    ])
  })

  it('has no inline script for the policy to block', () => {
    const html = readFileSync(path.join(process.cwd(), 'index.html'), 'utf8')
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    expect(scripts.length).toBeGreaterThan(0)
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/)
      expect(body?.trim()).toBe('')
    }
  })
})
