import { lazy, Suspense, useState } from 'react';
import type { LightboxProps } from './lightbox-view';

const loadView = () => import('./lightbox-view');
const LightboxView = lazy(loadView);

/** Starts fetching the lightbox code ahead of a likely click (pointer over or focus on an image). */
export function preloadLightbox(): void {
  void loadView();
}

/**
 * A full-screen image viewer with previous, next, close, keyboard and swipe navigation and a
 * '3 / 60' position counter. Its code and styles load only when it is first opened, so pages
 * with a grid of images do not pay for it up front.
 */
export function Lightbox(props: LightboxProps) {
  // Kept mounted after the first opening so the closing fade can play.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LightboxView {...props} />
    </Suspense>
  );
}
