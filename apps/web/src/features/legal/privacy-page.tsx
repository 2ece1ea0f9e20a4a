import { PageHeader } from '@/components/ui/page-header';

// TODO(stub): replaced by the feature's real page.
export function PrivacyPage() {
  return <PageHeader title="PrivacyPage" />;
}
