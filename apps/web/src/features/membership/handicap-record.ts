import type { Locale } from '@rgcc/shared/format/locale';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import type { HandicapRecord } from '@rgcc/shared/membership/member-area';

/** The register's handicap as the member's and staff's pages show it: "14.2 (as of 1 Nov 2026)". */
export const formatHandicapRecord = (handicap: HandicapRecord | null, locale: Locale) =>
  handicap ? `${handicap.index.toFixed(1)} (as of ${formatCalendarDate(handicap.asOf, locale)})` : 'None recorded';
