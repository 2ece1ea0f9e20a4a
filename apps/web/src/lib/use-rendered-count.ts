import { useEffect, useState } from 'react';
import { nextTask } from './next-task';

/**
 * How many of a long list's `total` items to render: `first` at once, then `step` more in each
 * later task until all are there. Creating every item in one go is one long task on a phone,
 * which holds up input (Lighthouse's Total Blocking Time); the items past the first screen can
 * come a moment later without anyone seeing the difference.
 */
export function useRenderedCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    let current = true;
    void nextTask().then(() => {
      if (current) setCount(count + step);
    });
    return () => {
      current = false;
    };
  }, [count, total, step]);
  return Math.min(count, total);
}
