import type { LoaderFunctionArgs } from 'react-router';
import { readSignedIn } from '@/lib/page-data';
import { listUrl, readListState } from '@rgcc/shared/common/list-filters';
import { directoryFilters } from '@rgcc/shared/golf/course-constants';
// Types only: the schema module would pull zod into the page's first load.
import type { DirectoryEntry, DirectoryPage } from '@rgcc/shared/golf/course';

/** `/dashboard/directory?q=&page=`: a page of the member directory. */
export async function directoryLoader(args: LoaderFunctionArgs) {
  const filters = readListState(directoryFilters, new URL(args.request.url).searchParams);
  return { filters, directory: await readSignedIn<DirectoryPage>(args, listUrl('/api/member/directory', directoryFilters, filters)) };
}

/** A member ID as the card writes it; anything else is no entry (the page says so) rather than an error. */
const memberIdPattern = /^M-\d{4,9}$/i;

/** `/dashboard/directory/:memberId`: a member's entry; null when no active member has the ID. */
export async function directoryEntryLoader(args: LoaderFunctionArgs) {
  const memberId = args.params.memberId ?? '';
  return { entry: memberIdPattern.test(memberId) ? await readSignedIn<DirectoryEntry | null>(args, `/api/member/directory/${encodeURIComponent(memberId)}`) : null };
}
