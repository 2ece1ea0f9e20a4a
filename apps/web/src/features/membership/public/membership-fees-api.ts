import type { LoaderFunctionArgs } from 'react-router';
import { readContent } from '@/lib/page-data';
import type { MembershipCategory } from '@rgcc/shared/content/content';

/** The categories as staff last edited them (Content > Membership categories). */
export async function membershipFeesLoader(args: LoaderFunctionArgs) {
  return { categories: await readContent<MembershipCategory[]>(args, '/api/membership-categories') };
}
