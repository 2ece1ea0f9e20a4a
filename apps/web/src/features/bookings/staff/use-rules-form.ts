import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import type { MessageReply } from '@rgcc/shared/common/message-reply';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import type { Submission } from '@/lib/use-submission';

/**
 * The form of a Bookings rules page (tee times; rooms and the hall): the numbers in force to
 * start with, the shared schema to check them, and after a save the numbers the server kept.
 */
export function useRulesForm<Input extends FieldValues, Settings extends FieldValues>(options: {
  settings: Settings;
  loadSchema: () => Promise<z.ZodType<Settings, Input>>;
  save: Submission<Settings, MessageReply & { settings: Settings }>;
  /** The form's fields, for the server's refusals to show under. */
  fields: readonly Path<Input>[];
}) {
  const form = useForm<Input, unknown, Settings>({
    resolver: lazyZodResolver(options.loadSchema),
    defaultValues: options.settings as unknown as DefaultValues<Input>,
  });
  const submit = form.handleSubmit((values) =>
    options.save.submit(values, {
      onSuccess: (answer) => {
        form.reset(answer.settings as unknown as Input);
        toast.success(answer.message);
      },
      onError: (error) => {
        if (!showServerFieldErrors(form, error, options.fields)) toast.error(errorMessage(error, 'We could not save the rules. Please try again.'));
      },
    }),
  );
  return { form, submit };
}
