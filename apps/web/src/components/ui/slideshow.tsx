import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { Picture } from './picture';
import { useTexts } from '@/lib/texts';
import { controlsTexts } from './controls-texts';

export interface SlideImage {
  key: string;
  alt: string;
}

interface SlideshowProps {
  images: readonly SlideImage[];
  /** The spec's slideshows advance every 5 s. */
  intervalMs?: number;
  /** Names the slideshow for screen readers, e.g. 'Restaurant photographs'. */
  label: string;
  /** `sizes` for the responsive images; defaults to a full-width slide. */
  sizes?: string;
  className?: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(reducedMotionQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () => window.matchMedia(reducedMotionQuery).matches;
const motionAllowedOnTheServer = () => false;

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, motionAllowedOnTheServer);
}

/**
 * An auto-advancing photo slideshow (WAI-ARIA carousel pattern). It stops moving while the
 * pointer or keyboard focus is on it, when the visitor asks for reduced motion, and when they
 * press pause; previous/next buttons and dots work in every state.
 */
export function Slideshow({ images, intervalMs = 5000, label, sizes = '(min-width: 1152px) 690px, (min-width: 1024px) 60vw, 100vw', className = '' }: SlideshowProps) {
  const [index, setIndex] = useState(0);
  const t = useTexts(controlsTexts);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = images.length;
  const current = count > 0 ? index % count : 0;
  const rotating = count > 1 && !stopped && !reducedMotion;
  const paused = !rotating || hovered || focused;

  // A fresh timer per slide: after a manual move the next slide still gets its full interval.
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [paused, current, count, intervalMs]);

  if (count === 0) return null;

  const go = (next: number) => setIndex(((next % count) + count) % count);
  const controlClass =
    'grid size-11 place-items-center rounded-full bg-cream/90 text-fairway-800 shadow-lg ring-1 ring-fairway-200 transition-colors hover:bg-white';

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={label}
      className={`relative ${className}`}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Announcing every automatic change would talk over the visitor; manual moves are announced. */}
      <div aria-live={rotating ? 'off' : 'polite'} className="relative aspect-[3/2] overflow-hidden rounded-2xl bg-fairway-100 shadow-sm">
        {images.map((image, slide) => {
          const active = slide === current;
          return (
            <div
              key={image.key}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { slide: slide + 1, count })}
              aria-hidden={!active}
              data-active={active}
              className={`absolute inset-0 transition-[opacity,visibility] duration-700 ease-out ${active ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              <Picture
                mediaKey={image.key}
                alt={image.alt}
                sizes={sizes}
                loading={slide === 0 ? 'eager' : 'lazy'}
                fetchPriority={slide === 0 ? 'high' : undefined}
                className="size-full object-cover"
              />
            </div>
          );
        })}
      </div>

      {count > 1 && (
        <>
          <button type="button" aria-label={t('previousSlide')} onClick={() => go(current - 1)} className={`${controlClass} absolute top-1/2 left-3 -translate-y-1/2`}>
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <button type="button" aria-label={t('nextSlide')} onClick={() => go(current + 1)} className={`${controlClass} absolute top-1/2 right-3 -translate-y-1/2`}>
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <div className="mt-4 flex items-center justify-center gap-3">
            {!reducedMotion && (
              <button
                type="button"
                aria-label={t(stopped ? 'playSlideshow' : 'pauseSlideshow')}
                onClick={() => setStopped((value) => !value)}
                className="grid size-9 place-items-center rounded-full text-fairway-800 hover:bg-fairway-50"
              >
                {stopped ? <Play aria-hidden="true" className="size-4" /> : <Pause aria-hidden="true" className="size-4" />}
              </button>
            )}
            <ul className="flex items-center gap-1" aria-label={t('chooseSlide')}>
              {images.map((image, slide) => (
                <li key={image.key}>
                  <button
                    type="button"
                    aria-label={t('showSlide', { slide: slide + 1, count })}
                    aria-current={slide === current ? 'true' : undefined}
                    onClick={() => go(slide)}
                    className="group grid size-9 place-items-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all ${slide === current ? 'w-7 bg-fairway-800' : 'w-2.5 bg-fairway-500 group-hover:bg-fairway-700'}`}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </>
      )}
    </section>
  );
}
