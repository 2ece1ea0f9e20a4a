import { useState } from 'react';
import { Link } from '@/lib/links';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { directoryConsentLabel } from '@rgcc/shared/golf/course-constants';
import { useDirectoryConsent } from './api';

/**
 * The member's say over the member directory: a switch, off until they turn it on, saved as soon
 * as it moves (and put back if the save fails). It waits for the page to hydrate, like a submit
 * button (decision 0029).
 */
export function DirectoryConsentSwitch({ showsContact }: { showsContact: boolean }) {
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
          toast.error(errorMessage(error, 'We could not save your choice. Please try again.'));
        },
      },
    );
  };
  return (
    <section aria-labelledby="directory-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <h2 id="directory-heading" className="text-2xl text-fairway-900">
        Member directory
      </h2>
      <p className="mt-2 text-ink-muted">
        Other members see your name, member ID, category and handicap in the{' '}
        <Link to="/dashboard/directory" className="font-semibold text-fairway-800 underline underline-offset-4">
          member directory
        </Link>
        . Your email and mobile show only if you allow it.
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
        <span className="font-semibold text-fairway-800">{directoryConsentLabel}</span>
      </label>
    </section>
  );
}
