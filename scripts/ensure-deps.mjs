#!/usr/bin/env node
// Installs what a fresh clone is missing before `npm start` / `npm test` run: the right npm, and
// node_modules matching the committed lockfile. Plain Node, no dependencies: it runs before any exist.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.wayfarer-lock-hash');

const [nodeMajor, nodeMinor] = process.versions.node.split('.').map(Number);
if (nodeMajor < 20 || (nodeMajor === 20 && nodeMinor < 19)) {
  console.error(`Wayfarer needs Node 20.19 or newer; this is ${process.versions.node}.`);
  process.exit(1);
}

// Vite 8 needs npm 11 (STACK.md): upgrade once rather than fail deep inside the install.
const npmMajor = Number(execSync('npm --version', { encoding: 'utf8' }).trim().split('.')[0]);
if (npmMajor < 11) {
  console.log(
    `npm ${npmMajor} found; Vite 8 needs npm 11. Upgrading npm (npm install -g npm@11)...`,
  );
  try {
    execSync('npm install -g npm@11', { stdio: 'inherit' });
  } catch {
    console.error('Could not upgrade npm. Install npm 11 (npm install -g npm@11) and run again.');
    process.exit(1);
  }
}

const lockHash = createHash('sha256')
  .update(readFileSync(join(root, 'package-lock.json')))
  .digest('hex');
const installed = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : '';
if (installed !== lockHash) {
  console.log('Installing dependencies from package-lock.json (npm ci)...');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  writeFileSync(stampFile, `${lockHash}\n`);
}
