import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Lightbox, preloadLightbox } from '@/components/ui/lightbox';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { QueryState } from '@/components/ui/query-state';
import { api } from '@/lib/api-client';
import type { GalleryImage } from '@rgcc/shared/schemas/content';

/** Images likely above the fold on a phone (2 columns) and on a wide screen (4 columns). */
const EAGER_IMAGES = 8;

function GalleryGrid({ images }: { images: GalleryImage[] }) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  const slides = images.map(({ image, alt }) => ({ key: image, alt }));

  if (images.length === 0) return <p className="py-8 text-center text-ink-muted">Photographs are coming soon.</p>;

  return (
    <>
      <ul aria-label="Gallery photographs" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
        {images.map((image, index) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpenAt(index)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-lg bg-sand-100"
            >
              <Picture
                mediaKey={image.image}
                alt={image.alt}
                sizes="(min-width: 1152px) 282px, (min-width: 1024px) 24vw, (min-width: 640px) 32vw, 48vw"
                loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      {/* The main gallery wraps: next on the last image shows the first again. */}
      <Lightbox images={slides} index={openAt ?? 0} open={openAt !== null} onClose={() => setOpenAt(null)} loop />
    </>
  );
}

export function ImageGalleryPage() {
  const images = useQuery({ queryKey: ['gallery', 'images'], queryFn: () => api.get<GalleryImage[]>('/api/gallery/images') });
  return (
    <>
      <PageHeader title="Image Gallery" eyebrow="Contents">
        Mornings on the fairways, evenings by the Teesta and the people who make the club.
      </PageHeader>
      <Section>
        <h2 className="sr-only">Photographs</h2>
        <QueryState query={images}>{(data) => <GalleryGrid images={data} />}</QueryState>
      </Section>
    </>
  );
}
