import fs from 'node:fs';
import net from 'node:net';

/** Linux's range for outgoing connections' own ports (and for listen(0)); the usual one elsewhere. */
function ephemeralRange(): [number, number] {
  try {
    const [low, high] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (low && high) return [low, high];
  } catch {
    // Not Linux: fall through.
  }
  return [32768, 60999];
}

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A port nothing listens on now, for what must be told its port before it starts (a server in a
 * child process, PostgreSQL, an SMTP server that is "down"). It is taken from below the ephemeral
 * range: a port from listen(0) is free only until the system hands it to one of the many outgoing
 * connections a test run makes, and a server started on it a moment later then fails with
 * EADDRINUSE (it did, in CI). Random, so parallel test files rarely pick the same one; the few
 * callers that start a server still retry on EADDRINUSE. None is one of the Fetch standard's bad ports.
 */
export async function freePort(): Promise<number> {
  const [ephemeralLow] = ephemeralRange();
  const low = 20_000;
  const high = Math.max(low + 1_000, ephemeralLow) - 1;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${high} after 50 tries`);
}
