import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { golfPages } from './golf-nav';

/** `/admin/golf`: the Golf section's pages, each a link. */
export function GolfPage() {
  return (
    <>
      <PageHeader title="Golf" eyebrow="Staff console" inConsole>
        The course’s tees and ratings, members’ scores and the Federation’s handicap indexes.
      </PageHeader>
      <Section className="bg-cream">
        <ul className="mx-auto grid max-w-3xl gap-4" aria-label="Golf pages">
          {golfPages.map((page) => (
            <li key={page.to}>
              <Link to={page.to} className="group flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 hover:ring-fairway-500 sm:p-6">
                <span className="min-w-0 flex-1">
                  <span className="block font-serif text-xl text-fairway-800 group-hover:underline">{page.label}</span>
                  <span className="mt-1 block text-ink-muted">{page.description}</span>
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
