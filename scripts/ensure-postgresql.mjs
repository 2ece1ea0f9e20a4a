// The server suite's cluster test (apps/server/test/cluster.test.ts) starts a throw-away PostgreSQL
// of its own, with Debian's programs. Install them when we can (root with apt), otherwise fail
// saying exactly what to run.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const hasInitdb = () => fs.existsSync('/usr/lib/postgresql') && fs.readdirSync('/usr/lib/postgresql').some((version) => fs.existsSync(`/usr/lib/postgresql/${version}/bin/initdb`));
if (!hasInitdb()) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`PostgreSQL's programs are missing. Install them with:\n  sudo apt-get update && sudo apt-get install -y postgresql`);
    process.exit(1);
  }
  console.log('Installing PostgreSQL with apt-get (needed by the server tests)...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql', { stdio: 'inherit' });
}
