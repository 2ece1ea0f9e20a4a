import { MoveHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTexts } from '@/lib/texts';
import { listsTexts } from './lists-texts';

/** Below this many pixels of hidden table, an edge counts as reached (sub-pixel widths round). */
const edgeSlack = 2;

/**
 * A table that may be wider than a phone's screen. It scrolls sideways in a region of its own, so
 * the page keeps the screen's width, and says so: a shadow falls on each side that has more
 * columns, and a line under the table asks to scroll. Without it the last columns sat off-screen
 * with nothing to show they were there. The region takes the keyboard focus (the arrow keys then
 * scroll it) and carries the table's caption as its name.
 */
export function WideTable({ captionId, children }: { captionId: string; children: ReactNode }) {
  const t = useTexts(listsTexts);
  const regionRef = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const region = regionRef.current!;
    const measure = () => {
      const left = region.scrollLeft > edgeSlack;
      const right = region.scrollLeft + region.clientWidth < region.scrollWidth - edgeSlack;
      setMore((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    region.addEventListener('scroll', measure, { passive: true });
    // The region resizes with the screen, the table with its rows (a new page of the list).
    const observer = new ResizeObserver(measure);
    observer.observe(region);
    if (region.firstElementChild) observer.observe(region.firstElementChild);
    return () => {
      region.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, []);

  const shadow = 'pointer-events-none absolute inset-y-0 w-6 from-fairway-900/25 to-transparent transition-opacity';
  return (
    <div>
      <div className="relative rounded-2xl bg-white shadow-sm ring-1 ring-fairway-100">
        {/* Positioned, so that what is positioned inside the table (a visually hidden label) scrolls
            with it instead of widening the page. */}
        <div ref={regionRef} role="region" aria-labelledby={captionId} tabIndex={0} className="relative overflow-x-auto rounded-2xl">
          {children}
        </div>
        <div aria-hidden="true" className={`${shadow} left-0 rounded-l-2xl bg-linear-to-r ${more.left ? 'opacity-100' : 'opacity-0'}`} />
        <div aria-hidden="true" className={`${shadow} right-0 rounded-r-2xl bg-linear-to-l ${more.right ? 'opacity-100' : 'opacity-0'}`} />
      </div>
      {(more.left || more.right) && (
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted">
          <MoveHorizontal aria-hidden="true" className="size-4 shrink-0" />
          {t('scrollSideways')}
        </p>
      )}
    </div>
  );
}
