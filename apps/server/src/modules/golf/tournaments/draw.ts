/**
 * The draw (decision 0027): entrants sorted by handicap, lowest first (equal handicaps in the
 * order they entered), cut into the fewest groups of at most `groupMax` (the players of one tee
 * time, a tee-time rule staff set: 4 unless changed), as even as possible with the larger groups
 * first. With 4, no group is smaller than 3 except in a field of 5 (3 and 2) or of
 * fewer than 3 players; 10 players are 4, 3 and 3, not 4, 4 and 2.
 */

export interface DrawEntrant {
  id: number;
  handicapTenths: number;
  enteredAt: Date;
}

export function groupSizes(players: number, groupMax: number): number[] {
  if (players <= 0) return [];
  const groups = Math.ceil(players / groupMax);
  const smaller = Math.floor(players / groups);
  const larger = players % groups;
  return Array.from({ length: groups }, (_, index) => smaller + (index < larger ? 1 : 0));
}

/** The groups in tee order, each in playing order. */
export function drawGroups<T extends DrawEntrant>(entrants: readonly T[], groupMax: number): T[][] {
  const sorted = [...entrants].sort(
    (a, b) => a.handicapTenths - b.handicapTenths || a.enteredAt.getTime() - b.enteredAt.getTime() || a.id - b.id,
  );
  let next = 0;
  return groupSizes(sorted.length, groupMax).map((size) => sorted.slice(next, (next += size)));
}

/** Group 1 tees off at the first tee time, each next group `intervalMinutes` later. */
export const teeTimeOf = (firstTeeTime: Date, intervalMinutes: number, group: number) => new Date(firstTeeTime.getTime() + (group - 1) * intervalMinutes * 60_000);
