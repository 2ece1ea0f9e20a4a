import { QueryState } from '@/components/ui/query-state';
import { useMembershipSummary } from './api';
import { clubDate } from './club-date';
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
              ['Member since', clubDate(summary.memberSince)],
            ]}
          />
        )}
      </QueryState>
    </MemberPage>
  );
}
