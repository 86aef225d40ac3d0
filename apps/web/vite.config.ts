import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { routePreload } from './build/route-preload.ts';

// The API server (apps/server) listens here in development; it serves the built app itself in production.
const apiTarget = 'http://127.0.0.1:3000';

const radixPackages =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/;
// tooltip.tsx and tabs.tsx import nothing of ours, so they ride along instead of making chunks
// of their own (each chunk's name costs the sign-in page bytes in the entry's preload map).
// A wrapper that imports more of ours (cn, an icon) must not: what it imports would move in
// here, and the sign-in page, which uses those modules, would load this chunk.
const radixOnlyWrapper = /src[\\/]components[\\/]ui[\\/](tooltip|tabs)\.tsx$/;

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
              priority: 3,
            },
            // A group takes what its modules import too, hence the order. Toast and the Radix
            // internals it shares come first: a toast on a public page loads only those.
            {
              name: 'radix-core',
              test: /node_modules[\\/]@radix-ui[\\/]react-toast[\\/]/,
              priority: 2,
            },
            // The rest of Radix in one chunk, not the six shared ones rolldown would cut: the
            // entry's preload map names every chunk, so each costs the sign-in page bytes.
            {
              name: 'radix',
              test: (id) => radixPackages.test(id) || radixOnlyWrapper.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
