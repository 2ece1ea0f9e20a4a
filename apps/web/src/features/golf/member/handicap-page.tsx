import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { MemberPage } from '@/components/member-area/member-page';
import { estimatedIndexLabel } from '@rgcc/shared/golf/handicap-record-constants';
import { IndexChart } from '../index-chart';
import { CourseHandicaps, IndexCards, RoundsTable } from '../record-parts';
import { AttestList } from './attest-list';
import type { handicapLoader } from './handicap-api';

/** `/dashboard/handicap`: both indexes, course handicaps, the index over time and the last 20 rounds. */
export function HandicapPage() {
  const { record, toAttest } = useLoaderData<typeof handicapLoader>();
  return (
    <MemberPage title="Handicap" intro="Your World Handicap System record: the Federation’s index where the club has recorded it, the club’s own estimate from the scores you post, and your last 20 rounds.">
      <div className="space-y-12">
        <IndexCards record={record} />
        <ButtonLink to="/dashboard/handicap/post">Post a round</ButtonLink>
        {toAttest.length > 0 && (
          <section aria-labelledby="to-attest" className="space-y-4">
            <h2 id="to-attest" className="text-3xl">
              Rounds to attest
            </h2>
            <AttestList rounds={toAttest} />
          </section>
        )}
        <section aria-labelledby="course-handicaps" className="space-y-4">
          <h2 id="course-handicaps" className="text-3xl">
            Course handicaps
          </h2>
          <p className="text-ink-muted">The strokes you receive from each set of tees: index × Slope / 113 + (Course Rating − par), rounded.</p>
          <CourseHandicaps record={record} />
        </section>
        <section aria-labelledby="index-over-time" className="space-y-4">
          <h2 id="index-over-time" className="text-3xl">
            Your index over time
          </h2>
          <IndexChart history={record.history} title={estimatedIndexLabel} />
        </section>
        <section aria-labelledby="rounds" className="space-y-4">
          <h2 id="rounds" className="text-3xl">
            Your last 20 rounds
          </h2>
          <p className="text-ink-muted">The rounds marked “Counted” make your club estimate: the best 8 of the last 20, or fewer while you have fewer.</p>
          <RoundsTable rounds={record.rounds} />
        </section>
      </div>
    </MemberPage>
  );
}
