import {
  mediaFallbackUrl,
  mediaFormats,
  mediaHeight,
  mediaSrcSet,
  mediaVariant,
} from '@rgcc/shared/content/media-variants';

interface PictureProps {
  /** A media key such as `gallery/07`; the URLs come from the shared media convention. */
  mediaKey: string;
  /** Empty only when the image is decorative or a nearby text already names it. */
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right width. */
  sizes: string;
  /** `eager` for images in the first screen (the largest-contentful-paint candidate), else `lazy`. */
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'low';
  className?: string;
}

/**
 * A responsive image: AVIF first, then WebP, at every generated width. The intrinsic
 * width and height reserve the space before the file arrives, so nothing shifts.
 */
export function Picture({ mediaKey, alt, sizes, loading, fetchPriority, className }: PictureProps) {
  const { fallbackWidth } = mediaVariant(mediaKey);
  return (
    // `contents`: the <img> is what the surrounding grid or flex box lays out. Its <source>s are
    // hidden, or they would become empty items of that box too (a grid then pushes the image to
    // a second row). The browser picks a source from the markup, whatever their display.
    <picture className="contents">
      {mediaFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={mediaSrcSet(mediaKey, format)} sizes={sizes} className="hidden" />
      ))}
      <img
        src={mediaFallbackUrl(mediaKey)}
        alt={alt}
        width={fallbackWidth}
        height={mediaHeight(mediaKey, fallbackWidth)}
        sizes={sizes}
        loading={loading}
        decoding={loading === 'eager' ? 'sync' : 'async'}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
