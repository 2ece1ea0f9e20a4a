import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { telHref, useClub } from '@/lib/club';
import { useTexts } from '@/lib/texts';
import { contactTexts } from './contact-texts';

const linkClass = 'font-semibold text-river-700 underline decoration-river-100 underline-offset-4 hover:text-river-500 hover:decoration-river-500';

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100">
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-fairway-50 text-fairway-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-sm font-semibold tracking-[0.15em] text-sand-700 uppercase">{title}</h3>
        <div className="mt-2 text-ink">{children}</div>
      </div>
    </li>
  );
}

/** How to reach the club: the addresses, the phone and the office hours. */
export function ContactDetails() {
  const { details, hours } = useClub();
  const t = useTexts(contactTexts);
  return (
    <ul className="grid gap-4">
      <DetailCard icon={<Mail className="size-5" />} title={t('email')}>
        <ul className="space-y-1.5">
          <li>
            <a href={`mailto:${details.email}`} className={`${linkClass} break-all`}>
              {details.email}
            </a>
            <span className="block text-sm text-ink-muted">{t('generalEnquiries')}</span>
          </li>
          <li>
            <a href={`mailto:${details.membershipEmail}`} className={`${linkClass} break-all`}>
              {details.membershipEmail}
            </a>
            <span className="block text-sm text-ink-muted">{t('membershipEnquiries')}</span>
          </li>
        </ul>
      </DetailCard>
      <DetailCard icon={<Phone className="size-5" />} title={t('phone')}>
        <a href={telHref(details.phone)} className={linkClass}>
          {details.phone}
        </a>
        <span className="block text-sm text-ink-muted">{t('duringOfficeHours')}</span>
      </DetailCard>
      <DetailCard icon={<Clock className="size-5" />} title={t('workingHours')}>
        <dl className="space-y-1.5">
          {hours.club.map((row) => (
            <div key={row.days} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-fairway-800">{row.days}</dt>{' '}
              <dd>{row.hours === 'Closed' ? t('closed') : row.hours}</dd>
            </div>
          ))}
        </dl>
      </DetailCard>
    </ul>
  );
}
