import { Mail, MapPin, Phone } from 'lucide-react';
import { Suspense } from 'react';
import { Link } from '@/lib/links';
import { formLoadedOnFirstUse } from '@/lib/form-on-first-use';
import { addressOnOneLine, clubName, telHref, useClub } from '@/lib/club';
import { useClubToday } from '@/lib/use-club-today';
import { useTexts } from '@/lib/texts';
import { useLocale } from '@/lib/use-locale';
import { localeDigits } from '@rgcc/shared/format/number';
import { siteTexts } from './site-texts';
import { footerPolicyLinks, footerQuickLinks, type NavLinkItem } from './navigation';

/** On every page, and used by few: its code comes when a visitor reaches for it. */
const NewsletterForm = formLoadedOnFirstUse(() => import('@/features/comms/public/newsletter-form').then((module) => module.NewsletterForm));

/** The year at the club, where the page is shown. */
const useClubYear = () => useClubToday().slice(0, 4);

function FooterLinks({ links, className }: { links: NavLinkItem[]; className: string }) {
  const t = useTexts(siteTexts);
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to} className="hover:text-cream">
            {t(link.label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The club's contact details as staff set them (the root loader's data). */
function FooterContact() {
  const { details } = useClub();
  const t = useTexts(siteTexts);
  return (
    <div>
      <h2 className="mb-4 font-sans text-sm font-semibold tracking-widest text-sand-300 uppercase">{t('contact')}</h2>
      <ul className="space-y-3 text-sm">
        <li className="flex gap-2">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          <a href={telHref(details.phone)} className="hover:text-cream">
            {details.phone}
          </a>
        </li>
        <li className="flex gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <a href={`mailto:${details.email}`} className="break-all hover:text-cream">
            {details.email}
          </a>
        </li>
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <address className="not-italic">{addressOnOneLine(details.address)}</address>
        </li>
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const t = useTexts(siteTexts);
  const locale = useLocale();
  return (
    <footer className="bg-fairway-900 px-4 pt-16 pb-8 text-fairway-100">
      {/* grid-cols-1 on phones: an implicit column is as wide as its widest content, and the
          newsletter row made the page wider than a 390 px screen. */}
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-10 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-serif text-xl text-cream">{clubName}</p>
          <p className="mt-3 text-sm leading-relaxed">{t('footerBlurb')}</p>
        </div>
        {/* Each column with links, icons or the form hydrates in a task of its own (decision 0012). */}
        <Suspense>
          <FooterContact />
        </Suspense>
        <Suspense>
          <nav aria-label={t('quickLinks')}>
            <h2 className="mb-4 font-sans text-sm font-semibold tracking-widest text-sand-300 uppercase">{t('quickLinks')}</h2>
            <FooterLinks links={footerQuickLinks} className="grid grid-cols-2 gap-2 text-sm" />
          </nav>
        </Suspense>
        <Suspense>
          <div>
            <h2 className="mb-4 font-sans text-sm font-semibold tracking-widest text-sand-300 uppercase">{t('newsletter')}</h2>
            <NewsletterForm />
          </div>
        </Suspense>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-col items-center justify-between gap-4 border-t border-fairway-700 pt-6 text-sm sm:flex-row">
        <p>{t('copyright', { year: localeDigits(useClubYear(), locale), club: clubName })}</p>
        <Suspense>
          <nav aria-label={t('policies')}>
            <FooterLinks links={footerPolicyLinks} className="flex flex-wrap justify-center gap-x-6 gap-y-2" />
          </nav>
        </Suspense>
      </div>
    </footer>
  );
}
