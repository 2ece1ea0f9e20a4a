import { buildApp } from './app';
import { ConfigError, parseConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { seedContentOnce } from './db/seed/seed';
import { rememberSiteAddress } from './db/site-address';
import { issueSetupLink, setupLinkNotice } from './modules/account/entry';

/** How long the requests in flight at a shutdown get to finish. */
const inFlightGraceMs = 10_000;

async function main() {
  const config = parseConfig();
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await database.migrate();
  await seedContentOnce(database.db);

  const app = await buildApp({ config, db: database.db, database });
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    // A second signal waits for the first one's shutdown, which closes the database cleanly:
    // `npm start` passes a signal on to the server, which a terminal's Ctrl-C also reaches.
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    // app.close() stops listening (a request on a kept-alive connection gets 503), ends the live
    // leaderboard streams, waits for the requests in flight, then stops the workers (its onClose
    // hooks). A request still running after 10 s is cut, so that the process always ends.
    const cut = setTimeout(() => app.server.closeAllConnections(), inFlightGraceMs);
    await app.close();
    clearTimeout(cut);
    await database.close();
    lock?.release();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.CLUB_NAME} is running at ${config.PUBLIC_URL} (${database.kind})`);
  await rememberSiteAddress(database.db, config.PUBLIC_URL);
  // Issued once the server listens, so the link works the moment it is read. Written to the
  // terminal, not the log: at any LOG_LEVEL, and kept out of the logs that carry no secrets.
  const setupLink = await issueSetupLink(database.db, config);
  if (setupLink) process.stdout.write(`${setupLinkNotice(setupLink)}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
