import { useEffect } from 'react';
import { club } from './club';

/** Every page names itself in the tab and for search engines. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${club.name}` : `${club.name}, Rangpur`;
  }, [title]);
}
