import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { BanglaVersion } from '@/components/ui/bangla-version';
import { TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { GuestRoomInput, GuestRoomView } from '@rgcc/shared/bookings/rooms-and-hall';
import { useTexts } from '@/lib/texts';
import { useSaveGuestRoom } from './api';
import { requestsTexts } from './requests-texts';

const roomResolver = () => lazyZodResolver(() => import('@rgcc/shared/bookings/rooms-and-hall').then((module) => module.guestRoomSchema));
const nameFields = ['name', 'bn.name'] as const;
const newRoom: GuestRoomInput = { name: '', retired: false, bn: { name: '' } };

/** The club's guest rooms: renamed (in Bangla too), added, retired (no new stay) or let again. */
export function GuestRoomList({ rooms }: { rooms: GuestRoomView[] }) {
  const t = useTexts(requestsTexts);
  return (
    <section aria-labelledby="guest-rooms-heading" className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 sm:p-6">
      <div>
        <h2 id="guest-rooms-heading" className="text-2xl">
          {t('theRooms')}
        </h2>
        <p className="text-sm text-ink-muted">{t('retiredExplained')}</p>
      </div>
      <ul className="space-y-3" aria-label={t('guestRooms')}>
        {rooms.map((room) => (
          <li key={room.id}>
            <RoomRow room={room} />
          </li>
        ))}
      </ul>
      <AddRoom />
    </section>
  );
}

function RoomRow({ room }: { room: GuestRoomView }) {
  const t = useTexts(requestsTexts);
  const save = useSaveGuestRoom();
  const form = useForm<GuestRoomInput>({ resolver: roomResolver(), defaultValues: { name: room.name, retired: room.retired, bn: { name: room.bn.name ?? '' } } });
  const send = (input: GuestRoomInput, done: string) =>
    save.submit(
      { id: room.id, ...input },
      {
        onSuccess: () => toast.success(done),
        onError: (error) => {
          if (!showServerFieldErrors(form, error, nameFields)) toast.error(errorMessage(error, t('roomSaveFailed')));
        },
      },
    );
  return (
    <form
      noValidate
      aria-label={room.name}
      onSubmit={form.handleSubmit((values) => send({ name: values.name, bn: values.bn, retired: room.retired }, t('roomRenamed')))}
      className="flex flex-wrap items-end gap-3"
    >
      <div className="min-w-48 flex-1">
        <TextField label={t(room.retired ? 'nameOfRetiredRoom' : 'nameOfRoom', { room: room.name })} {...form.register('name')} error={form.formState.errors.name?.message} />
      </div>
      <div className="min-w-48 flex-1">
        <BanglaVersion label={t('nameOfRoom', { room: room.name })} maxLength={60} {...form.register('bn.name')} error={form.formState.errors.bn?.name?.message} />
      </div>
      <Button type="submit" variant="secondary" className="py-3" disabled={save.isPending}>
        {t('rename')}
      </Button>
      <Button
        variant="ghost"
        className="py-3"
        disabled={save.isPending}
        onClick={() => send({ name: room.name, retired: !room.retired }, t(room.retired ? 'roomLetAgain' : 'roomRetired', { room: room.name }))}
      >
        {t.rich(room.retired ? 'letAgain' : 'retire', { hidden: (chunks) => <span className="sr-only">{chunks}</span> }, { room: room.name })}
      </Button>
    </form>
  );
}

function AddRoom() {
  const t = useTexts(requestsTexts);
  const save = useSaveGuestRoom();
  const [formKey, setFormKey] = useState(0);
  const form = useForm<GuestRoomInput>({ resolver: roomResolver(), defaultValues: newRoom });
  const submit = form.handleSubmit((values) =>
    save.submit(
      { name: values.name, bn: values.bn, retired: false },
      {
        onSuccess: (room) => {
          toast.success(t('roomAdded', { room: room.name }));
          form.reset(newRoom);
          setFormKey((key) => key + 1);
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error, nameFields)) toast.error(errorMessage(error, t('roomAddFailed')));
        },
      },
    ),
  );
  return (
    <form key={formKey} noValidate aria-label={t('addARoom')} onSubmit={submit} className="flex flex-wrap items-end gap-3 border-t border-fairway-100 pt-4">
      <div className="min-w-48 flex-1">
        <TextField label={t('newRoomName')} {...form.register('name')} error={form.formState.errors.name?.message} />
      </div>
      <div className="min-w-48 flex-1">
        <BanglaVersion label={t('newRoomName')} maxLength={60} {...form.register('bn.name')} error={form.formState.errors.bn?.name?.message} />
      </div>
      <Button type="submit" className="py-3" disabled={save.isPending}>
        {t('addRoom')}
      </Button>
    </form>
  );
}
