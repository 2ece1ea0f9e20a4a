import type { ReactNode } from 'react';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import { PageHeader } from '@/components/ui/page-header';
import { addressOnOneLine, telHref, useClub } from '@/lib/club';
import { Link } from '@/lib/links';
import { useTexts, type Tags } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { legalTexts } from './legal-texts';

export interface DocumentSection {
  id: string;
  title: string;
  body: ReactNode;
}

// Prose rhythm for the plain elements the sections are written in.
const proseClass = [
  'space-y-4 text-base leading-7 text-ink sm:text-[1.0625rem] sm:leading-8',
  '[&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ul]:marker:text-sand-700',
  '[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ol]:marker:font-semibold [&_ol]:marker:text-fairway-700',
  '[&_h3]:pt-2 [&_h3]:text-xl [&_h3]:text-fairway-800',
  '[&_strong]:font-semibold [&_strong]:text-fairway-800',
  '[&_a]:font-semibold [&_a]:text-river-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-river-500 [&_a[href^=tel]]:whitespace-nowrap',
].join(' ');

/** The shared frame of the help, privacy and terms pages: title band, contents list, sections. */
export function LegalDocument({
  title,
  eyebrow,
  intro,
  updated,
  sections,
}: {
  title: string;
  eyebrow: string;
  intro: ReactNode;
  /** Shown as "Last updated"; an ISO date. */
  updated?: string;
  sections: DocumentSection[];
}) {
  const locale = useLocale();
  const t = useTexts(legalTexts);
  return (
    <>
      <PageHeader title={title} eyebrow={eyebrow}>
        {intro}
      </PageHeader>
      <div className="px-4 py-14 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
          <nav aria-label={t('onThisPage')} className="lg:sticky lg:top-24 lg:self-start">
            <p className="text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{t('onThisPage')}</p>
            <ol className="mt-4 grid gap-1 border-l-2 border-fairway-100 sm:grid-cols-2 lg:grid-cols-1">
              {sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-0.5 block border-l-2 border-transparent py-1.5 pl-4 text-sm text-ink-muted hover:border-fairway-500 hover:text-fairway-800"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <article className="max-w-3xl">
            {updated && (
              <p className="mb-10 text-sm text-ink-muted">
                {t.rich('lastUpdated', { time: (date) => <time dateTime={updated}>{date}</time> }, { date: formatCalendarDate(updated, locale) })}
              </p>
            )}
            <div className="space-y-14">
              {sections.map((section) => (
                <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
                  <h2 id={`${section.id}-heading`} className="mb-5 text-2xl sm:text-3xl">
                    {section.title}
                  </h2>
                  <div className={proseClass}>{section.body}</div>
                </section>
              ))}
            </div>
          </article>
        </div>
      </div>
    </>
  );
}

/** A short highlighted note within a section. */
export function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border-l-4 border-sand-500 bg-sand-100/60 px-5 py-4 text-ink">{children}</p>;
}

/** A message's `<tag>…</tag>` made a link to a page of the site (in the page's language). */
export const pageLink =
  (to: string) =>
  (chunks: ReactNode): ReactNode => <Link to={to}>{chunks}</Link>;

/** The emphasis the documents' messages use: `<strong>…</strong>` and `<em>…</em>`. */
export const emphasis: Tags = {
  strong: (chunks) => <strong>{chunks}</strong>,
  em: (chunks) => <em>{chunks}</em>,
};

/**
 * The club's contact details as staff set them, for the documents' messages: the values
 * `{phone}`, `{bookingPhone}`, `{email}`, `{membershipEmail}` and `{address}`, and tags of the
 * same names that make a number or an address a link (`<phone>{phone}</phone>`). An email link
 * opens with `emailSubject` when one is given.
 */
export function useClubContact(emailSubject?: string) {
  const { details } = useClub();
  const mailto = (email: string) => `mailto:${email}${emailSubject ? `?subject=${encodeURIComponent(emailSubject)}` : ''}`;
  const tags: Tags = {
    phone: (chunks) => <a href={telHref(details.phone)}>{chunks}</a>,
    bookingPhone: (chunks) => <a href={telHref(details.bookingPhone)}>{chunks}</a>,
    email: (chunks) => <a href={mailto(details.email)}>{chunks}</a>,
    membershipEmail: (chunks) => <a href={mailto(details.membershipEmail)}>{chunks}</a>,
  };
  const values = {
    phone: details.phone,
    bookingPhone: details.bookingPhone,
    email: details.email,
    membershipEmail: details.membershipEmail,
    address: addressOnOneLine(details.address),
  };
  return { tags, values };
}
