// The web app's Content-Security-Policy (ADR 0019), used by vite.config.ts for the
// production build (a <meta> tag) and the preview server (a header). Scripts come only
// from the app's own origin, plus the one inline script a prerendered page carries, allowed
// by its hash (src/early-requests-script.ts): no other inline script, no eval, and no
// framing of the app.
import type { Plugin } from 'vite'
import { EARLY_REQUESTS_SCRIPT_HASH } from './early-requests-script'

/** Origin of an absolute VITE_API_BASE_URL; null for a path on the app's own origin. */
function apiOriginOf(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl || apiBaseUrl.startsWith('/')) return null
  try {
    return new URL(apiBaseUrl).origin
  } catch {
    return null
  }
}

export function contentSecurityPolicy(
  apiBaseUrl: string | undefined,
  { forMetaTag = false } = {},
): string {
  const api = apiOriginOf(apiBaseUrl)
  const withApi = (...sources: string[]) => [...sources, ...(api ? [api] : [])].join(' ')
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${EARLY_REQUESTS_SCRIPT_HASH}`,
    "style-src 'self'",
    `img-src ${withApi("'self'", 'data:', 'blob:')}`,
    "font-src 'self'",
    `connect-src ${withApi("'self'")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Browsers ignore frame-ancestors in a <meta> tag; the server must send it as a header.
    ...(forMetaTag ? [] : ["frame-ancestors 'none'"]),
  ]
  return directives.join('; ')
}

/** Headers for a server that serves the built app (`vite preview`, or a copy of them). */
export const documentSecurityHeaders = (apiBaseUrl: string | undefined) => ({
  'Content-Security-Policy': contentSecurityPolicy(apiBaseUrl),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
})

/** Puts the policy in the built index.html, so any static host enforces it. */
export function cspMetaTagPlugin(apiBaseUrl: string | undefined): Plugin {
  return {
    name: 'cnm-csp-meta-tag',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: contentSecurityPolicy(apiBaseUrl, { forMetaTag: true }),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
  }
}
