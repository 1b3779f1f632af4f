import { existsSync, readFileSync } from 'node:fs'
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { cspMetaTagPlugin, documentSecurityHeaders } from './src/content-security-policy'

// The SPA calls `/api/...`; the API itself serves its routes without that prefix.
const apiProxy: Record<string, ProxyOptions> = {
  '/api': {
    target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4000',
    changeOrigin: true,
    // Forward the browser's address so the API's per-IP rate limits see real clients.
    xfwd: true,
    rewrite: (path) => path.replace(/^\/api(?=\/|$)/, '') || '/',
  },
}

/**
 * `vite preview` answers a public page with its prerendered HTML in the visitor's language
 * (scripts/prerender.mjs, ADR 0012); other paths fall through to the single-page index.html.
 * Production servers do the same from dist/prerendered/pages.json (docs/operations.md).
 */
function prerenderedPages(): Plugin {
  return {
    name: 'cnm-prerendered-pages',
    async configurePreviewServer(server) {
      const root = server.config.root
      const manifest = `${root}/${server.config.build.outDir}/prerendered/pages.json`
      const entry = `${root}/dist-prerender/prerender.js`
      if (!existsSync(manifest) || !existsSync(entry)) {
        server.config.logger.warn(
          `No prerendered pages (${manifest}): every page waits for JavaScript. ` +
            'Build with `pnpm --filter @cnm/web build` to write them.',
        )
        return
      }
      const { pages } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        pages: Record<string, Record<string, string>>
      }
      const { languageOfRequest } = (await import(pathToFileURL(entry).href)) as {
        languageOfRequest: (headers: { cookie?: string; acceptLanguage?: string }) => string
      }
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next()
        const url = new URL(req.url, 'http://preview.invalid')
        const files = pages[url.pathname]
        if (!files) return next()
        const language = languageOfRequest({
          cookie: req.headers.cookie,
          acceptLanguage: req.headers['accept-language'],
        })
        res.setHeader('Vary', 'Cookie, Accept-Language')
        req.url = `${files[language]}${url.search}`
        next()
      })
    },
  }
}

// One .env at the repository root configures the API and the web app.
const envDir = fileURLToPath(new URL('../..', import.meta.url))

export default defineConfig(({ mode, isSsrBuild }) => {
  const { VITE_API_BASE_URL: apiBaseUrl } = loadEnv(mode, envDir, 'VITE_')
  return {
    // The dev server keeps no CSP: React's fast refresh needs an inline script there.
    plugins: [react(), cspMetaTagPlugin(apiBaseUrl), prerenderedPages()],
    envDir,
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    server: { port: 5173, strictPort: true, proxy: apiProxy },
    preview: {
      port: 4173,
      strictPort: true,
      proxy: apiProxy,
      headers: documentSecurityHeaders(apiBaseUrl),
    },
    // The manifest lets scripts/bundle-size.mjs follow the home route's chunks.
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      // One stylesheet for the whole app (8 KB gzip), linked from index.html: a prerendered
      // page is drawn with its final styles from the first paint, instead of shifting when a
      // page's own CSS arrives with its code (ADR 0012).
      cssCodeSplit: false,
      rollupOptions: {
        // The prerender bundle (vite build --ssr) imports every catalogue eagerly on purpose;
        // the browser build keeps them lazy, so that notice is noise there.
        onwarn: (warning, warn) => {
          if (isSsrBuild && /dynamic import will not move module/.test(warning.message)) return
          warn(warning)
        },
        // @cnm/contracts is plain declarations, but its index re-exports every schema module;
        // without this, each zod schema built at module level would land in the first bundle.
        treeshake: { moduleSideEffects: (id) => !/[\\/]packages[\\/]contracts[\\/]/.test(id) },
        output: {
          // Catalogue chunks say their language: i18n-ko-models-<hash>.js (ADR 0014).
          chunkFileNames: (chunk) => {
            const catalogue = /locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/.exec(
              chunk.facadeModuleId ?? '',
            )
            return catalogue
              ? `assets/i18n-${catalogue[1]}-${catalogue[2]}-[hash].js`
              : 'assets/[name]-[hash].js'
          },
        },
      },
    },
  }
})
