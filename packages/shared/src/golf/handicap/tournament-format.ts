/** A tournament's scoring format (issue 24): stroke play gross or net, or Stableford. */
export type TournamentFormat = 'stroke_gross' | 'stroke_net' | 'stableford';
