import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

/** When something happened, as the clock at the club showed it: "25 Nov 2026, 06:30", in a `<time>`. */
export function ClubDateTime({ at }: { at: string }) {
  const locale = useLocale();
  return <time dateTime={at}>{formatClubDateTime(at, locale)}</time>;
}
