#!/usr/bin/env node
// Finds a Chromium for the browser tests and prints its path (empty line: use Playwright's own).
// Order: $CHROMIUM_PATH, Debian's chromium; else, as root on Debian, `apt-get install chromium`;
// else a Playwright-managed browser (installed with `playwright install chromium` if missing).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
const found = () => candidates.find((path) => path && existsSync(path));

const log = (message) => console.error(`[browser] ${message}`);

export async function ensureBrowser() {
  if (found()) return found();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    log('No Chromium found: installing Debian chromium (apt-get install -y chromium)...');
    try {
      execSync(
        'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
        {
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      );
    } catch {
      log('apt-get install chromium failed; trying a Playwright-managed browser.');
    }
    if (found()) return found();
  }
  const { chromium } = await import('@playwright/test');
  if (!existsSync(chromium.executablePath())) {
    log('Installing a Playwright-managed Chromium (npx playwright install chromium)...');
    execSync('npx playwright install chromium', { stdio: 'inherit' });
  }
  return '';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await ensureBrowser());
}
