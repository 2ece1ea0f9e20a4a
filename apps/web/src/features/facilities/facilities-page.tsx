import { PageHeader } from '@/components/ui/page-header';

// TODO(stub): replaced by the feature's real page.
export function GuestFacilitiesPage() {
  return <PageHeader title="GuestFacilitiesPage" />;
}

// TODO(stub): replaced by the feature's real page.
export function MemberFacilitiesPage() {
  return <PageHeader title="MemberFacilitiesPage" />;
}
