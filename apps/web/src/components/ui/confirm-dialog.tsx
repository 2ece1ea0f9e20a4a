import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** e.g. 'Yes, delete'; while pending, `pendingLabel` ('Deleting…'). */
  confirmLabel: string;
  pendingLabel: string;
  /** The button that closes the dialog and does nothing: 'Cancel' unless the action itself is a cancelling. */
  cancelLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something that cannot be undone; it cannot be closed while the answer is on its way. */
export function ConfirmDialog({ open, title, children, confirmLabel, pendingLabel, cancelLabel = 'Cancel', pending, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && !pending && onCancel()} title={title}>
      <div className="text-ink">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} disabled={pending} className="bg-red-700 hover:bg-red-800">
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
