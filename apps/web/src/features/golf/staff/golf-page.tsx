import { SectionHub } from '@/components/ui/section-hub';
import { golfPages } from './golf-nav';

/** `/admin/golf`: the Golf section's pages, each a link. */
export function GolfPage() {
  return <SectionHub title="Golf" intro="The course’s tees and ratings, members’ scores and the Federation’s handicap indexes." pages={golfPages} />;
}
