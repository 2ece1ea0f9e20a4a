import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';
import { useTexts } from '@/lib/texts';
import { controlsTexts } from './controls-texts';

/** Previous and Next under a list the server pages, with where the reader is. */
export function Pager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage: (page: number) => void }) {
  const pages = pageCount(total, pageSize);
  const t = useTexts(controlsTexts);
  return (
    <nav aria-label={t('pages')} className="flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('previous')}
      </Button>
      <p className="text-sm text-ink">{t('pageOf', { page, pages })}</p>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** An empty list still has one (empty) page. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
