import { Suspense, useState, type ReactElement } from 'react';
import { nextTask } from '@/lib/next-task';

/**
 * Preact hydrates a page in one task, and on a phone that task blocks input for a long time
 * (Lighthouse's Total Blocking Time, decision 0008). Parts wrapped in HydrateApart hydrate later,
 * each in a task of its own: while the page hydrates they suspend, which leaves their
 * prerendered markup on screen as it is, and then they resume one per task. Pages rendered in
 * the browser and later renders are not affected.
 *
 * A part must render one element (Preact keeps a single DOM node for a suspended part) and must
 * not call useId: its ids would be numbered after the rest of the page, unlike the prerender's.
 */

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

interface Turn {
  promise: Promise<void>;
  done: boolean;
}

function takeTurn(): Turn {
  const turn: Turn = { promise: lastTurn, done: false };
  turn.promise = lastTurn = lastTurn.then(nextTask).then(() => {
    turn.done = true;
  });
  return turn;
}

/** Hydrates the page, leaving the parts wrapped in HydrateApart for later tasks. */
export function hydrateInParts(hydrate: () => void) {
  hydrating = true;
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/**
 * Settles once every part of a hydrated page has hydrated (soon for other pages). A part resumes
 * in the microtasks of its turn's task, so the task after the last turn finds them all done.
 */
export const partsHydrated = (): Promise<void> => lastTurn.then(nextTask);

function WaitForTurn({ turn, children }: { turn: Turn | null; children: ReactElement }) {
  if (turn && !turn.done) throw turn.promise;
  return children;
}

export function HydrateApart({ children }: { children: ReactElement }) {
  const [turn] = useState(() => (hydrating ? takeTurn() : null));
  return (
    <Suspense>
      <WaitForTurn turn={turn}>{children}</WaitForTurn>
    </Suspense>
  );
}
