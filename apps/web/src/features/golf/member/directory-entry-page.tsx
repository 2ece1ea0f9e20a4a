import { useLoaderData } from 'react-router';
import { Facts, MemberPage } from '@/components/member-area/member-page';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { formatOneDecimal } from '@rgcc/shared/format/golf-numbers';
import { directoryNotFoundMessage } from '@rgcc/shared/golf/course-constants';
import { countedLabel, notAttestedLabel } from '@rgcc/shared/golf/handicap-record-constants';
import { useLocale } from '@/lib/use-locale';
import { Contact, handicapText } from './directory-parts';
import type { directoryEntryLoader } from './directory-api';

const toDirectory = { to: '/dashboard/directory', label: 'Back to the directory' };

/** `/dashboard/directory/:memberId`: a member as other members see them, with their recent rounds. */
export function DirectoryEntryPage() {
  const locale = useLocale();
  const { entry } = useLoaderData<typeof directoryEntryLoader>();
  if (!entry) {
    return (
      <MemberPage title="Member directory" back={toDirectory}>
        <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">{directoryNotFoundMessage}</p>
      </MemberPage>
    );
  }
  const handicap = handicapText(entry);
  return (
    <MemberPage title={entry.name} back={toDirectory}>
      <div className="space-y-8">
        <Facts
          rows={[
            ['Member ID', entry.memberId],
            ['Category', entry.category],
            ['Handicap index', entry.handicapAsOf ? `${handicap}, as of ${formatCalendarDate(entry.handicapAsOf, locale)}` : handicap],
            ['Contact', <Contact key="contact" member={entry} />],
          ]}
        />
        <section aria-labelledby="rounds-heading" className="space-y-4">
          <h2 id="rounds-heading" className="text-2xl text-fairway-900">
            Recent rounds
          </h2>
          {entry.rounds.length === 0 ? (
            <p className="rounded-2xl bg-white p-6 text-ink ring-1 ring-fairway-100">No rounds posted yet.</p>
          ) : (
            <ol className="grid gap-3" aria-label="Recent rounds, newest first">
              {entry.rounds.map((round) => (
                <li key={round.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100" data-testid="round">
                  <p className="font-semibold text-fairway-900">
                    {formatCalendarDate(round.playedOn, locale)} · {round.holes} holes · {round.teeName} tees
                    {round.counted && <span className="ml-2 rounded-full bg-fairway-100 px-2 py-0.5 text-sm text-fairway-900">{countedLabel}</span>}
                  </p>
                  <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr_max-content_1fr]">
                    <dt className="font-semibold text-fairway-800">Gross</dt>
                    <dd>{round.grossScore}</dd>
                    <dt className="font-semibold text-fairway-800">Adjusted</dt>
                    <dd>{round.adjustedGrossScore}</dd>
                    <dt className="font-semibold text-fairway-800">Differential</dt>
                    <dd>{formatOneDecimal(round.differential)}</dd>
                    <dt className="font-semibold text-fairway-800">Attested</dt>
                    <dd>{round.attestedBy ? `by ${round.attestedBy}` : notAttestedLabel}</dd>
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
