import { IdCard } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import type { membershipSummaryLoader } from './api';
import { Facts, MemberPage } from '@/components/member-area/member-page';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { useLocale } from '@/lib/use-locale';

export function MembershipPage() {
  const locale = useLocale();
  const summary = useLoaderData<typeof membershipSummaryLoader>().membership;
  return (
    <MemberPage title="Membership">
      <Facts
        rows={[
          ['Member ID', summary.memberId],
          ['Name', summary.name],
          ['Category', summary.category],
          ...(summary.membershipType ? [['Membership type', summary.membershipType] as [string, string]] : []),
          ['Status', summary.status],
          ['Member since', formatCalendarDate(summary.memberSince, locale)],
        ]}
      />
      <ButtonLink to="/dashboard/card" className="mt-8">
        <IdCard aria-hidden="true" className="size-4" />
        Show my membership card
      </ButtonLink>
    </MemberPage>
  );
}
