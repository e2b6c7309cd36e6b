import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from '../path-aliases';
import { basemapPlugin } from './build/basemap';
import { compileHintsPlugin } from './build/compile-hints';
import { fontPreloadPlugin } from './build/font-preload';
import { fontSubsetPlugin } from './build/font-subset';
import { graphqlDocumentsPlugin } from './build/graphql-documents';
import { headScriptPlugin } from './build/head-script';
import { mantineCssPlugin } from './build/mantine-css';
import { mantineThemeCssPlugin } from './build/mantine-theme-css';
import { precompressPlugin } from './build/precompress';
import { prerenderPlugin } from './build/prerender';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * Where `npm run dev` finds the gateway (it also serves /health and the image proxy /photos): on
 * PORT, as scripts/dev.ts starts it.
 */
const gatewayUrl = `http://localhost:${process.env.PORT ?? '4000'}`;

/** The route map's own modules and MapLibre's stylesheet, which its two lazy chunks share. */
const MAP_MODULES =
  /(?:[\\/]node_modules[\\/]maplibre-gl[\\/]dist[\\/]maplibre-gl\.css|[\\/]web[\\/]src[\\/]components[\\/]route-map[\\/](?:basemap|map-camera|stop-marker)\.tsx?|virtual:basemap)$/;

/** The libraries of the vendor chunk (issue 19): React, Mantine's core, Apollo, the router, XState. */
const VENDOR_MODULES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|@mantine[\\/](?:core|hooks|notifications)|@floating-ui[\\/][^\\/]+|react-transition-group|react-remove-scroll[^\\/]*|react-style-singleton|use-callback-ref|use-sidecar|use-sync-external-store|get-nonce|clsx|tslib|@apollo[\\/]client|@wry[\\/][^\\/]+|optimism|graphql|rxjs|@tanstack[\\/][^\\/]+|xstate|@xstate[\\/]react)[\\/]/;

/** Form validation: zod and @mantine/form with the app's zod bridge (web/src/lib/forms). */
const FORM_MODULES =
  /[\\/](?:node_modules[\\/](?:zod|@mantine[\\/]form)|src[\\/]lib[\\/]forms)[\\/]/;

/**
 * The SPA build (web/dist, served by the gateway) and the `web` Vitest project.
 * The router plugin must come before react(): it rewrites route files before JSX is compiled.
 */
export default defineConfig({
  root: webRoot,
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: fromWeb('./src/routes'),
      generatedRouteTree: fromWeb('./src/routeTree.gen.ts'),
      autoCodeSplitting: true,
      quoteStyle: 'single',
    }),
    react(),
    graphqlDocumentsPlugin(fromWeb('./src/gql/graphql.ts'), fromWeb('./src/')),
    mantineCssPlugin(fromWeb('./src')),
    mantineThemeCssPlugin(),
    fontSubsetPlugin(),
    basemapPlugin(),
    headScriptPlugin(fromWeb('./head-script.js')),
    fontPreloadPlugin(),
    // The public routes' HTML, then the compressed copies of everything (the pages included).
    prerenderPlugin(),
    compileHintsPlugin(['vendor']),
    precompressPlugin(),
  ],
  resolve: { alias: pathAliases },
  css: { postcss: webRoot },
  // The dev server's dependency cache beside the app, not in node_modules (a worktree shares it).
  cacheDir: fromWeb('./.vite-cache'),
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    // The vendor chunk carries React, Mantine core, Apollo, the router and XState (~860 kB, 225 kB
    // in brotli); screens are split per route (autoCodeSplitting).
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, Mantine, Apollo, the router and the session's XState: what every view runs, in
            // one chunk that keeps its hash from one app change to the next (a returning browser
            // keeps it cached).
            { name: 'vendor', test: VENDOR_MODULES, priority: 2 },
            // The rest of what the first view runs (the app shell, session, forms' validation):
            // one chunk beside the entry instead of two dozen preloaded pieces.
            { name: 'app', tags: ['$initial'], priority: 1 },
            // Form validation (zod, @mantine/form), shared by the screens with forms only: apart,
            // so the landing page and the lists do not load it.
            { name: 'forms', test: FORM_MODULES, minShareCount: 2, priority: 1 },
            // What the map's preview and MapLibre's map share (the basemap's style, the camera, the
            // markers, MapLibre's stylesheet): with the map only, not in the screens' shared chunk
            // every page loads.
            { name: 'map', test: MAP_MODULES, priority: 1 },
            // The rest the lazily loaded screens share: one chunk instead of dozens of small ones
            // loaded in chains (issue 19: at most 10 scripts on a first view).
            { name: 'screens', minShareCount: 2, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    // node_modules may be a link to another checkout's (a worktree): its fonts are served too.
    fs: { allow: [repoRoot, realpathSync(`${repoRoot}/node_modules`)] },
    proxy: {
      '/graphql': gatewayUrl,
      '/health': gatewayUrl,
      '/photos': gatewayUrl,
    },
  },
  // What both web test projects share; vitest.config.ts sets their files and isolation.
  test: {
    root: webRoot,
    environment: 'jsdom',
    setupFiles: [fromWeb('./test/setup.ts')],
    css: false,
  },
});
