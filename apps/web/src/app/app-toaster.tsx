import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';

/**
 * Sonner's rich colours put 13 px text at about 4.3:1 on its pale backgrounds; these darker
 * texts keep every kind of toast above WCAG's 4.5:1. Set on the toaster itself, so they win
 * over the variables in the library's own style sheet.
 */
const richColorsWithContrast = {
  '--success-text': '#166534',
  '--error-text': '#b91c1c',
  '--info-text': '#1d4ed8',
  '--warning-text': '#92400e',
} as CSSProperties;

/**
 * The toaster (loaded lazily by the root layout), and the notice a redirect brought along in
 * navigation state: raised after the toaster has mounted, or it would be lost.
 */
export function AppToaster({ notice, noticeId }: { notice?: string; noticeId: string }) {
  useEffect(() => {
    if (notice) toast.error(notice, { id: noticeId });
  }, [notice, noticeId]);
  // At the bottom: at the top they covered the middle of the header's menu. Sonner spans a
  // phone's width at the bottom and keeps to the right-hand corner on wider screens.
  return <Toaster position="bottom-right" richColors closeButton visibleToasts={20} style={richColorsWithContrast} />;
}
