import { useState } from 'react';
import { Link } from '@/lib/links';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { useTexts } from '@/lib/texts';
import { useDirectoryConsent } from './api';
import { membershipTexts } from './membership-texts';

/**
 * The member's say over the member directory: a switch, off until they turn it on, saved as soon
 * as it moves (and put back if the save fails). It waits for the page to hydrate, like a submit
 * button (decision 0029).
 */
export function DirectoryConsentSwitch({ showsContact }: { showsContact: boolean }) {
  const t = useTexts(membershipTexts);
  const hydrated = useHydrated();
  const save = useDirectoryConsent();
  const [checked, setChecked] = useState(showsContact);
  const change = (next: boolean) => {
    setChecked(next);
    save.submit(
      { showsContact: next },
      {
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => {
          setChecked(!next);
          toast.error(errorMessage(error, t('choiceNotSaved')));
        },
      },
    );
  };
  return (
    <section aria-labelledby="directory-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="directory-heading" className="text-2xl text-fairway-900">
        {t('memberDirectory')}
      </h2>
      <p className="mt-2 text-ink-muted">
        {t.rich('directoryShows', {
          link: (chunks) => (
            <Link to="/dashboard/directory" className="font-semibold text-fairway-800 underline underline-offset-4">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <label className="mt-4 flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={checked}
          className="mt-1 size-5 shrink-0 accent-fairway-700"
          checked={checked}
          disabled={!hydrated || save.isPending}
          onChange={(event) => change(event.target.checked)}
        />
        <span className="font-semibold text-fairway-800">{t('directoryConsent')}</span>
      </label>
    </section>
  );
}
