import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the visitor has touched, clicked or typed anywhere. Code that only matters after
 * an interaction (toasts) waits for it, so the first page load stays small.
 */
export function useAfterFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const mark = () => setInteracted(true);
    for (const event of events) window.addEventListener(event, mark, { once: true, passive: true });
    return () => {
      for (const event of events) window.removeEventListener(event, mark);
    };
  }, [interacted]);
  return interacted;
}

/** True once the element comes within a screen of the viewport (or on a first interaction). */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(false);
  const interacted = useAfterFirstInteraction();
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: '100% 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near || interacted;
}
