import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 pb-16 text-center">
      <p className="font-serif text-7xl text-sand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-ink-muted">The page you're looking for doesn't exist or has been moved.</p>
      <ButtonLink to="/" className="mt-8">
        Go Home
      </ButtonLink>
    </div>
  );
}
