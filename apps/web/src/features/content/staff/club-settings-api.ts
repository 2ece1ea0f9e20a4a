import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { api } from '@/lib/api-client';
import { forgetClubDetails } from '@/lib/current-account';
import { readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';
// Types only: a value import from the schema module would pull zod into the console's first load.
import type { ClubDetailsInput, ClubSettings, ClubSettingsSaved, CourseStatusInput, OpeningHoursInput } from '@rgcc/shared/content/club-settings';

/** What staff edit under Content; the server refuses roles without Content (403 with its reason). */
export async function clubSettingsLoader(args: LoaderFunctionArgs) {
  return { settings: await readSignedIn<ClubSettings>(args, '/api/admin/club-settings') };
}

interface Inputs {
  details: ClubDetailsInput;
  hours: OpeningHoursInput;
  'course-status': CourseStatusInput;
}

/** Saves one form; then every loader runs again, the root's and the sign-in guard's (the details it kept forgotten), so the footer shows the new values at once. */
export function useSaveSettings<K extends keyof Inputs>(what: K) {
  const revalidator = useRevalidator();
  return useSubmission({
    send: (input: Inputs[K]) => api.put<ClubSettingsSaved>(`/api/admin/club-settings/${what}`, input),
    onSuccess: () => {
      forgetClubDetails();
      void revalidator.revalidate();
    },
  });
}
