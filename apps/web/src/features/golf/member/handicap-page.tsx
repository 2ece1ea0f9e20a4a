import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { MemberPage } from '@/components/member-area/member-page';
import { useTexts } from '@/lib/texts';
import { IndexChart } from '../index-chart';
import { CourseHandicaps, IndexCards, RoundsTable } from '../record-parts';
import { recordTexts } from '../record-texts';
import { AttestList } from './attest-list';
import { handicapTexts } from './handicap-texts';
import type { handicapLoader } from './handicap-api';

/** `/dashboard/handicap`: both indexes, course handicaps, the index over time and the last 20 rounds. */
export function HandicapPage() {
  const t = useTexts(handicapTexts);
  const recordT = useTexts(recordTexts);
  const { record, toAttest } = useLoaderData<typeof handicapLoader>();
  return (
    <MemberPage title={t('handicap')} intro={t('intro')}>
      <div className="space-y-12">
        <IndexCards record={record} />
        <ButtonLink to="/dashboard/handicap/post">{t('postARound')}</ButtonLink>
        {toAttest.length > 0 && (
          <section aria-labelledby="to-attest" className="space-y-4">
            <h2 id="to-attest" className="text-3xl">
              {t('roundsToAttest')}
            </h2>
            <AttestList rounds={toAttest} />
          </section>
        )}
        <section aria-labelledby="course-handicaps" className="space-y-4">
          <h2 id="course-handicaps" className="text-3xl">
            {t('courseHandicaps')}
          </h2>
          <p className="text-ink-muted">{t('courseHandicapsExplained')}</p>
          <CourseHandicaps record={record} />
        </section>
        <section aria-labelledby="index-over-time" className="space-y-4">
          <h2 id="index-over-time" className="text-3xl">
            {t('indexOverTime')}
          </h2>
          <IndexChart history={record.history} title={recordT('estimatedIndex')} />
        </section>
        <section aria-labelledby="rounds" className="space-y-4">
          <h2 id="rounds" className="text-3xl">
            {t('lastRounds')}
          </h2>
          <p className="text-ink-muted">{t('countedExplained')}</p>
          <RoundsTable rounds={record.rounds} />
        </section>
      </div>
    </MemberPage>
  );
}
