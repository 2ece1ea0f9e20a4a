/**
 * `npm run cluster`: the shape of compose.yaml on one machine, without containers (decision 0044).
 * Two servers on ports 3001 and 3002 over one PostgreSQL and a local S3, behind a round-robin
 * proxy on port 3000; Ctrl-C (or SIGTERM) stops all of it.
 *   DATABASE_URL=postgres://…  a database to use (migrated first); unset: a throw-away PostgreSQL
 *                              server in a temporary folder, gone at the end (needs PostgreSQL's
 *                              programs installed, e.g. Debian's postgresql package)
 *   CLUSTER_PORT=3000          the proxy's port; the instances take the next two
 *   CLUSTER_INSTANCES=2        how many instances
 * Every other variable (SMTP_URL, METRICS_TOKEN, REDIS_URL, …) is passed on to the instances. The
 * web app is built first, as `npm start` does, unless its inputs are unchanged.
 */
import { buildWebUnlessUnchanged } from '../build/steps';
import { startCluster, startThrowAwayPostgres, createDatabase, type Postgres } from './cluster';

const proxyPort = Number(process.env.CLUSTER_PORT ?? 3000);
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
let postgresServer: Postgres | null = null;
let stopCluster: (() => Promise<void>) | null = null;
let stopping = false;

async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  console.log('cluster: stopping');
  await stopCluster?.();
  await postgresServer?.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stopAll(0));

async function main() {
  await buildWebUnlessUnchanged();
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgresServer = await startThrowAwayPostgres();
    databaseUrl = (await createDatabase(postgresServer.serverUrl)).url;
    console.log(`cluster: no DATABASE_URL, so a throw-away PostgreSQL at ${postgresServer.serverUrl} (gone when stopped)`);
  }
  const instancePorts = Array.from({ length: count }, (_, index) => proxyPort + 1 + index);
  const cluster = await startCluster({ databaseUrl, proxyPort, instancePorts, env: { CLUSTER_ECHO: 'true' } });
  stopCluster = cluster.stop;
  console.log(`cluster: ${cluster.instances.map((instance) => instance.url).join(' and ')} behind ${cluster.url} (PUBLIC_URL http://localhost:${proxyPort}); Ctrl-C stops all`);
  for (const instance of cluster.instances) {
    // An instance that stops by itself leaves the proxy one short: stop everything and say so.
    instance.process.once('exit', (code) => {
      if (stopping) return;
      console.error(`cluster: the instance at ${instance.url} stopped (exit code ${code})`);
      void stopAll(1);
    });
  }
}

main().catch(async (error: unknown) => {
  console.error(error);
  await stopAll(1);
});
