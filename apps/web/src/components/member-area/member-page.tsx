import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/links';
import { Section } from '@/components/ui/page-header';
import { useAccount } from '@/lib/current-account';
import { useTexts } from '@/lib/texts';
import { DashboardHeader } from './dashboard-header';
import { memberAreaTexts } from './member-area-texts';

/** The frame of the pages behind the dashboard's cards: `intro` says what the page is for, `back` where it leads back to. */
export function MemberPage({ title, intro, back, children }: { title: string; intro?: ReactNode; back?: { to: string; label: string }; children: ReactNode }) {
  const account = useAccount();
  const t = useTexts(memberAreaTexts);
  const { to, label } = back ?? { to: '/dashboard', label: t('backToDashboard') };
  return (
    <>
      <DashboardHeader account={account} title={title} />
      <Section className="bg-cream">
        <Link to={to} className="mb-8 inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          {label}
        </Link>
        {intro && <p className="mb-8 max-w-3xl text-ink">{intro}</p>}
        {children}
      </Section>
    </>
  );
}

/** Labelled values, as a description list. */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-8 gap-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:grid-cols-[max-content_1fr] sm:p-8">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-fairway-800">{label}</dt>
          <dd className="text-ink wrap-anywhere">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
