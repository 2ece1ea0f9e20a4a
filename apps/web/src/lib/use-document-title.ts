import { createContext, useContext, useEffect } from 'react';
import { clubName } from '@rgcc/shared/content/club';

const fullTitle = (title: string) => (title ? `${title} | ${clubName}` : `${clubName}, Rangpur`);

/** While the server renders a page, this records the title it asks for (entry-server.tsx). */
export const ServerTitle = createContext<((title: string) => void) | null>(null);

/** Every page names itself in the tab and for search engines. */
export function useDocumentTitle(title: string) {
  const recordServerTitle = useContext(ServerTitle);
  // Effects do not run on the server: the render itself records the title there.
  recordServerTitle?.(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
