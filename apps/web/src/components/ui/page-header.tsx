import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * The title band every inner page opens with; also names the page in the browser tab. In the staff
 * console it sits under the console's navigation, which already clears the fixed site header.
 */
export function PageHeader({ title, eyebrow, children, inConsole = false }: { title: string; eyebrow?: string; children?: ReactNode; inConsole?: boolean }) {
  useDocumentTitle(title);
  return (
    <header className={`bg-fairway-800 px-4 text-center text-cream ${inConsole ? 'pt-10 pb-10' : 'pt-28 pb-14 sm:pt-32'}`}>
      {eyebrow && <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-sand-300 uppercase">{eyebrow}</p>}
      <h1 className="mx-auto max-w-3xl text-4xl text-cream sm:text-5xl">{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-fairway-100">{children}</div>}
    </header>
  );
}

/** A titled band of a page. */
export function Section({
  title,
  eyebrow,
  children,
  className = '',
  id,
  wide = false,
}: {
  title?: string;
  eyebrow?: string;
  children: ReactNode;
  className?: string;
  id?: string;
  /** Room for four 300 px carousel cards side by side (1,280 px instead of 1,152 px). */
  wide?: boolean;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={`px-4 py-16 sm:py-20 ${className}`}>
      <div className={`mx-auto ${wide ? 'max-w-7xl' : 'max-w-6xl'}`}>
        {eyebrow && <p className="mb-2 text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{eyebrow}</p>}
        {title && (
          <h2 id={headingId} className="mb-8 text-3xl sm:text-4xl">
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}
