import { ApplicationFieldGroups } from '@/components/application-fields';
import { QueryState } from '@/components/ui/query-state';
import { useMemberProfile } from './api';
import { MemberPage } from './member-page';

export function ProfilePage() {
  const profile = useMemberProfile();
  return (
    <MemberPage title="Profile">
      <QueryState query={profile}>
        {({ details }) => (
          <div className="space-y-6">
            <ApplicationFieldGroups details={details} />
            <p className="text-sm text-ink-muted">To change any of these details, please write to or call the club office.</p>
          </div>
        )}
      </QueryState>
    </MemberPage>
  );
}
