import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, isValidElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '@/lib/texts';
import { controlsTexts } from './controls-texts';

interface CarouselProps {
  /** Names the scroll region for screen readers, e.g. 'Our services'. */
  label: string;
  /** Pixels scrolled per arrow click. */
  step: number;
  /** The cards; each card sets its own width. */
  children: ReactNode;
  /** Shown instead of the scroller when there are no cards. */
  emptyText?: string;
}

/** Zoom and fractional widths can leave scrollLeft a hair short of either end. */
const EDGE_SLACK = 2;

/**
 * A horizontal scroller whose arrows appear only when there is more to see in their direction.
 * The track itself stays scrollable by touch, wheel and keyboard, so the arrows are a convenience.
 */
export function Carousel({ label, step, children, emptyText }: CarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const t = useTexts(controlsTexts);
  const [canScroll, setCanScroll] = useState({ left: false, right: false });
  const items = Children.toArray(children);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    const left = track.scrollLeft > EDGE_SLACK;
    const right = track.scrollLeft + track.clientWidth < track.scrollWidth - EDGE_SLACK;
    // An arrow that vanishes under the keyboard focus would drop focus to the page start.
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.dataset.carouselArrow) {
      const vanishing = (focused.dataset.carouselArrow === 'left' && !left) || (focused.dataset.carouselArrow === 'right' && !right);
      if (vanishing && track.parentElement?.contains(focused)) track.focus({ preventScroll: true });
    }
    setCanScroll((prev) => (prev.left === left && prev.right === right ? prev : { left, right }));
  }, []);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    measure();
    track.addEventListener('scroll', measure, { passive: true });
    // Observing the track and its list catches viewport changes and late-loading cards alike.
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    if (track.firstElementChild) observer.observe(track.firstElementChild);
    return () => {
      track.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure, items.length]);

  const scroll = (direction: -1 | 1) => trackRef.current?.scrollBy({ left: direction * step, behavior: 'smooth' });

  if (items.length === 0) {
    return emptyText ? <p className="py-8 text-center text-ink-muted">{emptyText}</p> : null;
  }

  const arrowClass =
    'absolute top-1/2 z-10 flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-cream text-fairway-800 shadow-lg ring-1 ring-fairway-200 transition-colors hover:bg-white';

  return (
    <div className="relative">
      <div
        ref={trackRef}
        role="region"
        aria-label={label}
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto rounded-xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex w-max gap-5 px-1 py-3">
          {items.map((item, index) => (
            <li key={isValidElement(item) && item.key != null ? item.key : index} className="flex shrink-0 snap-start scroll-ml-1">
              {item}
            </li>
          ))}
        </ul>
      </div>
      {canScroll.left && (
        <button
          type="button"
          aria-label={t('scrollLeft')}
          data-carousel-arrow="left"
          onClick={() => scroll(-1)}
          className={`${arrowClass} -left-2 sm:-left-5`}
        >
          <ChevronLeft aria-hidden="true" className="size-6" />
        </button>
      )}
      {canScroll.right && (
        <button
          type="button"
          aria-label={t('scrollRight')}
          data-carousel-arrow="right"
          onClick={() => scroll(1)}
          className={`${arrowClass} -right-2 sm:-right-5`}
        >
          <ChevronRight aria-hidden="true" className="size-6" />
        </button>
      )}
    </div>
  );
}
