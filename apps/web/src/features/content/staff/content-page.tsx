import { SectionHub } from '@/components/ui/section-hub';
import { contentAreas } from './content-areas';

const contentPages = contentAreas.map((area) => ({ to: area.path, label: area.title, description: area.description }));

/** `/admin/content`: the site's content areas, each a link to the page that edits it. */
export function ContentPage() {
  return <SectionHub title="Content" intro="What the public site shows. A change shows on the site at the next page load." pages={contentPages} />;
}
