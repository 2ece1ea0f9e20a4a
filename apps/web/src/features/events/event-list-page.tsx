import { PageHeader } from '@/components/ui/page-header';

// TODO(stub): replaced by the feature's real page.
export function UpcomingEventsPage() {
  return <PageHeader title="UpcomingEventsPage" />;
}

// TODO(stub): replaced by the feature's real page.
export function PresentEventsPage() {
  return <PageHeader title="PresentEventsPage" />;
}

// TODO(stub): replaced by the feature's real page.
export function PastEventsPage() {
  return <PageHeader title="PastEventsPage" />;
}
