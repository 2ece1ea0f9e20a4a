/** Strokes typed from a paper card, hole by hole: "5 4 4 5 4 4 3 4 3", spaces or commas between. A word that is no number goes as 0, so that the server names its hole. */
export function strokesFromText(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
}

export const strokesAsText = (strokes: readonly number[]) => strokes.join(' ');

/** The first of the server's field errors on the strokes (`strokes`, or `strokes.3` for the fourth hole), as a person reads it. */
export function strokesError(errors: Record<string, string>): string | undefined {
  if (errors.strokes) return errors.strokes;
  const hole = Object.keys(errors).find((key) => /^strokes\.\d+$/.test(key));
  return hole ? `Hole ${Number(hole.split('.')[1]) + 1}: ${errors[hole]}` : undefined;
}
