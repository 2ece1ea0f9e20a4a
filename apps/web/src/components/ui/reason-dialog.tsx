import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { Submission } from '@/lib/use-submission';
import { Button } from './button';
import { TextAreaField } from './form-field';
import { Modal } from './modal';

type ReasonForm = { reason: string };

interface ReasonDialogProps<Input, Answer> {
  open: boolean;
  title: string;
  /** What the step does, and who reads the reason. */
  children: ReactNode;
  reasonLabel: string;
  /** The shared schema of `{ reason }` the server checks too, loaded at the first check. */
  loadSchema: () => Promise<z.ZodType<ReasonForm, ReasonForm>>;
  submission: Submission<Input, Answer>;
  /** The request's input for the reason given. */
  inputFor: (reason: string) => Input;
  /** The toast once it is done. */
  doneMessage: (answer: Answer) => string;
  /** The toast when the server refuses without a message of its own. */
  failureMessage: string;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel?: string;
  onClose: () => void;
}

/**
 * Asks for the reason of a step someone will read (a rejection, a suspension, a cancelled booking,
 * a deleted review). The reason is required; a refusal of the reason shows under it, and any other
 * refusal (the thing changed meanwhile) closes the dialog, so the page shows where things stand.
 */
export function ReasonDialog<Input, Answer>(props: ReasonDialogProps<Input, Answer>) {
  const { submission } = props;
  const form = useForm<ReasonForm>({ resolver: lazyZodResolver(props.loadSchema), defaultValues: { reason: '' } });
  const close = () => {
    form.reset();
    props.onClose();
  };
  const submit = form.handleSubmit(({ reason }) =>
    submission.submit(props.inputFor(reason), {
      onSuccess: (answer) => {
        toast.success(props.doneMessage(answer));
        close();
      },
      onError: (error) => {
        if (showServerFieldErrors(form, error, ['reason'])) return;
        toast.error(errorMessage(error, props.failureMessage));
        if (error instanceof ApiRequestError && error.status !== 400) close();
      },
    }),
  );
  return (
    <Modal open={props.open} onOpenChange={(next) => !next && !submission.isPending && close()} title={props.title}>
      <form noValidate onSubmit={submit} className="space-y-5">
        <div className="text-ink">{props.children}</div>
        <TextAreaField label={props.reasonLabel} rows={3} {...form.register('reason')} error={form.formState.errors.reason?.message} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={close} disabled={submission.isPending}>
            {props.cancelLabel ?? 'Cancel'}
          </Button>
          <Button type="submit" disabled={submission.isPending} className="bg-red-700 hover:bg-red-800">
            {submission.isPending ? props.pendingLabel : props.confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
