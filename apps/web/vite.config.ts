import { defineConfig, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

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

export default defineConfig({
  plugins: [react()],
  // One .env at the repository root configures the API and the web app.
  envDir: fileURLToPath(new URL('../..', import.meta.url)),
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, proxy: apiProxy },
  preview: { port: 4173, strictPort: true, proxy: apiProxy },
  // The manifest lets scripts/bundle-size.mjs follow the home route's chunks.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rollupOptions: {
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
})
