import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTexts } from '@/lib/texts';
import { listsTexts } from './lists-texts';
import { WideTable } from './wide-table';

/**
 * A console list's table: its caption (hidden, but the name of the region that scrolls it
 * sideways), a row of column headings, and the rows. While another page of the list loads
 * (`busy`) it is dimmed and says so to screen readers. `widthClass` is the width below which it
 * scrolls rather than squeezes its columns, such as `min-w-[48rem]`.
 */
export function ListTable({
  id,
  caption,
  headings,
  widthClass,
  busy = false,
  children,
}: {
  id: string;
  caption: ReactNode;
  headings: readonly string[];
  widthClass: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <WideTable captionId={id}>
      <table aria-busy={busy} className={`w-full ${widthClass} text-left text-sm ${busy ? 'opacity-60' : ''}`}>
        <caption id={id} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-fairway-50 text-fairway-800">
          <tr>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-fairway-100 bg-white">{children}</tbody>
      </table>
    </WideTable>
  );
}

/** What a console list says when nothing matches its search and filters. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-10 text-center text-ink-muted shadow-sm ring-1 ring-fairway-100">{children}</p>;
}

/** The link that downloads a list, as filtered, as CSV. */
export function ExportCsvLink({ href }: { href: string }) {
  const t = useTexts(listsTexts);
  return (
    <a href={href} download className="inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold text-fairway-800 underline underline-offset-4">
      <Download aria-hidden="true" className="size-4" />
      {t('exportCsv')}
    </a>
  );
}
