import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { mediaFallbackUrl, videoUrl } from '@rgcc/shared/content/media-variants';
import type { Video } from '@rgcc/shared/content/content';
import { useTexts } from '@/lib/texts';
import type { videoGalleryLoader } from './gallery-api';
import { galleriesTexts } from './galleries-texts';

const navButtonClass =
  'inline-flex items-center gap-1 rounded-full px-4 py-2 font-semibold text-fairway-800 ring-1 ring-fairway-200 transition-colors hover:bg-fairway-50';

function VideoPlayer({ videos, index, onIndexChange }: { videos: Video[]; index: number; onIndexChange: (index: number) => void }) {
  const t = useTexts(galleriesTexts);
  const video = videos[index]!;
  const count = videos.length;
  // Previous and next wrap, as in the image gallery: a short set is browsed round and round, and
  // neither button ever disappears under the visitor's finger.
  const step = (by: -1 | 1) => onIndexChange((index + by + count) % count);

  return (
    <>
      {/* A new key per video makes the element load and autoplay the new file instead of keeping the old one. */}
      <video
        key={video.id}
        src={videoUrl(video.video)}
        poster={mediaFallbackUrl(video.poster)}
        controls
        autoPlay
        playsInline
        width={854}
        height={480}
        aria-label={video.title}
        className="aspect-video h-auto w-full rounded-xl bg-fairway-900"
      />
      <div className="mt-4 flex items-center justify-between gap-3">
        <button type="button" onClick={() => step(-1)} className={navButtonClass}>
          <ChevronLeft aria-hidden="true" className="size-5" /> {t('previous')}
        </button>
        <p className="text-sm whitespace-nowrap text-ink-muted" aria-live="polite">
          <span aria-hidden="true">{t('videoPosition', { position: index + 1, count })}</span>
          <span className="sr-only">{t('videoOf', { position: index + 1, count })}</span>
        </p>
        <button type="button" onClick={() => step(1)} className={navButtonClass}>
          {t('next')} <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </>
  );
}

function VideoGrid({ videos }: { videos: Video[] }) {
  const t = useTexts(galleriesTexts);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const current = openAt === null ? undefined : videos[openAt];

  if (videos.length === 0) return <p className="py-8 text-center text-ink-muted">{t('videosComingSoon')}</p>;

  return (
    <>
      <ul aria-label={t('videos')} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video, index) => (
          <li key={video.id}>
            <button
              type="button"
              onClick={() => setOpenAt(index)}
              aria-haspopup="dialog"
              className="group block w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-fairway-100 transition-shadow hover:shadow-lg"
            >
              <span className="relative block">
                <Picture
                  mediaKey={video.poster}
                  alt=""
                  sizes="(min-width: 1152px) 368px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw"
                  loading={index < 3 ? 'eager' : 'lazy'}
                  className="aspect-video w-full bg-fairway-900 object-cover transition-transform duration-500 group-hover:scale-105"
                />
                <span className="absolute inset-0 flex items-center justify-center bg-fairway-900/20 transition-colors group-hover:bg-fairway-900/35">
                  <span className="flex size-16 items-center justify-center rounded-full bg-cream/90 text-fairway-800 shadow-lg transition-transform group-hover:scale-110">
                    <Play aria-hidden="true" className="ml-1 size-7 fill-current" />
                  </span>
                </span>
              </span>
              <span className="block px-5 py-4">
                {t.rich(
                  'playVideo',
                  {
                    hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    title: (chunks) => <span className="font-serif text-xl text-fairway-800">{chunks}</span>,
                  },
                  { title: video.title },
                )}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal open={current !== undefined} onOpenChange={(open) => !open && setOpenAt(null)} title={current?.title ?? t('video')} size="xl">
        {openAt !== null && <VideoPlayer videos={videos} index={openAt} onIndexChange={setOpenAt} />}
      </Modal>
    </>
  );
}

export function VideoGalleryPage() {
  const t = useTexts(galleriesTexts);
  const { videos } = useLoaderData<typeof videoGalleryLoader>();
  return (
    <>
      <PageHeader title={t('videoGalleryTitle')} eyebrow={t('contents')}>
        {t('videoGalleryIntro')}
      </PageHeader>
      <Section>
        <h2 className="sr-only">{t('videos')}</h2>
        <VideoGrid videos={videos} />
      </Section>
    </>
  );
}
