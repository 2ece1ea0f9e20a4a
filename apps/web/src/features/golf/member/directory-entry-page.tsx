import { useLoaderData } from 'react-router';
import { Facts, MemberPage } from '@/components/member-area/member-page';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatNumber } from '@rgcc/shared/format/number';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { attesterShown, oneDecimalShown, recordTexts } from '../record-texts';
import { Contact } from './directory-parts';
import { directoryTexts, handicapShown } from './directory-texts';
import type { directoryEntryLoader } from './directory-api';

/** `/dashboard/directory/:memberId`: a member as other members see them, with their recent rounds. */
export function DirectoryEntryPage() {
  const t = useTexts(directoryTexts);
  const record = useTexts(recordTexts);
  const locale = useLocale();
  const { entry } = useLoaderData<typeof directoryEntryLoader>();
  const toDirectory = { to: '/dashboard/directory', label: t('backToDirectory') };
  if (!entry) {
    return (
      <MemberPage title={t('memberDirectory')} back={toDirectory}>
        <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">{t('notFound')}</p>
      </MemberPage>
    );
  }
  const handicap = handicapShown(entry, t, locale);
  return (
    <MemberPage title={entry.name} back={toDirectory}>
      <div className="space-y-8">
        <Facts
          rows={[
            [t('memberId'), entry.memberId],
            [t('category'), entry.category],
            [t('handicapIndex'), entry.handicapAsOf ? t('handicapAsOf', { handicap, day: formatCalendarDate(entry.handicapAsOf, locale) }) : handicap],
            [
              t('contact'),
              entry.email === null && entry.mobile === null ? (
                <span key="contact" className="text-ink-muted">
                  {t('contactNotShared')}
                </span>
              ) : (
                <Contact key="contact" member={entry} />
              ),
            ],
          ]}
        />
        <section aria-labelledby="rounds-heading" className="space-y-4">
          <h2 id="rounds-heading" className="text-2xl text-fairway-900">
            {t('recentRounds')}
          </h2>
          {entry.rounds.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">{t('noRoundsPosted')}</p>
          ) : (
            <ol className="grid gap-3" aria-label={t('recentRoundsNewestFirst')}>
              {entry.rounds.map((round) => (
                <li key={round.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100" data-testid="round">
                  <p className="font-semibold text-fairway-900">
                    {t('roundSummary', { day: formatCalendarDate(round.playedOn, locale), holes: round.holes, tee: round.teeName })}
                    {round.counted && <span className="ml-2 rounded-full bg-fairway-100 px-2 py-0.5 text-sm text-fairway-900">{record('counted')}</span>}
                  </p>
                  <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]">
                    <dt className="font-semibold text-fairway-800">{t('gross')}</dt>
                    <dd>{formatNumber(round.grossScore, locale)}</dd>
                    <dt className="font-semibold text-fairway-800">{t('adjusted')}</dt>
                    <dd>{formatNumber(round.adjustedGrossScore, locale)}</dd>
                    <dt className="font-semibold text-fairway-800">{t('differential')}</dt>
                    <dd>{oneDecimalShown(round.differential, locale)}</dd>
                    <dt className="font-semibold text-fairway-800">{t('attested')}</dt>
                    <dd>{round.attestedBy ? t('attestedBy', { name: attesterShown(round.attestedBy, record) }) : record('notAttested')}</dd>
                  </dl>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
    </MemberPage>
  );
}
