// Playwright drives Debian's Chromium builds (no browser downloads reach this network): install the
// ones missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH, CHROMIUM_SHELL_PATH } from './chromium-paths.ts';

const wanted: [path: string, debianPackage: string][] = [
  [CHROMIUM_PATH, 'chromium'],
  [CHROMIUM_SHELL_PATH, 'chromium-headless-shell'],
];
const packages = wanted.filter(([path]) => !existsSync(path)).map(([, name]) => name);
if (packages.length === 0) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`Missing browser: install Debian's ${packages.join(' and ')} (sudo apt-get install -y ${packages.join(' ')}) and run again.`);
  process.exit(1);
}
console.log(`Installing Debian's ${packages.join(' and ')}...`);
execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
