/** A tournament's entry list as staff download it. */
export const entriesCsvHeader = ['Group', 'Tee time (Dhaka time)', 'Member ID', 'Name', 'Email', 'Handicap', 'Entered (Dhaka time)'] as const;

/** Its results, with each card. */
export const resultsCsvHeader = ['Position', 'Member ID', 'Name', 'Division', 'Playing handicap', ...Array.from({ length: 18 }, (_, hole) => `Hole ${hole + 1}`), 'Total', 'To par', 'Points'] as const;
