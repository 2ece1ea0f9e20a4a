import { useEffect } from 'react';
import { club } from './club';

const fullTitle = (title: string) => (title ? `${title} | ${club.name}` : `${club.name}, Rangpur`);

// The title of the page being prerendered at build time, where effects do not run.
let prerenderedTitle = '';

/** The title the last prerendered page asked for (entry-prerender.tsx). */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = '';
  return title;
}

function recordPrerenderedTitle(title: string) {
  prerenderedTitle = title;
}

/** Every page names itself in the tab and for search engines. */
export function useDocumentTitle(title: string) {
  if (import.meta.env.SSR) recordPrerenderedTitle(fullTitle(title));
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
