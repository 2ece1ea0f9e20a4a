import { ArrowLeft, Film, ImagePlus } from 'lucide-react';
import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useLoaderData, useSearchParams } from 'react-router';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { writtenFieldsOf, type ContentField, type ContentList } from '@rgcc/shared/content/content-list-constants';
import type { ContentItem } from '@rgcc/shared/content/content-lists';
import { emptyVideoMessage, maxVideoUploadBytes, videoTooLargeMessage } from '@rgcc/shared/common/uploads';
import { videoUrl } from '@rgcc/shared/content/media-variants';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { errorMessage } from '@/lib/api-client';
import { inPageLanguage } from '@/lib/message-language';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { uploadPublicImage, uploadPublicVideo, type UploadProgress } from '@/lib/public-media';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { useSaveItem, type contentItemLoader } from './content-lists-api';
import { checkboxHintKey, contentListsTexts, fieldLabel, wordsOf } from './content-lists-texts';
import { itemLabel, listPathOf, NotFound } from './list-parts';

type Values = Record<string, unknown>;

/** `/admin/content/:list/new` and `/admin/content/:list/:id`: one item's form, its fields from the list's description. */
export function ContentItemPage() {
  const t = useTexts(contentListsTexts);
  const data = useLoaderData<typeof contentItemLoader>();
  if (!data.list) return <NotFound what={t('contentList')} />;
  const { list, item, found, parents } = data;
  const words = wordsOf(list);
  if (!found) return <NotFound what={t(words.itemCapital)} />;
  return (
    <>
      <PageHeader title={item ? t('editItem', { label: itemLabel(t, list, item) }) : t('addItem', { item: t(words.item) })} eyebrow={t('staffConsole')} inConsole />
      <Section className="bg-cream">
        <div className="mx-auto max-w-3xl">
          <Link to={listPathOf(list)} className="mb-6 inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" /> {t('backToList', { list: t(words.title).toLowerCase() })}
          </Link>
          <ItemForm key={item?.id ?? 'new'} list={list} item={item} parents={parents} />
        </div>
      </Section>
    </>
  );
}

/** A new item's values: empty text (in Bangla too), no number yet, each checkbox as its description says. */
function blankValues(list: ContentList, parentId: number | undefined): Values {
  const values: Values = Object.fromEntries(list.fields.map((field) => [field.name, field.kind === 'checkbox' ? field.initial : field.kind === 'number' ? undefined : '']));
  values.bn = Object.fromEntries(writtenFieldsOf(list).map((field) => [field.name, '']));
  if (list.parent) values[list.parent.field] = parentId;
  return values;
}

/** An item's values as its form edits them: no link is an empty field, nor a text without Bangla. */
function formValues(list: ContentList, item: ContentItem): Values {
  const values: Values = Object.fromEntries(list.fields.map((field) => [field.name, item[field.name] ?? '']));
  values.bn = Object.fromEntries(writtenFieldsOf(list).map((field) => [field.name, item.bn[field.name] ?? '']));
  if (list.parent) values[list.parent.field] = item[list.parent.field];
  return values;
}

function ItemForm({ list, item, parents }: { list: ContentList; item: ContentItem | null; parents: ContentItem[] }) {
  const t = useTexts(contentListsTexts);
  const navigate = useLocalisedNavigate();
  const [search] = useSearchParams();
  const askedParent = parents.find((parent) => String(parent.id) === search.get('categoryId')) ?? parents[0];
  const form = useForm<Values>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/content-lists').then((module) => module.contentItemSchema(list))),
    mode: 'onTouched',
    defaultValues: item ? formValues(list, item) : blankValues(list, askedParent?.id),
  });
  const save = useSaveItem(list.key, item?.id ?? null);
  const [uploading, setUploading] = useState(false);
  const fieldNames = [...list.fields.map((field) => field.name), ...writtenFieldsOf(list).map((field) => `bn.${field.name}`), ...(list.parent ? [list.parent.field] : [])];

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: (saved) => {
        toast.success(t('itemSaved', { label: itemLabel(t, list, saved) }));
        const parentId = list.parent ? saved[list.parent.field] : undefined;
        void navigate(`${listPathOf(list)}${parentId ? `?categoryId=${parentId}` : ''}`);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, fieldNames)) toast.error(errorMessage(error, t('couldNotSave', { item: t(wordsOf(list).item) })));
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      {list.parent && (
        <Field label={fieldLabel(t, list, list.parent.field)} error={form.formState.errors[list.parent.field]?.message as string | undefined}>
          {(control) => (
            <select {...form.register(list.parent!.field, { valueAsNumber: true })} {...control}>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {String(parent.name)}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {list.fields.map((field) => (
        <ItemField key={field.name} list={list} field={field} form={form} onUploading={setUploading} />
      ))}
      <Button type="submit" disabled={save.isPending || uploading}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}

interface ItemFieldProps<F extends ContentField = ContentField> {
  list: ContentList;
  field: F;
  form: UseFormReturn<Values>;
  onUploading: (uploading: boolean) => void;
}

function ItemField({ list, field, form, onUploading }: ItemFieldProps) {
  const t = useTexts(contentListsTexts);
  const label = fieldLabel(t, list, field.name);
  const error = form.formState.errors[field.name]?.message as string | undefined;
  const banglaError = (form.formState.errors.bn as Record<string, { message?: string } | undefined> | undefined)?.[field.name]?.message;
  switch (field.kind) {
    case 'text':
    case 'long-text':
      return (
        <div className="space-y-4">
          {field.kind === 'text' ? (
            <TextField label={label} {...form.register(field.name)} error={error} maxLength={field.max} />
          ) : (
            <TextAreaField label={label} rows={4} {...form.register(field.name)} error={error} maxLength={field.max} />
          )}
          <BanglaVersion label={label} long={field.kind === 'long-text'} {...form.register(`bn.${field.name}`)} error={banglaError} maxLength={field.max} />
        </div>
      );
    case 'url':
      return <TextField label={label} hint={t('urlHint', { prefix: 'https://' })} type="url" inputMode="url" {...form.register(field.name)} error={error} />;
    case 'number':
      return (
        <TextField
          label={field.unit ? t('withUnit', { label, unit: field.unit }) : label}
          type="number"
          inputMode="numeric"
          min={field.min}
          max={field.max}
          step={1}
          {...form.register(field.name, { valueAsNumber: true })}
          error={error}
        />
      );
    case 'checkbox': {
      const hint = checkboxHintKey(field);
      return (
        <label className="flex items-start gap-3">
          <input type="checkbox" className="mt-1 size-5 accent-fairway-700" {...form.register(field.name)} />
          <span>
            <span className="block text-sm font-semibold text-fairway-800">{label}</span>
            {hint && <span className="block text-sm text-ink-muted">{t(hint)}</span>}
          </span>
        </label>
      );
    }
    case 'image':
      return (
        <UploadField
          list={list}
          field={field}
          form={form}
          onUploading={onUploading}
          error={error}
          accept="image/*"
          icon={<ImagePlus aria-hidden="true" className="size-4" />}
          failure={t('imageUploadFailed')}
          upload={(file) => uploadPublicImage(file, field.folder)}
          preview={(key) => (
            <div className="w-48 overflow-hidden rounded-lg bg-sand-100">
              <Picture mediaKey={key} alt={t('fileNow', { noun: label.toLowerCase() })} sizes="192px" loading="lazy" className="w-full object-cover" />
            </div>
          )}
        />
      );
    case 'video':
      return (
        <UploadField
          list={list}
          field={field}
          form={form}
          onUploading={onUploading}
          error={error}
          accept="video/mp4,video/webm"
          hint={t('videoHint', { codec: 'H.264', megabytes: maxVideoUploadBytes / 1024 / 1024 })}
          icon={<Film aria-hidden="true" className="size-4" />}
          failure={t('videoUploadFailed')}
          refuse={(file) => (file.size === 0 ? emptyVideoMessage : file.size > maxVideoUploadBytes ? videoTooLargeMessage : null)}
          upload={uploadPublicVideo}
          preview={(key) => (
            <video src={videoUrl(key)} controls preload="metadata" aria-label={t('fileNow', { noun: label.toLowerCase() })} className="aspect-video w-72 max-w-full rounded-lg bg-fairway-900" />
          )}
        />
      );
  }
}

interface UploadFieldProps extends ItemFieldProps {
  error: string | undefined;
  /** The chooser's file types (a hint to the browser: the server checks the bytes). */
  accept: string;
  hint?: string;
  icon: ReactNode;
  /** Said when the upload fails without a message from the server. */
  failure: string;
  /** Why a file is refused before it is sent, if it is. */
  refuse?: (file: File) => string | null;
  upload: (file: File, onProgress: UploadProgress) => Promise<string>;
  /** The file the field names now. */
  preview: (key: string) => ReactNode;
}

/** An uploaded file of the item: what it is now, and a chooser that uploads a new one, used once the form is saved. */
function UploadField({ list, field, form, onUploading, error, accept, hint, icon, failure, refuse, upload, preview }: UploadFieldProps) {
  const t = useTexts(contentListsTexts);
  const label = fieldLabel(t, list, field.name);
  const key = form.watch(field.name) as string;
  const [status, setStatus] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const hintId = useId();

  const choose = async (change: ChangeEvent<HTMLInputElement>) => {
    const file = change.target.files?.[0];
    change.target.value = '';
    if (!file) return;
    form.clearErrors(field.name);
    const refusal = refuse?.(file);
    if (refusal) {
      form.setError(field.name, { type: 'server', message: t('fileProblem', { file: file.name, problem: await inPageLanguage(refusal) }) });
      return;
    }
    onUploading(true);
    setStatus(t('uploadingFile', { file: file.name }));
    setProgress(0);
    try {
      form.setValue(field.name, await upload(file, setProgress), { shouldDirty: true, shouldValidate: true });
      setStatus(t('fileUploaded', { file: file.name }));
    } catch (failed) {
      setStatus('');
      form.setError(field.name, { type: 'server', message: t('fileProblem', { file: file.name, problem: errorMessage(failed, failure) }) });
    }
    setProgress(null);
    onUploading(false);
  };

  const noun = label.toLowerCase();
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-fairway-800">{label}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {key ? preview(key) : <p className="text-ink-muted">{t('noFileYet', { noun })}</p>}
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-fairway-700 px-5 py-2.5 text-sm font-semibold text-fairway-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-fairway-700 hover:bg-fairway-50">
          {icon}
          {t('uploadFile', { noun })}
          <input type="file" accept={accept} aria-describedby={hint ? hintId : undefined} className="sr-only" onChange={(change) => void choose(change)} />
        </label>
        <p role="status" className="text-sm text-ink">
          {status}
        </p>
        {/* A bar rather than status text: a screen reader is not told every percent. */}
        {progress !== null && <progress value={progress} max={1} aria-label={t('uploadingThe', { noun })} className="h-2 w-40 accent-fairway-700" />}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
