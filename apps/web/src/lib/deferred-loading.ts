import { useEffect, useState } from 'react';

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
