import { Button } from '@/components/ui/button';

/** Shown when a page's code fails to load (usually a new deployment replaced the old files). */
export function RouteError() {
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 text-center">
      <h1 className="text-3xl">Something went wrong</h1>
      <p className="mt-3 text-ink-muted">Please reload the page to try again.</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </div>
  );
}
