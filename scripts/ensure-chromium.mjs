// Makes sure a Chromium is there before the browser tests; never downloads a browser build.
// As root on Debian it installs Debian's chromium package; otherwise it says, in one line, what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

if (process.env.CHROMIUM_PATH && !existsSync(process.env.CHROMIUM_PATH)) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist: fix or unset it.`);
  process.exit(1);
}
let found = findChromium();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!found && isRoot && existsSync('/etc/debian_version')) {
  console.info('No Chromium found: installing Debian\'s chromium package (apt-get)…');
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
  } catch {
    console.error('apt-get could not install chromium; install it yourself or set CHROMIUM_PATH.');
    process.exit(1);
  }
  found = findChromium();
}
if (!found) {
  console.error(
    'No Chromium found: install one (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
  );
  process.exit(1);
}
console.info(`Chromium: ${found}`);
