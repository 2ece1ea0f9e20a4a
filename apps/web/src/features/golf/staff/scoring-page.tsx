import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import { PageHeader, Section } from '@/components/ui/page-header';
import { ScorecardEditor } from '../scorecard-editor';
import { sendStaffScores, type staffScoringLoader } from './scoring-api';
import { useTexts } from '@/lib/texts';
import { tournamentTexts } from './tournament-texts';

/** `/admin/events/:id/scoring`: staff keep any player's card during play, on a phone. */
export function StaffScoringPage() {
  const t = useTexts(tournamentTexts);
  const { sheet } = useLoaderData<typeof staffScoringLoader>();
  return (
    <>
      <PageHeader title={sheet ? t('scoringTitle', { title: sheet.title }) : t('tournamentNotFound')} eyebrow={t('staffConsole')} inConsole />
      <Section className="bg-cream">
        {sheet ? (
          <div className="space-y-6">
            <ScorecardEditor sheet={sheet} send={sendStaffScores(sheet.eventId)} />
            <p className="text-center">
              <Link to={`/events/${sheet.eventId}`} className="font-semibold text-river-700 underline underline-offset-4">
                {t('leaderboardOnEventPage')}
              </Link>
            </p>
          </div>
        ) : (
          <p role="alert" className="text-lg text-ink">
            {t('notATournament')}
          </p>
        )}
      </Section>
    </>
  );
}
