import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { MemberPage } from '@/components/member-area/member-page';
import { ScorecardEditor } from '../scorecard-editor';
import { sendMarkerScores, type markerScoringLoader } from './scoring-api';

/** `/dashboard/events/:id/scoring`: the marker keeps their group's cards on their phone. */
export function MarkerScoringPage() {
  const { sheet } = useLoaderData<typeof markerScoringLoader>();
  if (!sheet) {
    return (
      <MemberPage title="Scoring">
        <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
          You are not playing in this tournament's draw, so there are no scores for you to keep.
        </p>
      </MemberPage>
    );
  }
  return (
    <MemberPage title={`Scoring: ${sheet.title}`}>
      <div className="space-y-6">
        <p className="text-center text-ink">Your group's cards. Any player of the group may keep them.</p>
        <ScorecardEditor sheet={sheet} send={sendMarkerScores(sheet.eventId)} />
        <p className="text-center">
          <Link to={`/events/${sheet.eventId}`} className="font-semibold text-river-700 underline underline-offset-4">
            The leaderboard
          </Link>
        </p>
      </div>
    </MemberPage>
  );
}
