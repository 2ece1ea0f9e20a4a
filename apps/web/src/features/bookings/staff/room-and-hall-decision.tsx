import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field, TextAreaField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { hallSessions } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { GuestRoomView } from '@rgcc/shared/bookings/rooms-and-hall';
import { useTexts } from '@/lib/texts';
import { useDecide } from './api';
import { requestsTexts } from './requests-texts';

/** The request staff are answering: which one, named for the dialog, and the answer they chose. */
export interface Answering {
  id: number;
  what: string;
  answer: 'confirm' | 'decline';
  /** A hall request sent before the popup asked for a session. */
  needsSession?: boolean;
}

interface DecisionValues {
  note: string;
  roomId: number | null;
  session: string | null;
}

const schemaOf = (kind: 'rooms' | 'hall', answer: Answering['answer']) => () =>
  import('@rgcc/shared/bookings/rooms-and-hall').then((module) => (answer === 'decline' ? module.declineSchema : kind === 'rooms' ? module.roomConfirmSchema : module.hallConfirmSchema));

/** Confirm or decline with a note, which the requester receives by email. */
export function DecisionDialog({ kind, answering, rooms = [], onClose }: { kind: 'rooms' | 'hall'; answering: Answering | null; rooms?: GuestRoomView[]; onClose: () => void }) {
  const t = useTexts(requestsTexts);
  return (
    <Modal open={answering !== null} onOpenChange={(open) => !open && onClose()} title={answering?.answer === 'decline' ? t('declineTitle') : t('confirmTitle')}>
      {/* A fresh form for each request, so one request's note never carries over to another. */}
      {answering && <DecisionForm key={`${answering.id}-${answering.answer}`} kind={kind} answering={answering} rooms={rooms} onClose={onClose} />}
    </Modal>
  );
}

function DecisionForm({ kind, answering, rooms, onClose }: { kind: 'rooms' | 'hall'; answering: Answering; rooms: GuestRoomView[]; onClose: () => void }) {
  const t = useTexts(requestsTexts);
  const decide = useDecide(kind);
  const confirming = answering.answer === 'confirm';
  const form = useForm<DecisionValues>({
    // The three schemas share `note`; each reads only its own other field, and the request below takes only that.
    resolver: lazyZodResolver(schemaOf(kind, answering.answer)) as unknown as Resolver<DecisionValues>,
    defaultValues: { note: '', roomId: null, session: null },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    decide.submit(
      {
        id: answering.id,
        decision: confirming
          ? { answer: 'confirm', input: kind === 'rooms' ? { note: values.note, roomId: values.roomId } : { note: values.note, session: values.session as never } }
          : { answer: 'decline', input: { note: values.note } },
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (error) => {
          if (!showServerFieldErrors(form, error, ['note', 'roomId', 'session'])) toast.error(errorMessage(error, t('answerFailed')));
        },
      },
    ),
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-ink">{answering.what}</p>
      {confirming && kind === 'rooms' && (
        <Field label={t('room')} error={errors.roomId?.message}>
          {(control) => (
            <select {...control} {...form.register('roomId', { setValueAs: (value: string) => (value === '' || value === null ? null : Number(value)) })}>
              <option value="">{t('firstRoomFree')}</option>
              {rooms
                .filter((room) => !room.retired)
                .map((room) => (
                  <option key={room.id} value={room.id}>
                    {room.name}
                  </option>
                ))}
            </select>
          )}
        </Field>
      )}
      {confirming && answering.needsSession && (
        <Field label={t('session')} error={errors.session?.message}>
          {(control) => (
            <select {...control} {...form.register('session', { setValueAs: (value: string) => (value === '' ? null : value) })}>
              <option value="">{t('chooseSession')}</option>
              {hallSessions.map((session) => (
                <option key={session} value={session}>
                  {t('sessionName', { session })}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <TextAreaField label={t('noteToRequester')} hint={t('noteHint')} rows={4} {...form.register('note')} error={errors.note?.message} />
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose} disabled={decide.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={decide.isPending} className={confirming ? '' : 'bg-red-700 hover:bg-red-800'}>
          {decide.isPending ? t('saving') : confirming ? t('confirmAndEmail') : t('declineAndEmail')}
        </Button>
      </div>
    </form>
  );
}
