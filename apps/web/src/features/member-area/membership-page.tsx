import { QueryState } from '@/components/ui/query-state';
import { useMembershipSummary } from './api';
import { formatDhakaDate } from '@/lib/dhaka-time';
import { Facts, MemberPage } from './member-page';

export function MembershipPage() {
  const membership = useMembershipSummary();
  return (
    <MemberPage title="Membership">
      <QueryState query={membership}>
        {(summary) => (
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
        )}
      </QueryState>
    </MemberPage>
  );
}
