import { SectionHub } from '@/components/ui/section-hub';
import { useTexts, type TextKey } from '@/lib/texts';
import { golfPages } from './golf-nav';
import { golfTexts } from './golf-texts';

type GolfPagePath = (typeof golfPages)[number]['to'];

/** Each page's name and what it is for, in the page's language. */
const pageTexts: Record<GolfPagePath, { label: TextKey<typeof golfTexts>; description: TextKey<typeof golfTexts> }> = {
  '/admin/golf/tees': { label: 'teesAndRatings', description: 'teesAndRatingsDescription' },
  '/admin/golf/members': { label: 'handicapRecords', description: 'handicapRecordsDescription' },
};

/** `/admin/golf`: the Golf section's pages, each a link. */
export function GolfPage() {
  const t = useTexts(golfTexts);
  const pages = golfPages.map(({ to }) => ({ to, label: t(pageTexts[to].label), description: t(pageTexts[to].description) }));
  return <SectionHub title={t('golf')} intro={t('golfIntro')} pages={pages} />;
}
