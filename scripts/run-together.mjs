/**
 * `node scripts/run-together.mjs "<command>" "<command>" …`: runs the commands at once and prints
 * each one's output, whole, when it ends; fails if any fails. For checks that each keep one core
 * busy (the type check, the linter): side by side they take the time of the longest, not the sum.
 */
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: node scripts/run-together.mjs "<command>" "<command>" …');
  process.exit(2);
}

const results = await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const started = performance.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          const outcome = code === 0 ? `passed in ${seconds} s` : `failed (${signal ?? `exit ${code}`}) after ${seconds} s`;
          process.stdout.write(`\n== ${command}: ${outcome}\n${Buffer.concat(output).toString()}`);
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
