import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';

// The API server (apps/server) listens here in development; it serves the built app itself in production.
const apiTarget = 'http://127.0.0.1:3000';

export default defineConfig({
  // routePreload starts the opened route's chunks from index.html, beside the entry's.
  // precompress writes .br and .gz copies that the server picks by Accept-Encoding.
  plugins: [react(), tailwindcss(), routePreload(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/media': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The bundle budget check reads which chunks each route loads from here.
    manifest: true,
    emptyOutDir: true,
    // Never inline assets as data: URIs, so the server's strict CSP needs no data: exception.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Libraries change less often than the app: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
          ],
        },
      },
    },
  },
});
