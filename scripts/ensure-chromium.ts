// Playwright drives Debian's Chromium (no browser downloads reach this network): install it when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);
if (process.getuid?.() !== 0) {
  console.error(`${CHROMIUM} is missing. Install Debian's chromium package (sudo apt-get install -y chromium) and run again.`);
  process.exit(1);
}
console.log(`Installing Debian's chromium (${CHROMIUM} is missing)...`);
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
