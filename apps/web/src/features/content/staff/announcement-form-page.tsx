import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLoaderData } from 'react-router';
import { Link, useLocalisedNavigate } from '@/lib/links';
import { Button } from '@/components/ui/button';
import { Field, TextField } from '@/components/ui/form-field';
import { PageHeader, Section } from '@/components/ui/page-header';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { useTexts } from '@/lib/texts';
import { toast } from '@/lib/toast';
import type { AnnouncementFormInput, EventSummary, StaffAnnouncement } from '@rgcc/shared/content/club-events';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { useSaveAnnouncement, type announcementFormLoader } from './events-api';
import { staffEventsTexts } from './events-texts';

const blank: AnnouncementFormInput = { message: '', startsOn: '', endsOn: '', visible: true, eventId: null, bn: { message: '' } };
const valuesOf = ({ message, startsOn, endsOn, visible, eventId, bn }: StaffAnnouncement): AnnouncementFormInput => ({
  message,
  startsOn,
  endsOn,
  visible,
  eventId,
  bn: { message: bn.message ?? '' },
});

/** `/admin/events/announcements/new` and `/admin/events/announcements/:id`. */
export function AnnouncementFormPage() {
  const t = useTexts(staffEventsTexts);
  const { announcement, found, events } = useLoaderData<typeof announcementFormLoader>();
  const title = !found ? t('announcementNotFound') : announcement ? t('editAnnouncement') : t('newAnnouncement');
  return (
    <>
      <PageHeader title={title} eyebrow={t('staffConsole')} inConsole />
      <Section className="bg-cream">
        <Link to="/admin/events" className="mb-6 inline-flex items-center gap-2 rounded-full py-2 text-sm font-semibold text-fairway-800 underline-offset-4 hover:underline">
          <ArrowLeft aria-hidden="true" className="size-4" /> {t('backToEvents')}
        </Link>
        {found ? (
          <AnnouncementEditor announcement={announcement} events={events} />
        ) : (
          <p role="alert" className="rounded-2xl bg-white p-8 text-center text-lg text-ink ring-1 ring-fairway-100">
            {t('announcementNotFoundText')}
          </p>
        )}
      </Section>
    </>
  );
}

function AnnouncementEditor({ announcement, events }: { announcement: StaffAnnouncement | null; events: EventSummary[] }) {
  const t = useTexts(staffEventsTexts);
  const navigate = useLocalisedNavigate();
  const form = useForm<AnnouncementFormInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/content/club-events').then((module) => module.announcementFormSchema)),
    mode: 'onTouched',
    defaultValues: announcement ? valuesOf(announcement) : blank,
  });
  const { errors } = form.formState;
  const save = useSaveAnnouncement(announcement?.id ?? null);
  // The event it points to stays in the list even when it is older than the newest twenty.
  const choices = announcement?.eventId && !events.some((event) => event.id === announcement.eventId) ? [{ id: announcement.eventId, title: announcement.eventTitle ?? t('eventWithId', { id: String(announcement.eventId) }), date: '' }, ...events] : events;

  const submit = form.handleSubmit((values) =>
    save.submit(values, {
      onSuccess: () => {
        toast.success(t('announcementSaved'));
        void navigate('/admin/events');
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, ['message', 'bn.message', 'startsOn', 'endsOn', 'visible', 'eventId'])) {
          toast.error(errorMessage(error, t('couldNotSaveAnnouncement')));
        }
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-8">
      <TextField label={t('message')} {...form.register('message')} error={errors.message?.message} maxLength={200} />
      <BanglaVersion label={t('message')} {...form.register('bn.message')} error={errors.bn?.message?.message} maxLength={200} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField label={t('firstDay')} type="date" {...form.register('startsOn')} error={errors.startsOn?.message} />
        <TextField label={t('lastDay')} type="date" {...form.register('endsOn')} error={errors.endsOn?.message} />
      </div>
      <Field label={t('event')} error={errors.eventId?.message}>
        {(control) => (
          <select {...control} {...form.register('eventId', { setValueAs: (id: string | number | null) => (id === '' || id === null ? null : Number(id)) })}>
            <option value="">{t('noEvent')}</option>
            {choices.map((event) => (
              <option key={event.id} value={String(event.id)}>
                {event.date ? t('eventOnDate', { title: event.title, date: event.date }) : event.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <label className="flex items-center gap-3 font-semibold text-fairway-800">
        <input type="checkbox" className="size-5 accent-fairway-700" {...form.register('visible')} />
        {t('showOnHomePage')}
      </label>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </Button>
    </form>
  );
}
