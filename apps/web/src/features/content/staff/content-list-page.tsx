import { ArrowDown, ArrowLeft, ArrowUp, ArrowUpToLine, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import type { ContentList } from '@rgcc/shared/content/content-list-constants';
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useListChange, type contentListLoader } from './content-lists-api';
import { imageFieldOf, itemLabel, listPathOf, NotFound } from './list-parts';

/** `/admin/content/:list`: a list's items in order, to edit, move, delete or add to. */
export function ContentListPage() {
  const data = useLoaderData<typeof contentListLoader>();
  if (!data.list) return <NotFound what="Content list" />;
  return <ListEditor key={data.list.key} {...data} list={data.list} />;
}

interface ListEditorProps {
  list: ContentList;
  items: ContentItem[];
  parents: ContentItem[];
  parentId?: number;
}

function ListEditor({ list, items, parents, parentId }: ListEditorProps) {
  const { remove, reorder } = useListChange(list.key);
  const [doomed, setDoomed] = useState<ContentItem | null>(null);
  const image = imageFieldOf(list);
  const busy = reorder.isPending || remove.isPending;

  /** To `to` in the list; the whole order goes in one request. */
  const move = (index: number, to: number) => {
    const ids = items.map((item) => item.id);
    ids.splice(to, 0, ...ids.splice(index, 1));
    reorder.submit(ids, { onError: (error) => toast.error(errorMessage(error, 'We could not change the order. Please try again.')) });
  };
  const confirmDelete = () =>
    doomed &&
    remove.submit(doomed.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDoomed(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, `We could not delete the ${list.item}. Please try again.`));
        setDoomed(null);
      },
    });

  return (
    <>
      <PageHeader title={list.title} eyebrow="Staff console" inConsole>
        {list.description}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-3xl space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Link to="/admin/content" className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" /> Back to Content
            </Link>
            {list.growable && (parents.length > 0 || !list.parent) && (
              <ButtonLink to={`${listPathOf(list)}/new${parentId ? `?categoryId=${parentId}` : ''}`}>
                <Plus aria-hidden="true" className="size-4" /> Add a {list.item}
              </ButtonLink>
            )}
          </div>
          {list.parent && (
            <nav aria-label={`${list.parent.label} of the ${list.title.toLowerCase()}`} className="flex flex-wrap gap-2">
              {parents.map((parent) => (
                <Link
                  key={parent.id}
                  to={`${listPathOf(list)}?categoryId=${parent.id}`}
                  aria-current={parent.id === parentId ? 'page' : undefined}
                  className="rounded-full px-4 py-2 text-sm font-semibold text-fairway-800 ring-1 ring-fairway-200 hover:bg-fairway-50 aria-[current=page]:bg-fairway-700 aria-[current=page]:text-cream"
                >
                  {String(parent.name)}
                </Link>
              ))}
            </nav>
          )}
          {items.length === 0 ? (
            <p className="rounded-2xl bg-white p-8 text-center text-ink ring-1 ring-fairway-100">Nothing here yet.</p>
          ) : (
            <ol className="space-y-3" aria-label={list.title}>
              {items.map((item, index) => {
                const label = itemLabel(list, item);
                return (
                  <li key={item.id} className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-fairway-100">
                    {image && (
                      <div className="h-16 w-24 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                        <Picture mediaKey={String(item[image.name])} alt="" sizes="96px" loading="lazy" className="size-full object-cover" />
                      </div>
                    )}
                    <p className="min-w-0 flex-1 break-words font-semibold text-fairway-800">
                      {label}
                      {item.available === false && <span className="ml-2 text-sm font-normal text-ink-muted">(unavailable)</span>}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <ButtonLink variant="ghost" className="px-3 py-2" to={`${listPathOf(list)}/${item.id}`}>
                        <Pencil aria-hidden="true" className="size-4" /> Edit<span className="sr-only"> {label}</span>
                      </ButtonLink>
                      {list.growable && (
                        <>
                          {/* A new gallery photo comes last of sixty: one step to the top. */}
                          <Button variant="ghost" className="px-3 py-2" disabled={busy || index === 0} onClick={() => move(index, 0)}>
                            <ArrowUpToLine aria-hidden="true" className="size-4" /> Move first<span className="sr-only"> {label}</span>
                          </Button>
                          <Button variant="ghost" className="px-3 py-2" disabled={busy || index === 0} onClick={() => move(index, index - 1)}>
                            <ArrowUp aria-hidden="true" className="size-4" /> Move up<span className="sr-only"> {label}</span>
                          </Button>
                          <Button variant="ghost" className="px-3 py-2" disabled={busy || index === items.length - 1} onClick={() => move(index, index + 1)}>
                            <ArrowDown aria-hidden="true" className="size-4" /> Move down<span className="sr-only"> {label}</span>
                          </Button>
                          <Button variant="ghost" className="px-3 py-2 text-red-800" disabled={busy} onClick={() => setDoomed(item)}>
                            <Trash2 aria-hidden="true" className="size-4" /> Delete<span className="sr-only"> {label}</span>
                          </Button>
                        </>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </div>
      </Section>
      <ConfirmDialog
        open={doomed !== null}
        title={`Delete this ${list.item}?`}
        confirmLabel="Yes, delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      >
        {doomed && (
          <p>
            “{itemLabel(list, doomed)}” leaves the site at once. This cannot be undone.
            {list.deleteNote && ` ${list.deleteNote}`}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
