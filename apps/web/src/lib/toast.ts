import type { ExternalToast } from 'sonner';

/**
 * Toasts (sonner), with the library loaded on the first toast. Importing sonner puts its style
 * sheet into the page, and restyling the whole page then is a long task; loaded with a form
 * (the footer's newsletter form is on every page), it fell in the middle of the page's load.
 * Toasts follow something the visitor did, so they can wait for a module the first time.
 */
const showWhenLoaded =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ExternalToast): void =>
    void import('sonner').then(({ toast }) => toast[kind](message, options));

export const toast = {
  success: showWhenLoaded('success'),
  error: showWhenLoaded('error'),
  info: showWhenLoaded('info'),
};
