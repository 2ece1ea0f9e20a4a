import type { ReactNode } from 'react';
import { PageHeader, Section } from '@/components/ui/page-header';
import { useTexts } from '@/lib/texts';
import { accountTexts } from './account-texts';

/** The account pages' frame: the title band, then one narrow card. */
export function AccountCard({ title, eyebrow, intro, children }: { title: string; eyebrow?: string; intro?: ReactNode; children: ReactNode }) {
  const t = useTexts(accountTexts);
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow ?? t('members')}>
        {intro}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10">{children}</div>
      </Section>
    </>
  );
}
