import { ArrowDown, ArrowLeft, ArrowUp, ImagePlus, Trash2, Trophy } from 'lucide-react';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { Picture } from '@/components/ui/picture';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { uploadPublicImage } from '@/lib/public-media';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import type { EventFormInput, StaffEvent } from '@rgcc/shared/content/club-events';
import { maxEventPhotos } from '@rgcc/shared/content/club-events-constants';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { useSaveEvent, type eventFormLoader } from './events-api';
import { staffEventsTexts } from './events-texts';

const blankEvent: EventFormInput = { title: '', startsOn: '', endsOn: '', description: '', photos: [], bn: { title: '', description: '' } };
const valuesOf = ({ id: _id, bn, photos, ...event }: StaffEvent): EventFormInput => ({
  ...event,
  photos: photos.map((photo) => ({ ...photo, bn: { caption: photo.bn.caption ?? '' } })),
  bn: { title: bn.title ?? '', description: bn.description ?? '' },
});
const backLinkClass = 'inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline';
const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/** `/admin/events/new` and `/admin/events/:id`: an event's title, days, description and photos. */
export function EventFormPage() {
  const t = useTexts(staffEventsTexts);
  const { event, found } = useLoaderData<typeof eventFormLoader>();
  const title = !found ? t('eventNotFound') : event ? t('editEvent', { title: event.title }) : t('newEvent');
  return (
    <>
      <PageHeader title={title} eyebrow={t('staffConsole')} inConsole />
      <Section className="bg-cream">
        <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
          <Link to="/admin/events" className={backLinkClass}>
            <ArrowLeft aria-hidden="true" className="size-4" /> {t('backToEvents')}
          </Link>
          {event && (
            <Link to={`/admin/events/${event.id}/entries`} className={backLinkClass}>
              <Trophy aria-hidden="true" className="size-4" /> {t('tournamentEntries')}
            </Link>
          )}
        </div>
        {found ? (
          <EventForm key={event?.id ?? 'new'} event={event} />
        ) : (
          <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
            {t('eventNotFoundText')}
          </p>
        )}
      </Section>
    </>
  );
}

function EventForm({ event }: { event: StaffEvent | null }) {
  const t = useTexts(staffEventsTexts);
  const navigate = useLocalisedNavigate();
  const form = useForm<EventFormInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/club-events').then((module) => module.eventFormSchema)),
    mode: 'onTouched',
    defaultValues: event ? valuesOf(event) : blankEvent,
  });
  const { errors } = form.formState;
  const photos = useFieldArray({ control: form.control, name: 'photos' });
  const save = useSaveEvent(event?.id ?? null);
  const [uploading, setUploading] = useState<{ done: number; of: number } | null>(null);

  const addPhotos = async (change: ChangeEvent<HTMLInputElement>) => {
    const files = [...(change.target.files ?? [])].slice(0, maxEventPhotos - photos.fields.length);
    change.target.value = '';
    form.clearErrors('photos');
    for (const [index, file] of files.entries()) {
      setUploading({ done: index, of: files.length });
      try {
        photos.append({ image: await uploadPublicImage(file, 'events'), caption: '', bn: { caption: '' } }, { shouldFocus: false });
      } catch (error) {
        form.setError('photos', { type: 'server', message: t('fileProblem', { file: file.name, problem: errorMessage(error, t('photoUploadFailed')) }) });
        break;
      }
    }
    setUploading(null);
  };

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: (saved) => {
        toast.success(t('eventSaved', { title: saved.title }));
        void navigate('/admin/events');
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['title', 'bn.title', 'startsOn', 'endsOn', 'description', 'bn.description', 'photos'])) {
          toast.error(errorMessage(error, t('couldNotSaveEvent')));
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <TextField label={t('title')} {...form.register('title')} error={errors.title?.message} maxLength={120} />
      <BanglaVersion label={t('title')} {...form.register('bn.title')} error={errors.bn?.title?.message} maxLength={120} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t('startDate')} type="date" {...form.register('startsOn')} error={errors.startsOn?.message} />
        <div>
          <TextField label={t('endDate')} type="date" {...form.register('endsOn')} error={errors.endsOn?.message} />
          <p className="mt-1 text-sm text-ink-muted">{t('singleDay')}</p>
        </div>
      </div>
      <TextAreaField label={t('description')} rows={5} {...form.register('description')} error={errors.description?.message} />
      <BanglaVersion label={t('description')} long {...form.register('bn.description')} error={errors.bn?.description?.message} maxLength={5000} />

      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-fairway-800">{t('photos')}</legend>
        {photos.fields.length === 0 && <p className="text-ink-muted">{t('noPhotosYet')}</p>}
        <ol className="space-y-4">
          {photos.fields.map((photo, index) => (
            <li key={photo.id} className="grid gap-4 rounded-xl bg-cream p-4 ring-1 ring-fairway-100 sm:grid-cols-[10rem_1fr]">
              <div className="aspect-[3/2] overflow-hidden rounded-lg bg-sand-100">
                <Picture mediaKey={photo.image} alt={t('photoNumber', { number: index + 1 })} sizes="160px" loading="lazy" className="size-full object-cover" />
              </div>
              <div className="space-y-3">
                <TextField label={t('photoCaption', { number: index + 1 })} {...form.register(`photos.${index}.caption`)} error={errors.photos?.[index]?.caption?.message} maxLength={200} />
                <BanglaVersion label={t('photoCaption', { number: index + 1 })} {...form.register(`photos.${index}.bn.caption`)} error={errors.photos?.[index]?.bn?.caption?.message} maxLength={200} />
                <div className="flex flex-wrap gap-2">
                  <Button variant="ghost" className="px-3 py-2" disabled={index === 0} onClick={() => photos.move(index, index - 1)}>
                    <ArrowUp aria-hidden="true" className="size-4" />
                    {t.rich('movePhotoUp', { hidden }, { number: index + 1 })}
                  </Button>
                  <Button variant="ghost" className="px-3 py-2" disabled={index === photos.fields.length - 1} onClick={() => photos.move(index, index + 1)}>
                    <ArrowDown aria-hidden="true" className="size-4" />
                    {t.rich('movePhotoDown', { hidden }, { number: index + 1 })}
                  </Button>
                  <Button variant="ghost" className="px-3 py-2 text-red-800" onClick={() => photos.remove(index)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    {t.rich('removePhoto', { hidden }, { number: index + 1 })}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex cursor-pointer items-center gap-2 rounded-full border-2 border-fairway-700 px-5 py-2.5 text-sm font-semibold text-fairway-800 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-fairway-700 hover:bg-fairway-50">
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('addPhotos')}
            <input type="file" accept="image/*" multiple className="sr-only" disabled={uploading !== null || photos.fields.length >= maxEventPhotos} onChange={(change) => void addPhotos(change)} />
          </label>
          <p role="status" className="text-sm text-ink">
            {uploading && t('uploadingPhoto', { done: uploading.done + 1, of: uploading.of })}
          </p>
        </div>
        {errors.photos?.message && (
          <p role="alert" className="text-sm text-red-700">
            {errors.photos.message}
          </p>
        )}
      </fieldset>

      <Button type="submit" disabled={save.isPending || uploading !== null}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
