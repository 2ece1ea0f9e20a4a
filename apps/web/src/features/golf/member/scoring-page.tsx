import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { MemberPage } from '@/components/member-area/member-page';
import { useTexts } from '@/lib/texts';
import { ScorecardEditor } from '../scorecard-editor';
import { sendMarkerScores, type markerScoringLoader } from './scoring-api';
import { tournamentsTexts } from './tournaments-texts';

/** `/dashboard/events/:id/scoring`: the marker keeps their group's cards on their phone. */
export function MarkerScoringPage() {
  const t = useTexts(tournamentsTexts);
  const { sheet } = useLoaderData<typeof markerScoringLoader>();
  if (!sheet) {
    return (
      <MemberPage title={t('scoring')}>
        <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
          {t('notInDraw')}
        </p>
      </MemberPage>
    );
  }
  return (
    <MemberPage title={t('scoringOf', { title: sheet.title })}>
      <div className="space-y-6">
        <p className="text-center text-ink">{t('groupCards')}</p>
        <ScorecardEditor sheet={sheet} send={sendMarkerScores(sheet.eventId)} />
        <p className="text-center">
          <Link to={`/events/${sheet.eventId}`} className="font-semibold text-river-700 underline underline-offset-4">
            {t('theLeaderboard')}
          </Link>
        </p>
      </div>
    </MemberPage>
  );
}
