import type { ReactNode } from 'react';
import { ChevronRight } from 'lucide-react';
import { Link } from '@/lib/links';
import { PageHeader, Section } from '@/components/ui/page-header';
import { consoleTexts } from '@/app/console-texts';
import { useTexts } from '@/lib/texts';

export type HubPage = { to: string; label: string; description: string };

/** A console section's front page (`/admin/billing`, `/admin/golf`, `/admin/content`): its pages, each a card-sized link. */
export function SectionHub({ title, intro, pages }: { title: string; intro: ReactNode; pages: readonly HubPage[] }) {
  const t = useTexts(consoleTexts);
  return (
    <>
      <PageHeader title={title} eyebrow={t('staffConsole')} inConsole>
        {intro}
      </PageHeader>
      <Section className="bg-cream">
        <ul className="mx-auto grid max-w-3xl gap-4" aria-label={t('sectionPages', { title })}>
          {pages.map((page) => (
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
