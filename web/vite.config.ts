import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { pathAliases } from '../path-aliases';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const fromWeb = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where `npm run dev` finds the gateway (it also serves /health and the image proxy /photos). */
const gatewayUrl = 'http://localhost:4000';

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
  ],
  resolve: { alias: pathAliases },
  css: { postcss: webRoot },
  build: {
    outDir: fromWeb('./dist'),
    emptyOutDir: true,
    // The entry carries React, Mantine core, Apollo and the router (~170 kB gzipped); screens are
    // split per route (autoCodeSplitting).
    chunkSizeWarningLimit: 650,
  },
  server: {
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
