import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTexts } from '@/lib/texts';
import { controlsTexts } from './controls-texts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Read out after the title; visually hidden unless `showDescription`. */
  description?: string;
  children: ReactNode;
  size?: 'md' | 'lg' | 'xl';
}

const widths = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** An accessible dialog (focus trapped, Escape and the close button close it, focus returns). */
export function ModalDialog({ open, onOpenChange, title, description, children, size = 'md' }: ModalProps) {
  // Radix returns focus only to a Dialog.Trigger; these dialogs are opened by plain buttons.
  const openedFrom = useRef<HTMLElement | null>(null);
  const t = useTexts(controlsTexts);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-fairway-900/70 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] ${widths[size]} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-cream p-6 shadow-2xl`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            openedFrom.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!openedFrom.current?.isConnected) return;
            event.preventDefault();
            openedFrom.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl text-fairway-800">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 text-fairway-800 hover:bg-fairway-50" aria-label={t('close')}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
