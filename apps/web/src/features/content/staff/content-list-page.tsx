import { ArrowDown, ArrowLeft, ArrowUp, ArrowUpToLine, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '@/lib/links';
import type { ContentList } from '@rgcc/shared/content/content-list-constants';
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { errorMessage } from '@/lib/api-client';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { useListChange, type contentListLoader } from './content-lists-api';
import { contentListsTexts, fieldLabel, wordsOf } from './content-lists-texts';
import { imageFieldOf, itemLabel, listPathOf, NotFound } from './list-parts';

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** `/admin/content/:list`: a list's items in order, to edit, move, delete or add to. */
export function ContentListPage() {
  const t = useTexts(contentListsTexts);
  const data = useLoaderData<typeof contentListLoader>();
  if (!data.list) return <NotFound what={t('contentList')} />;
  return <ListEditor key={data.list.key} {...data} list={data.list} />;
}

interface ListEditorProps {
  list: ContentList;
  items: ContentItem[];
  parents: ContentItem[];
  parentId?: number;
}

function ListEditor({ list, items, parents, parentId }: ListEditorProps) {
  const t = useTexts(contentListsTexts);
  const words = wordsOf(list);
  const title = t(words.title);
  const noun = t(words.item);
  const { remove, reorder } = useListChange(list.key);
  const [doomed, setDoomed] = useState<ContentItem | null>(null);
  const image = imageFieldOf(list);
  const busy = reorder.isPending || remove.isPending;

  /** To `to` in the list; the whole order goes in one request. */
  const move = (index: number, to: number) => {
    const ids = items.map((item) => item.id);
    ids.splice(to, 0, ...ids.splice(index, 1));
    reorder.submit(ids, { onError: (error) => toast.error(errorMessage(error, t('couldNotReorder'))) });
  };
  const confirmDelete = () =>
    doomed &&
    remove.submit(doomed.id, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setDoomed(null);
      },
      onError: (error) => {
        toast.error(errorMessage(error, t('couldNotDelete', { item: noun })));
        setDoomed(null);
      },
    });

  return (
    <>
      <PageHeader title={title} eyebrow={t('staffConsole')} inConsole>
        {t(words.description)}
      </PageHeader>
      <Section className="bg-cream">
        <div className="mx-auto max-w-3xl space-y-6">
          <div className="flex flex-wrap items-center justify-between gap-4">
            <Link to="/admin/content" className="inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline">
              <ArrowLeft aria-hidden="true" className="size-4" /> {t('backToContent')}
            </Link>
            {list.growable && (parents.length > 0 || !list.parent) && (
              <ButtonLink to={`${listPathOf(list)}/new${parentId ? `?categoryId=${parentId}` : ''}`}>
                <Plus aria-hidden="true" className="size-4" /> {t('addItem', { item: noun })}
              </ButtonLink>
            )}
          </div>
          {list.parent && (
            <nav aria-label={t('parentNavigation', { parent: fieldLabel(t, list, list.parent.field), list: title.toLowerCase() })} className="flex flex-wrap gap-2">
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
            <p className="rounded-2xl bg-white p-8 text-center text-ink ring-1 ring-fairway-100">{t('nothingHereYet')}</p>
          ) : (
            <ol className="space-y-3" aria-label={title}>
              {items.map((entry, index) => {
                const label = itemLabel(t, list, entry);
                return (
                  <li key={entry.id} className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-fairway-100">
                    {image && (
                      <div className="h-16 w-24 shrink-0 overflow-hidden rounded-lg bg-sand-100">
                        <Picture mediaKey={String(entry[image.name])} alt="" sizes="96px" loading="lazy" className="size-full object-cover" />
                      </div>
                    )}
                    <p className="min-w-0 flex-1 break-words font-semibold text-fairway-800">
                      {label}
                      {entry.available === false && <span className="ml-2 text-sm font-normal text-ink-muted">{t('unavailable')}</span>}
                    </p>
                    <div className="flex flex-wrap gap-1">
                      <ButtonLink variant="ghost" className="px-3 py-2" to={`${listPathOf(list)}/${entry.id}`}>
                        <Pencil aria-hidden="true" className="size-4" /> {t.rich('edit', { hidden }, { label })}
                      </ButtonLink>
                      {list.growable && (
                        <>
                          {/* A new gallery photo comes last of sixty: one step to the top. */}
                          <Button variant="ghost" className="px-3 py-2" disabled={busy || index === 0} onClick={() => move(index, 0)}>
                            <ArrowUpToLine aria-hidden="true" className="size-4" /> {t.rich('moveFirst', { hidden }, { label })}
                          </Button>
                          <Button variant="ghost" className="px-3 py-2" disabled={busy || index === 0} onClick={() => move(index, index - 1)}>
                            <ArrowUp aria-hidden="true" className="size-4" /> {t.rich('moveUp', { hidden }, { label })}
                          </Button>
                          <Button variant="ghost" className="px-3 py-2" disabled={busy || index === items.length - 1} onClick={() => move(index, index + 1)}>
                            <ArrowDown aria-hidden="true" className="size-4" /> {t.rich('moveDown', { hidden }, { label })}
                          </Button>
                          <Button variant="ghost" className="px-3 py-2 text-red-800" disabled={busy} onClick={() => setDoomed(entry)}>
                            <Trash2 aria-hidden="true" className="size-4" /> {t.rich('delete', { hidden }, { label })}
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
        title={t('deleteTitle', { item: noun })}
        confirmLabel={t('yesDelete')}
        pendingLabel={t('deleting')}
        cancelLabel={t('cancel')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDoomed(null)}
      >
        {doomed && (
          <p>
            {t('deleteWarning', { label: itemLabel(t, list, doomed) })}
            {words.deleteNote && <> {t(words.deleteNote)}</>}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
