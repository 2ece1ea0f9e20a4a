import { serviceFaultMessages } from '@rgcc/shared/common/service-faults';

/** Why a server is not ready, as GET /api/health/ready says it. */
export const readinessMessages = {
  shuttingDown: 'The server is shutting down.',
  outOfStorage: serviceFaultMessages.outOfStorage,
  databaseUnavailable: serviceFaultMessages.databaseUnavailable,
  migrationsPending: 'The database has migrations still to apply: the server runs them when it starts.',
} as const;

interface ReadinessChecks {
  closing(): boolean;
  diskFull(): Promise<boolean>;
  /** Throws when the database does not answer. */
  pendingMigrations(): Promise<number>;
}

/** Null when ready, else the first reason it is not (cheapest checks first). */
export async function notReadyReason(checks: ReadinessChecks): Promise<string | null> {
  if (checks.closing()) return readinessMessages.shuttingDown;
  if (await checks.diskFull()) return readinessMessages.outOfStorage;
  if ((await checks.pendingMigrations()) > 0) return readinessMessages.migrationsPending;
  return null;
}
