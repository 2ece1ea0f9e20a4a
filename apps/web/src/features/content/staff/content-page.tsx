import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { contentAreas } from './content-areas';

/** `/admin/content`: the site's content areas, each a link to the page that edits it. */
export function ContentPage() {
  return (
    <>
      <PageHeader title="Content" eyebrow="Staff console" inConsole>
        What the public site shows. A change shows on the site at the next page load.
      </PageHeader>
      <Section className="bg-cream">
        <ul className="mx-auto grid max-w-3xl gap-4">
          {contentAreas.map((area) => (
            <li key={area.path}>
              <Link
                to={area.path}
                className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 hover:ring-fairway-500 sm:p-6"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-serif text-xl text-fairway-800 group-hover:underline">{area.title}</span>
                  <span className="mt-1 block text-ink-muted">{area.description}</span>
                </span>
                <ChevronRight aria-hidden="true" className="size-5 shrink-0 text-fairway-700" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
