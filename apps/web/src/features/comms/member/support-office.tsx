import { Phone } from 'lucide-react';
import { telHref, useClub } from '@/lib/club';
import { useTexts } from '@/lib/texts';
import { supportTexts } from './support-texts';

/** The club office's phone, for what cannot wait for an answer in writing. */
export function CallTheOffice() {
  const t = useTexts(supportTexts);
  const { phone } = useClub().details;
  return (
    <p className="flex items-start gap-3 rounded-2xl bg-white p-5 text-ink shadow-sm ring-1 ring-fairway-100">
      <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-fairway-600" />
      <span>
        {t.rich(
          'callTheOffice',
          {
            phone: (chunks) => (
              <a href={telHref(phone)} className="font-semibold whitespace-nowrap text-river-700 underline underline-offset-4 hover:text-river-500">
                {chunks}
              </a>
            ),
          },
          { phone },
        )}
      </span>
    </p>
  );
}
