import { useState } from 'react';
import { Lightbox, preloadLightbox } from './lightbox';
import { Picture } from './picture';

interface PhotoGridProps {
  images: { key: string; alt: string }[];
  /** Names the list for screen readers. */
  label: string;
  /** Column and gap classes of the grid. */
  gridClassName: string;
  /** `sizes` of one grid cell. */
  sizes: string;
  /** How many photos are likely above the fold: they load at once. */
  eagerCount: number;
  /** Whether the lightbox wraps from the last photo to the first. */
  loop: boolean;
  emptyText: string;
}

/** A grid of photographs; each opens a lightbox at itself. */
export function PhotoGrid({ images, label, gridClassName, sizes, eagerCount, loop, emptyText }: PhotoGridProps) {
  const [openAt, setOpenAt] = useState<number | null>(null);
  if (images.length === 0) return <p className="py-8 text-center text-ink-muted">{emptyText}</p>;
  return (
    <>
      <ul aria-label={label} className={`grid ${gridClassName}`}>
        {images.map((image, index) => (
          // Off-screen photos skip style, layout and paint until scrolled near (content-visibility);
          // the cell's own aspect ratio keeps its size exact meanwhile, so nothing shifts.
          <li key={`${image.key}-${index}`} className="aspect-[3/2] [content-visibility:auto]">
            <button
              type="button"
              onClick={() => setOpenAt(index)}
              onPointerEnter={preloadLightbox}
              onFocus={preloadLightbox}
              aria-haspopup="dialog"
              // Drawn inside: the cell clips what is painted outside it.
              className="group block w-full overflow-hidden rounded-lg bg-sand-100 focus-visible:outline-offset-[-3px]"
            >
              <Picture
                mediaKey={image.key}
                alt={image.alt}
                sizes={sizes}
                loading={index < eagerCount ? 'eager' : 'lazy'}
                className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={openAt ?? 0} open={openAt !== null} onClose={() => setOpenAt(null)} loop={loop} />
    </>
  );
}
