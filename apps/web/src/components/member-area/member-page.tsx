import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Section } from '@/components/ui/page-header';
import { useAccount } from '@/lib/current-account';
import { DashboardHeader } from '@/components/member-area/dashboard-header';

/** The frame of the pages behind the dashboard's cards. */
export function MemberPage({ title, children }: { title: string; children: ReactNode }) {
  const account = useAccount();
  return (
    <>
      <DashboardHeader email={account.email} role={account.role} title={title} />
      <Section className="bg-cream">
        <Link to="/dashboard" className="mb-8 inline-flex items-center gap-2 font-semibold text-river-700 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
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
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
