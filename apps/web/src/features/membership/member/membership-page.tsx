import { IdCard } from 'lucide-react';
import { useLoaderData } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { formatDhakaDate } from '@/lib/dhaka-time';
import type { membershipSummaryLoader } from './api';
import { Facts, MemberPage } from '@/components/member-area/member-page';

export function MembershipPage() {
  const summary = useLoaderData<typeof membershipSummaryLoader>().membership;
  return (
    <MemberPage title="Membership">
      <Facts
        rows={[
          ['Member ID', summary.memberId],
          ['Name', summary.name],
          ['Category', summary.category],
          ['Membership type', summary.membershipType],
          ['Status', summary.status],
          ['Member since', formatDhakaDate(summary.memberSince)],
        ]}
      />
      <ButtonLink to="/dashboard/card" className="mt-8">
        <IdCard aria-hidden="true" className="size-4" />
        Show my membership card
      </ButtonLink>
    </MemberPage>
  );
}
