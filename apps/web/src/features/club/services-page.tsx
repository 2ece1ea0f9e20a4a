import { PageHeader } from '@/components/ui/page-header';

// TODO(stub): replaced by the feature's real page.
export function ServicesPage() {
  return <PageHeader title="ServicesPage" />;
}
