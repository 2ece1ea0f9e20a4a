import { PageHeader } from '@/components/ui/page-header';

// TODO(stub): replaced by the feature's real page.
export function CategoryPage() {
  return <PageHeader title="CategoryPage" />;
}
