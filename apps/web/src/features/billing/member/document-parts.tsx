import { Download, Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/lib/links';
import { documentPaths } from '@rgcc/shared/billing/account-document-constants';
import type { DocumentLine, Seller } from '@rgcc/shared/billing/account-documents';
import { formatAmount, formatMoney, paisa } from '@rgcc/shared/format/money';
import { localeDigits } from '@rgcc/shared/format/number';
import { Button, buttonClass } from '@/components/ui/button';
import { WideTable } from '@/components/ui/wide-table';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { accountTexts } from './account-texts';

/** What the member's documents (invoice, credit note, receipt, statement) share on screen and on paper. */

export const sheetClass = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8';

/** Paper for the document: A4, with margins (CSS, not a text). */
const a4Page = '@page { size: A4; margin: 15mm }';

/**
 * The document as a sheet: printed alone on A4 (styles.css, `.printable-document`), the site's
 * frame left out. The PDF is the same document laid out for paper by the server.
 */
export function DocumentSheet({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <>
      <style>{a4Page}</style>
      <article aria-labelledby={labelledBy} className={`printable-document ${sheetClass} space-y-8`}>
        {children}
      </article>
    </>
  );
}

/** Download the PDF, or print the page; hidden on paper. */
export function DocumentActions({ pdf, children }: { pdf: string; children?: ReactNode }) {
  const t = useTexts(accountTexts);
  return (
    <div className="mb-6 flex flex-wrap gap-3 print:hidden">
      {children}
      {/* A file from the API, not a page: the browser loads it itself. */}
      <a href={pdf} className={buttonClass('secondary')}>
        <Download aria-hidden="true" className="size-4" />
        {t('downloadPdf')}
      </a>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        {t('print')}
      </Button>
    </div>
  );
}

/** The club at the left (name, address, BIN: Mushak-6.3), the document's title and facts at the right. */
export function DocumentHead({ id, seller, title, facts }: { id: string; seller: Seller; title: string; facts: [label: string, value: ReactNode][] }) {
  const t = useTexts(accountTexts);
  return (
    <header className="grid gap-6 border-b border-fairway-100 pb-6 sm:grid-cols-2">
      <div>
        <p className="font-serif text-xl text-fairway-900">{seller.name}</p>
        <p className="mt-1 whitespace-pre-line text-ink-muted">{seller.address}</p>
        <p className="mt-1 text-ink">{seller.bin ? t('bin', { bin: seller.bin }) : t('binNotSet')}</p>
      </div>
      <div className="sm:text-right">
        <h2 id={id} className="text-2xl">
          {title}
        </h2>
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-left sm:ml-auto sm:max-w-md">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-fairway-800">{label}</dt>
              <dd className="text-ink sm:text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}

/** Who the document names: a heading and lines (a name, a member ID, an address). */
export function Party({ label, lines }: { label: string; lines: string[] }) {
  return (
    <section aria-label={label}>
      <h3 className="font-sans text-sm font-semibold tracking-wide text-ink-muted uppercase">{label}</h3>
      {lines.map((line) => (
        <p key={line} className="text-ink wrap-anywhere">
          {line}
        </p>
      ))}
    </section>
  );
}

const cell = 'px-4 py-3 whitespace-nowrap';
const number = `${cell} text-right tabular-nums`;

/** A document's lines: value before VAT, VAT rate and VAT per line (Mushak-6.3). */
export function LinesTable({ id, lines }: { id: string; lines: DocumentLine[] }) {
  const locale = useLocale();
  const t = useTexts(accountTexts);
  const amount = (value: number) => formatAmount(paisa(value), locale);
  return (
    <WideTable captionId={id}>
      <table className="w-full text-left">
        <caption id={id} className="sr-only">
          {t('linesCaption')}
        </caption>
        <thead className="bg-fairway-50 text-sm text-fairway-800">
          <tr>
            <th scope="col" className="px-4 py-3">{t('description')}</th>
            <th scope="col" className={number}>{t('quantity')}</th>
            <th scope="col" className={number}>{t('unitPrice')}</th>
            <th scope="col" className={number}>{t('valueBeforeVat')}</th>
            <th scope="col" className={number}>{t('vatRate')}</th>
            <th scope="col" className={number}>{t('vat')}</th>
            <th scope="col" className={number}>{t('lineTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={index} className="border-t border-fairway-100">
              <td className="min-w-48 px-4 py-3">{line.description}</td>
              <td className={number}>{localeDigits(String(line.quantity), locale)}</td>
              <td className={number}>{amount(line.unitPricePaisa)}</td>
              <td className={number}>{amount(line.netPaisa)}</td>
              <td className={number}>{t('percent', { rate: line.taxRatePercent })}</td>
              <td className={number}>{amount(line.taxPaisa)}</td>
              <td className={number}>{amount(line.totalPaisa)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </WideTable>
  );
}

/** Totals at the right; `strong` rows stand out. */
export function Totals({ rows }: { rows: [label: string, amount: number, strong?: boolean][] }) {
  const locale = useLocale();
  return (
    <dl className="ml-auto grid max-w-sm grid-cols-[1fr_max-content] gap-x-6 gap-y-1">
      {rows.map(([label, amount, strong]) => (
        <div key={label} className={`contents ${strong ? 'text-lg font-semibold text-fairway-900' : 'text-ink'}`}>
          <dt>{label}</dt>
          <dd className="text-right tabular-nums whitespace-nowrap">{formatMoney(paisa(amount), locale)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A link to a bill's page by its number. */
export const BillLink = ({ id, number }: { id: number; number: string }) => (
  <Link to={documentPaths.invoicePage(id)} className="font-semibold whitespace-nowrap text-river-700 underline underline-offset-4">
    {number}
  </Link>
);

/** What a member reads for a document that is not theirs, or does not exist. */
export function NotFound({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className={`${sheetClass} text-center text-ink`}>
      {children}
    </p>
  );
}

/** Where a document's page leads back to: the Account. */
export function useBackToAccount() {
  const t = useTexts(accountTexts);
  return { to: '/dashboard/payments', label: t('backToPayments') };
}
