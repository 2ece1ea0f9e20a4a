// The browser tests use Debian's Chromium (Playwright cannot download its own here).
// Install it when we can (root with apt), otherwise fail saying exactly what to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium with apt-get (needed by the browser tests)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
}
