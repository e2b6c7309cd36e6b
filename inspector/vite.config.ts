import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pathAliases } from '../path-aliases';

const inspectorRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * The inspector page, served by `npm run inspect` (inspector/server/main.ts) through Vite's
 * middleware mode. Its own dependency cache, so it never disturbs the web app's.
 */
export default defineConfig({
  root: inspectorRoot,
  plugins: [react()],
  resolve: { alias: pathAliases },
  css: { postcss: fileURLToPath(new URL('../web', import.meta.url)) },
  cacheDir: fileURLToPath(new URL('./.vite-cache', import.meta.url)),
  // node_modules may be a link to another checkout's (a worktree): its fonts are served too.
  server: { fs: { allow: [repoRoot, realpathSync(`${repoRoot}/node_modules`)] } },
  logLevel: 'warn',
});
