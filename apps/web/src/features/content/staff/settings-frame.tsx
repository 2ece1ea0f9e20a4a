import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/links';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { clubSettingsTexts } from './club-settings-texts';

export const card = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/** A Content page that edits one area: its title, the way back to Content, and its form. */
export function SettingsFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useTexts(clubSettingsTexts);
  return (
    <>
      <PageHeader title={title} eyebrow={t('content')} inConsole>
        {intro}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-3xl">
          <Link to="/admin/content" className="mb-6 inline-flex items-center gap-2 rounded-full text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backToContent')}
          </Link>
          {children}
        </div>
      </Section>
    </>
  );
}
