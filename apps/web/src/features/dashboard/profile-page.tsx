import { applicationFieldRows } from '@rgcc/shared/content/application-fields';
import { QueryState } from '@/components/ui/query-state';
import { useMemberProfile } from './api';
import { Facts, MemberPage } from './member-page';

export function ProfilePage() {
  const profile = useMemberProfile();
  return (
    <MemberPage title="Profile">
      <QueryState query={profile}>
        {({ details }) => (
          <>
            <Facts rows={applicationFieldRows(details)} />
            <p className="mt-6 text-sm text-ink-muted">To change any of these details, please write to or call the club office.</p>
          </>
        )}
      </QueryState>
    </MemberPage>
  );
}
