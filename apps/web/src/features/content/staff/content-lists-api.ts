import { useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { contentListKeys, contentListOf, type ContentList, type ContentListKey } from '@rgcc/shared/content/content-list-constants';
// Types only: the schema module would pull zod into the console's first load.
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { api } from '@/lib/api-client';
import { isRowId, readSignedIn } from '@/lib/page-data';
import { useSubmission } from '@/lib/use-submission';

const isListKey = (key: string | undefined): key is ContentListKey => (contentListKeys as readonly string[]).includes(key ?? '');
const listPath = (key: ContentListKey, parentId?: number) => `/api/admin/content/${key}${parentId ? `?categoryId=${parentId}` : ''}`;

/** The items a dish may belong to, for its Category select and the list's filter. */
async function parentsOf(args: LoaderFunctionArgs, list: ContentList): Promise<ContentItem[]> {
  return list.parent ? readSignedIn<ContentItem[]>(args, listPath(list.parent.list as ContentListKey)) : [];
}

/** `/admin/content/:list`, dishes of one category with `?categoryId=` (the first category by default). */
export async function contentListLoader(args: LoaderFunctionArgs) {
  if (!isListKey(args.params.list)) return { list: null };
  const list = contentListOf(args.params.list);
  const parents = await parentsOf(args, list);
  const asked = Number(new URL(args.request.url).searchParams.get('categoryId'));
  const parentId = list.parent ? (parents.find((parent) => parent.id === asked) ?? parents[0])?.id : undefined;
  const items = list.parent && parentId === undefined ? [] : await readSignedIn<ContentItem[]>(args, listPath(args.params.list, parentId));
  return { list, items, parents, parentId };
}

/** `/admin/content/:list/new` and `/admin/content/:list/:id`; the item is found in its list (a few dozen at most). */
export async function contentItemLoader(args: LoaderFunctionArgs) {
  if (!isListKey(args.params.list)) return { list: null };
  const list = contentListOf(args.params.list);
  const parents = await parentsOf(args, list);
  if (!args.params.id) return { list, item: null, found: true, parents };
  const items = isRowId(args.params.id) ? await readSignedIn<ContentItem[]>(args, listPath(args.params.list)) : [];
  const item = items.find((candidate) => String(candidate.id) === args.params.id) ?? null;
  return { list, item, found: item !== null, parents };
}

export function useSaveItem(key: string, id: number | null) {
  return useSubmission({
    send: (input: Record<string, unknown>) =>
      id === null ? api.post<ContentItem>(`/api/admin/content/${key}`, input) : api.put<ContentItem>(`/api/admin/content/${key}/${id}`, input),
  });
}

/** Deleting and reordering from the list: the list is read again, whatever the answer (someone else may have changed it). */
export function useListChange(key: string) {
  const revalidator = useRevalidator();
  const onSettled = () => void revalidator.revalidate();
  return {
    remove: useSubmission({ send: (id: number) => api.delete<MessageReply>(`/api/admin/content/${key}/${id}`), onSettled }),
    reorder: useSubmission({ send: (ids: number[]) => api.put<ContentItem[]>(`/api/admin/content/${key}/order`, { ids }), onSettled }),
  };
}
