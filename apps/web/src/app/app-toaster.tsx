import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';

/**
 * The toaster (loaded lazily by the root layout), and the notice a redirect brought along in
 * navigation state: raised after the toaster has mounted, or it would be lost.
 */
export function AppToaster({ notice, noticeId }: { notice?: string; noticeId: string }) {
  useEffect(() => {
    if (notice) toast.error(notice, { id: noticeId });
  }, [notice, noticeId]);
  return <Toaster position="top-center" richColors closeButton visibleToasts={20} />;
}
