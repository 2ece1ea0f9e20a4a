import type { HTMLAttributes } from 'react';
import YetAnotherLightbox, { type SlideImage } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './lightbox-view.css';
import { mediaFallbackUrl, mediaHeight, mediaUrl, mediaVariant } from '@rgcc/shared/content/media-variants';

export interface LightboxImage {
  /** A media key such as `gallery/07`; slides use every width the key has. */
  key: string;
  alt: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The slide shown when the lightbox opens. */
  index: number;
  open: boolean;
  onClose: () => void;
  /** Whether next on the last image goes to the first (and previous on the first to the last). */
  loop: boolean;
  onIndexChange?: (index: number) => void;
}

/**
 * WebP for every width: the lightbox renders a plain <img srcset>, which takes one format,
 * and WebP is the one every supported browser decodes.
 */
function toSlide({ key, alt }: { key: string; alt: string }): SlideImage {
  const { widths, fallbackWidth } = mediaVariant(key);
  return {
    src: mediaFallbackUrl(key),
    alt,
    width: fallbackWidth,
    height: mediaHeight(key, fallbackWidth),
    srcSet: widths.map((width) => ({ src: mediaUrl(key, width, 'webp'), width, height: mediaHeight(key, width) })),
  };
}

const plugins = [Counter];

/** The heavy half of the lightbox, split into its own chunk; see `lightbox.tsx`. */
export default function LightboxView({ images, index, open, onClose, loop, onIndexChange }: LightboxProps) {
  return (
    <YetAnotherLightbox
      open={open}
      close={onClose}
      index={index}
      slides={images.map(toSlide)}
      plugins={plugins}
      // The library's own defaults are the spec's (fade 250 ms, swipe 500 ms, preload 2); only wrapping varies.
      carousel={{ finite: !loop }}
      on={{ view: ({ index: current }) => onIndexChange?.(current) }}
      counter={{ container: { 'data-testid': 'lightbox-counter' } as HTMLAttributes<HTMLDivElement> }}
      styles={{ root: { '--yarl__color_backdrop': '#0a1a13' } }}
    />
  );
}
