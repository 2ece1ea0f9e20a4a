import { ButtonLink } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { localeDigits } from '@rgcc/shared/format/number';
import { siteTexts } from './site-texts';

export function NotFoundPage() {
  const t = useTexts(siteTexts);
  useDocumentTitle(t('notFoundTitle'));
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center px-4 pt-24 pb-16 text-center">
      <p className="font-serif text-7xl text-sand-700" aria-hidden="true">
        {localeDigits('404', useLocale())}
      </p>
      <h1 className="mt-4 text-3xl sm:text-4xl">{t('notFoundHeading')}</h1>
      <p className="mt-3 max-w-md text-ink-muted">{t('notFoundText')}</p>
      <ButtonLink to="/" className="mt-8">
        {t('goHome')}
      </ButtonLink>
    </div>
  );
}
