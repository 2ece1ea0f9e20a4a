import { CircleCheck, OctagonX, TriangleAlert } from 'lucide-react';
import { useClub } from '@/lib/club';
import { formatClubDateTime } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';
import { useTexts } from '@/lib/texts';
import { clubStoryTexts } from './club-story-texts';

const looks = {
  open: { title: 'courseOpen', Icon: CircleCheck, className: 'bg-fairway-50 text-fairway-800 ring-fairway-200' },
  restricted: { title: 'courseRestricted', Icon: TriangleAlert, className: 'bg-sand-100 text-ink ring-sand-500' },
  closed: { title: 'courseClosed', Icon: OctagonX, className: 'bg-red-50 text-red-900 ring-red-300' },
} as const;

/**
 * The course status staff set (monsoon rain closes the course). A restricted or closed course is
 * said in words, with staff's note and since when, never by colour alone. An open course is shown
 * only where `showOpen` asks: on the course page, a golfer checking before driving out wants a
 * clear "open"; on the home page, nothing needs saying when all is well.
 */
export function CourseStatusNotice({ showOpen = false, className = '' }: { showOpen?: boolean; className?: string }) {
  const locale = useLocale();
  const t = useTexts(clubStoryTexts);
  const { state, note, since } = useClub().courseStatus;
  if (state === 'open' && !showOpen) return null;
  const { title, Icon, className: look } = looks[state];
  return (
    <section aria-label={t('courseStatus')} className={`flex gap-3 rounded-2xl px-5 py-4 text-left shadow-sm ring-1 ${look} ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0">
        <p className="text-lg font-semibold">{t(title)}</p>
        {note && <p className="mt-1 break-words">{note}</p>}
        {since && state !== 'open' && (
          <p className="mt-1 text-sm">{t.rich('courseSince', { time: (when) => <time dateTime={since}>{when}</time> }, { when: formatClubDateTime(since, locale) })}</p>
        )}
      </div>
    </section>
  );
}
