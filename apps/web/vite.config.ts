import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type PluginOption, type UserConfig } from 'vite';
import { firstScreenGroup } from './build/first-screen-chunks.ts';
import { precompress } from './build/precompress.ts';
import { bundleChunks, routePreload } from './build/route-preload.ts';

// The API server (apps/server) listens here in development; it serves the built app itself in production.
const apiTarget = 'http://127.0.0.1:3000';

const radixPackages =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll(-bar)?|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/;
// tooltip.tsx and tabs.tsx import nothing of ours, so they ride along instead of making chunks
// of their own (each chunk's name costs the sign-in page bytes in the entry's preload map).
// A wrapper that imports more of ours (cn, an icon) must not: what it imports would move in
// here, and the sign-in page, which uses those modules, would load this chunk.
const radixOnlyWrapper = /src[\\/]components[\\/]ui[\\/](tooltip|tabs)\.tsx$/;

const root = fileURLToPath(new URL('.', import.meta.url));

const appConfig = (plugins: PluginOption[]): UserConfig => ({
  root,
  plugins,
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

// routePreload starts the opened route's chunks from index.html, beside the entry's.
// precompress writes .br and .gz copies that the server picks by Accept-Encoding.
export const config = appConfig([react(), tailwindcss(), routePreload(), precompress()]);

/**
 * A build runs twice: the first, unwritten, splits as the library groups alone would, and the
 * second merges the shared chunks of the pages people open first by its plan
 * (build/first-screen-chunks.ts).
 */
export default defineConfig(async ({ command, mode }) => {
  if (command !== 'build') return config;
  const first = await build({
    ...appConfig([react(), tailwindcss()]),
    configFile: false,
    mode,
    // The second build reports the same warnings.
    logLevel: 'error',
    build: { ...config.build, write: false, manifest: false },
  });
  const outputs = Array.isArray(first) ? first : [first];
  const chunks = outputs.flatMap((output) =>
    'output' in output ? bundleChunks(output.output, root) : [],
  );
  const output = config.build?.rolldownOptions?.output;
  if (!output || Array.isArray(output) || typeof output.codeSplitting !== 'object') {
    throw new Error('vite.config.ts: the library chunk groups moved');
  }
  const groups = [...(output.codeSplitting.groups ?? []), firstScreenGroup(chunks)];
  return {
    ...config,
    build: {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        output: { ...output, codeSplitting: { ...output.codeSplitting, groups } },
      },
    },
  };
});
