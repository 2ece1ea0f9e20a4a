import { isRouteErrorResponse, useRouteError } from 'react-router';
import { pageLoadFailedMessage } from '@/lib/page-data';
import { Button } from '@/components/ui/button';
import { useTexts } from '@/lib/texts';
import { NotFoundPage } from './not-found-page';
import { siteTexts } from './site-texts';

/**
 * A page that could not be shown. A page that is not there (a staff page asked for by someone
 * else) is the not-found page; anything else (the page's code or data failed to load, usually a
 * new deployment or a lost connection) offers a reload.
 */
export function RouteError() {
  const error = useRouteError();
  const t = useTexts(siteTexts);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 text-center">
      <h1 className="text-3xl">{t('somethingWentWrong')}</h1>
      <p className="mt-3 text-ink-muted">{error instanceof Error && error.name === 'ApiAnswerError' ? error.message : pageLoadFailedMessage}</p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('reload')}
      </Button>
    </div>
  );
}
