import { Phone } from 'lucide-react';
import { telHref, useClub } from '@/lib/club';

/** The club office's phone, for what cannot wait for an answer in writing. */
export function CallTheOffice() {
  const { phone } = useClub().details;
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-white p-5 text-ink shadow-sm ring-1 ring-fairway-100">
      <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fairway-600" />
      <span>
        Something urgent? Call the club office on{' '}
        <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-river-700 underline underline-offset-4 hover:text-river-500">
          {phone}
        </a>
        .
      </span>
    </p>
  );
}
