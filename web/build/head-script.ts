import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The shell's placeholder for the head script (web/index.html). */
const HEAD_SCRIPT_TAG = '<script src="/head-script.js"></script>';

/** The inline head script's opening tag: the prerender build places its template before it. */
export const INLINE_HEAD_SCRIPT_OPENING = '<script data-head-script>';

/**
 * Inlines web/head-script.js into the shell's head (issue 19): the colour scheme must be set before
 * the first paint, and as a file it was a blocking request (about 0.3 s of a slow 4G first paint).
 * The gateway's CSP allows it by its hash, read from the built page (gateway/src/security).
 */
export function headScriptPlugin(scriptPath: string): Plugin {
  return {
    name: 'wayfarer-head-script',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        if (!html.includes(HEAD_SCRIPT_TAG)) {
          throw new Error(`web/index.html has no ${HEAD_SCRIPT_TAG} to inline`);
        }
        const script = readFileSync(scriptPath, 'utf8').trim();
        return html.replace(
          HEAD_SCRIPT_TAG,
          () => `${INLINE_HEAD_SCRIPT_OPENING}${script}</script>`,
        );
      },
    },
  };
}
