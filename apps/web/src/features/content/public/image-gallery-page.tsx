import { useLoaderData } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { PhotoGrid } from '@/components/ui/photo-grid';
import { useTexts } from '@/lib/texts';
import type { imageGalleryLoader } from './gallery-api';
import { galleriesTexts } from './galleries-texts';

/** Images likely above the fold on a phone (2 columns) and on a wide screen (4 columns). */
const EAGER_IMAGES = 8;

export function ImageGalleryPage() {
  const t = useTexts(galleriesTexts);
  const { images } = useLoaderData<typeof imageGalleryLoader>();
  return (
    <>
      <PageHeader title={t('imageGalleryTitle')} eyebrow={t('contents')}>
        {t('imageGalleryIntro')}
      </PageHeader>
      <Section>
        <h2 className="sr-only">{t('photographs')}</h2>
        {/* The main gallery wraps: next on the last image shows the first again. */}
        <PhotoGrid
          images={images.map(({ image, alt }) => ({ key: image, alt }))}
          label={t('galleryPhotographs')}
          gridClassName="grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4"
          sizes="(min-width: 1152px) 282px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw"
          eagerCount={EAGER_IMAGES}
          loop
          emptyText={t('photographsComingSoon')}
        />
      </Section>
    </>
  );
}
