import { ApplicationFieldGroups } from '@/features/membership/application-fields';
import { useLoaderData } from 'react-router';
import type { memberProfileLoader } from './api';
import { MemberPage } from '@/components/member-area/member-page';

export function ProfilePage() {
  const { details } = useLoaderData<typeof memberProfileLoader>().profile;
  return (
    <MemberPage title="Profile">
      <div className="space-y-6">
        <ApplicationFieldGroups details={details} />
        <p className="text-sm text-ink-muted">To change any of these details, please write to or call the club office.</p>
      </div>
    </MemberPage>
  );
}
