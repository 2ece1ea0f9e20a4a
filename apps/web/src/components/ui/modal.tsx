import { lazy, Suspense, useState } from 'react';
import type { ModalProps } from './modal-dialog';

const ModalDialog = lazy(() => import('./modal-dialog').then((m) => ({ default: m.ModalDialog })));

/**
 * A dialog whose code (Radix, 13 KB gzip) loads when it first opens, so the pages that offer one
 * do not pay for it on load. See `ModalDialog` for how it behaves.
 */
export function Modal(props: ModalProps) {
  // Kept mounted after the first opening, as a closed Radix dialog is: focus returns, state stays.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
