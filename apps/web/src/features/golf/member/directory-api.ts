import type { LoaderFunctionArgs } from 'react-router';
import { readSignedIn, readSignedInIfThere } from '@/lib/page-data';
import { listUrl, readListState } from '@rgcc/shared/common/list-filters';
import { directoryFilters } from '@rgcc/shared/golf/course-constants';
import { memberIdPattern } from '@rgcc/shared/membership/member-id-pattern';
// Types only: the schema module would pull zod into the page's first load.
import type { DirectoryEntry, DirectoryPage } from '@rgcc/shared/golf/course';

/** `/dashboard/directory?q=&page=`: a page of the member directory. */
export async function directoryLoader(args: LoaderFunctionArgs) {
  const filters = readListState(directoryFilters, new URL(args.request.url).searchParams);
  return { filters, directory: await readSignedIn<DirectoryPage>(args, listUrl('/api/member/directory', directoryFilters, filters)) };
}

/**
 * `/dashboard/directory/:memberId`: a member's entry; null when no active member has the ID, or
 * it is not a member ID in any case (the page says so) rather than an error.
 */
export async function directoryEntryLoader(args: LoaderFunctionArgs) {
  const memberId = args.params.memberId ?? '';
  return { entry: memberIdPattern.test(memberId.toUpperCase()) ? await readSignedInIfThere<DirectoryEntry>(args, `/api/member/directory/${encodeURIComponent(memberId)}`) : null };
}
