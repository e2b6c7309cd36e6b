import { readFileSync, statSync } from 'node:fs';
import helmet from 'helmet';
import {
  buildContentSecurityPolicy,
  inlineScriptSources,
  type SecurityHeaderOptions,
} from './security-headers';

type CspMiddleware = ReturnType<typeof helmet.contentSecurityPolicy>;

/**
 * Sets the CSP of an HTML page the gateway serves, allowing the page's own inline scripts by hash
 * (the web build's head script). Read from the file being served, and read again when the file
 * changes, so a build made while the gateway runs is allowed as soon as it is served.
 */
export function pageContentSecurityPolicy(options: SecurityHeaderOptions) {
  const byFile = new Map<string, { modifiedAt: number; setPolicy: CspMiddleware }>();
  return (
    htmlPath: string,
    request: Parameters<CspMiddleware>[0],
    response: Parameters<CspMiddleware>[1],
  ): void => {
    const modifiedAt = statSync(htmlPath).mtimeMs;
    let known = byFile.get(htmlPath);
    if (known?.modifiedAt !== modifiedAt) {
      const inlineScripts = inlineScriptSources(readFileSync(htmlPath, 'utf8'));
      known = {
        modifiedAt,
        setPolicy: helmet.contentSecurityPolicy(
          buildContentSecurityPolicy({ ...options, inlineScripts }),
        ),
      };
      byFile.set(htmlPath, known);
    }
    // helmet's CSP middleware only sets the header and calls back at once.
    known.setPolicy(request, response, () => undefined);
  };
}
