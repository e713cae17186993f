import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The Pulso server listens on 3010 and serves /api and the embedded identity provider (/oidc);
// in development Vite proxies both so the SPA keeps a same-origin base URL, as in production.
const serverOrigin = process.env.PULSO_SERVER_ORIGIN ?? 'http://localhost:3010';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: serverOrigin, changeOrigin: true },
      '/oidc': { target: serverOrigin, changeOrigin: true },
    },
  },
  // Features are imported through their index.ts: package.json's "sideEffects" names the few files
  // run for their effects (styles, i18n set-up, locale parts), so a chunk keeps only the exports it
  // uses and a light import from a feature never pulls its heavy parts into the first load.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP allows data: URLs for images only; keep fonts and the rest as files.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
});
