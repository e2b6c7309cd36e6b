import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import type { Plugin, ResolvedConfig } from 'vite';
import { pageWorkerFileFor } from '../../contract/src/page-worker';
import { installBrowserGlobals, renderAtBothWidths } from './browser-globals';
import { withoutFontFaces } from './critical-css';
import {
  STYLESHEET_LINK,
  WORKER_CSS_FILE,
  WORKER_SHELL_FILE,
  pageHtml,
  shellHtml,
} from './page-html';
import type { PrerenderedPage } from './page-html';

/**
 * The public routes prerendered at build (issue 19), by path, with the file the gateway serves for
 * each (`prerendered/<name>.html`, gateway/src/server.ts). A signed-in visitor gets the same file
 * but never sees its guest content (web/head-script.js, main.tsx).
 */
export const PRERENDERED_ROUTES: Readonly<Record<string, string>> = {
  '/': 'index',
  '/login': 'login',
  '/signup': 'signup',
  '/explore': 'explore',
};

const SSR_ENTRIES = {
  'prerender-entry': 'src/app/prerender-entry.tsx',
  // The gateway's page worker: the same renders per request, with data (contract/src/page-worker.ts).
  'page-worker': 'build/page-worker.ts',
};
const ROUTER_BROWSER_FLAG = fileURLToPath(
  new URL('../../node_modules/@tanstack/router-core/dist/esm/isServer/client.js', import.meta.url),
);

type RenderRoute = (path: string) => Promise<string>;

/**
 * Bundles web/src/app/prerender-entry.tsx for Node, renders each public route with it, and writes
 * `web/dist/prerendered/<name>.html`: the shell with the route's HTML in #root, the CSS the page
 * uses inline and the full stylesheets moved out of the head; then rewrites the shell itself
 * (shellHtml). Runs after the client build and before the precompression plugin, which then
 * compresses these pages too. The Node bundle stays beside the build (`web/dist-ssr`, never served)
 * with the shell and the stylesheets: the gateway's page worker renders from them per request.
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'wayfarer-prerender',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        const ssrOutDir = dirname(pageWorkerFileFor(outDir));
        await build({
          configFile: config.configFile,
          logLevel: 'warn',
          build: {
            ssr: true,
            outDir: ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: {
              input: Object.fromEntries(
                Object.entries(SSR_ENTRIES).map(([name, file]) => [
                  name,
                  resolve(config.root, file),
                ]),
              ),
              // The client's chunk groups do not apply; .mjs: ES modules whatever package.json says.
              output: {
                codeSplitting: true,
                entryFileNames: '[name].mjs',
                chunkFileNames: '[name]-[hash].mjs',
              },
            },
          },
          // The router's browser code paths (its isServer flag false), bundled, so the prerendered
          // tree is the one the SPA renders and hydrates; a server render differs in its Suspense
          // boundaries and adds an inline scroll script.
          resolve: {
            alias: [
              { find: /^@tanstack\/router-core\/isServer$/, replacement: ROUTER_BROWSER_FLAG },
            ],
          },
          ssr: { noExternal: true, external: ['jsdom', 'postcss', 'jose'] },
        });
        const browser = installBrowserGlobals();
        try {
          const { renderRoute } = (await import(
            pathToFileURL(join(ssrOutDir, 'prerender-entry.mjs')).href
          )) as { renderRoute: RenderRoute };
          const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
          const assets = readdirSync(join(outDir, 'assets'));
          // Every stylesheet of the build, the routes' included (their chunks bring them only with
          // the JavaScript); only the rules the page's classes can match are kept.
          // The shell's own first (Mantine's, then the app's), in the cascade order the app has.
          const shellCss = [...shell.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
          const routeCss = assets
            .filter((file) => file.endsWith('.css'))
            .map((file) => `/assets/${file}`)
            .filter((href) => !shellCss.includes(href));
          const readCss = (hrefs: string[]) =>
            hrefs.map((href) => readFileSync(join(outDir, href), 'utf8')).join('\n');
          const shellCssText = readCss(shellCss);
          const css = `${shellCssText}\n${readCss(routeCss)}`;
          mkdirSync(join(outDir, 'prerendered'), { recursive: true });
          for (const [path, name] of Object.entries(PRERENDERED_ROUTES)) {
            const renders = await renderAtBothWidths(browser, () => renderRoute(path));
            const page: PrerenderedPage = { path, ...renders };
            writeFileSync(join(outDir, 'prerendered', `${name}.html`), pageHtml(shell, page, css));
          }
          writeFileSync(join(ssrOutDir, WORKER_SHELL_FILE), shell);
          writeFileSync(join(ssrOutDir, WORKER_CSS_FILE), css);
          // The pages' inline CSS declares the fonts (every page the gateway serves has it, and
          // keeps it); declared again by the stylesheets the app applies as it takes over, every
          // text on the page was shaped and laid out again (issue 19: a place's takeover spent
          // 73-108 ms laying out at 4× CPU, now 21-33).
          for (const href of shellCss) {
            const file = join(outDir, href);
            const text = readFileSync(file, 'utf8');
            const withoutFonts = withoutFontFaces(text);
            if (withoutFonts !== text) writeFileSync(file, withoutFonts);
          }
          // Last: the prerendered pages are made from the shell as the client build wrote it.
          writeFileSync(join(outDir, 'index.html'), shellHtml(shell, shellCssText));
        } finally {
          browser.remove();
        }
      },
    },
  };
}
