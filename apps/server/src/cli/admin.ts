/**
 * Staff accounts, from the command line only (there is never a default password):
 *   npm run admin -- create --email staff@example.com                 asks for the password twice
 *   printf '%s\n' "$PASSWORD" | npm run admin -- create --email … --password-stdin
 *   npm run admin -- create --email … --role content                   admin (the default), membership or content
 * Uses the same DATA_DIR / DATABASE_URL as the server. With PGlite, stop the server first.
 * For a person, `npm start` prints a setup link instead while no staff account exists (decision 0033).
 */
import { parseArgs } from 'node:util';
import readline from 'node:readline';
import { ConfigError, parseConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { seedContentOnce } from '../db/seed/seed';
import { rememberedSiteAddress } from '../db/site-address';
import { staffRoles } from '@rgcc/shared/account/staff-roles';
import { AppError } from '../http/errors';
import { createStaffAccount, staffCredentialsProblem } from '../modules/account/entry';

const usage = `Usage: npm run admin -- create --email <email> [--role ${staffRoles.join('|')}] [--password-stdin]`;

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const terminal = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = terminal as unknown as { _writeToOutput: (text: string) => void };
    output._writeToOutput = (text) => {
      if (text.startsWith(question)) process.stdout.write(question);
    };
    terminal.question(question, (answer) => {
      terminal.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function readStdinLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

async function readPassword(fromStdin: boolean): Promise<string> {
  if (fromStdin || !process.stdin.isTTY) return readStdinLine();
  const password = await askHidden('Password (at least 8 characters): ');
  if ((await askHidden('Password again: ')) !== password) throw new AppError(400, "Passwords don't match");
  return password;
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' }, 'password-stdin': { type: 'boolean', default: false } },
  });
  const role = staffRoles.find((known) => known === values.role);
  if (positionals[0] !== 'create' || !values.email || !role) throw new AppError(400, usage);
  const password = await readPassword(values['password-stdin']);
  // Refused before the database is opened: a typo costs nothing.
  const problem = staffCredentialsProblem(values.email, password);
  if (problem) throw new AppError(400, problem);
  const config = parseConfig();
  const lock = config.DATABASE_URL ? undefined : lockDataDir(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    await seedContentOnce(database.db);
    const account = await createStaffAccount(database.db, values.email, password, role);
    // Where the server really runs: its PORT or PUBLIC_URL may not be in this command's environment.
    const site = (!config.publicUrlGiven && (await rememberedSiteAddress(database.db))) || config.PUBLIC_URL;
    console.log(`Created the staff account ${account.email} (${account.role}). Sign in at ${site}/login.`);
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  const known = error instanceof AppError || error instanceof ConfigError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
