import { addDays } from '@rgcc/shared/format/club-date';
import { postingWindowDays } from '@rgcc/shared/golf/golf-constants';

/** The holes of a round in playing order, each with its par: the nine once, or twice (holes 10–18 are the nine again). */
export function holesOfRound(holes: 9 | 18, card: readonly { number: number; par: number }[]): { number: number; par: number }[] {
  const nine = card.map((hole) => ({ number: hole.number, par: hole.par }));
  return holes === 9 ? nine : [...nine, ...nine.map((hole) => ({ number: hole.number + 9, par: hole.par }))];
}

/** What the member has written so far: the total of the holes filled in, and how many are. */
export function runningTotal(entries: readonly string[]): { total: number; filled: number } {
  let total = 0;
  let filled = 0;
  for (const entry of entries) {
    const strokes = Number(entry.trim());
    if (entry.trim() === '' || !Number.isInteger(strokes) || strokes < 1) continue;
    total += strokes;
    filled += 1;
  }
  return { total, filled };
}

/** The strokes as the API takes them: a blank hole goes as 0, so that the server names the hole in its message. */
export const strokesOf = (entries: readonly string[]) => entries.map((entry) => (entry.trim() === '' ? 0 : Number(entry)));

/** The days a round may be posted for: today back to the window's first day, newest first. */
export const postingDays = (today: string) => Array.from({ length: postingWindowDays + 1 }, (_, back) => addDays(today, -back));

/** The server names a hole's error `strokes.3` (the fourth hole): the hole's number in playing order, or null. */
export function holeOfError(key: string): number | null {
  const match = /^strokes\.(\d+)$/.exec(key);
  return match ? Number(match[1]) + 1 : null;
}
