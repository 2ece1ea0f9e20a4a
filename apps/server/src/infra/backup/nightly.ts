import { addDays, clubDateTimeInstant, clubDateTimeOf, clubToday } from '@rgcc/shared/format/club-date';
import fs from 'node:fs/promises';
import path from 'node:path';
import { writeBackup, type BackupSource } from './backup';

/** How many nightly archives BACKUP_DIR keeps: a week. */
export const nightlyBackupsKept = 7;
/** The hour at the club (Asia/Dhaka) a night's backup is due from. */
const nightlyHour = 2;
const hourMs = 3_600_000;
/** `rgcc-backup-2026-11-26T0200.tar.gz`: the time at the club it was written, so the names sort by age. */
const archiveName = /^rgcc-backup-(\d{4}-\d{2}-\d{2})T(\d{2})(\d{2})\.tar\.gz$/;

/** The night an instant belongs to: from 02:00 at the club until 02:00 the next day. */
const nightOf = (instant: Date) => clubToday(new Date(instant.getTime() - nightlyHour * hourMs));

export interface NightlyBackupDeps extends BackupSource {
  backupDir: string;
}

/**
 * Writes tonight's archive into BACKUP_DIR unless it holds one of this night already, then keeps
 * the newest 7. Idempotent per night, so it is right whether a cron at 02:00 or an hourly round
 * calls it, and after a restart. Returns the archive written, or null when there was one.
 */
export async function writeNightlyBackup(deps: NightlyBackupDeps, now: Date): Promise<string | null> {
  await fs.mkdir(deps.backupDir, { recursive: true });
  const night = nightOf(now);
  const archives = (await fs.readdir(deps.backupDir)).filter((name) => archiveName.test(name)).sort();
  const nightOfName = (name: string) => {
    const [, date, hours, minutes] = archiveName.exec(name)!;
    return nightOf(clubDateTimeInstant(`${date}T${hours}:${minutes}`));
  };
  if (archives.some((name) => nightOfName(name) === night)) return null;
  const name = `rgcc-backup-${clubDateTimeOf(now).replace(':', '')}.tar.gz`;
  const file = path.join(deps.backupDir, name);
  await writeBackup(deps, file, now);
  await keepNewest([...archives, name].sort(), deps.backupDir, now);
  return file;
}

async function keepNewest(sortedNames: string[], backupDir: string, now: Date) {
  for (const name of sortedNames.slice(0, Math.max(0, sortedNames.length - nightlyBackupsKept))) {
    await fs.rm(path.join(backupDir, name), { force: true });
  }
  // What a crash left half-written on an earlier night.
  const yesterday = addDays(clubToday(now), -1);
  for (const name of await fs.readdir(backupDir)) {
    if (name.startsWith('rgcc-backup-') && name.includes('.partial') && name.slice('rgcc-backup-'.length, 'rgcc-backup-'.length + 10) < yesterday) {
      await fs.rm(path.join(backupDir, name), { force: true });
    }
  }
}
