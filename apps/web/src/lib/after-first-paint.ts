/**
 * Runs `then` once the page has shown its first content (the browser's first-contentful-paint,
 * also when that came before this call), or at once where that cannot come: a page with nothing
 * in it, a hidden tab (it does not paint), or a browser without paint timing.
 */
export function afterFirstPaint(then: () => void) {
  const root = document.getElementById('root');
  if (
    !root?.hasChildNodes() ||
    document.visibilityState !== 'visible' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    then();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  });
  // `buffered` delivers a paint that happened before the observer existed, too.
  observer.observe({ type: 'paint', buffered: true });
}
