import { PageHeader } from '@/components/ui/page-header';

// TODO(stub): replaced by the feature's real page.
export function ImageGalleryPage() {
  return <PageHeader title="ImageGalleryPage" />;
}
