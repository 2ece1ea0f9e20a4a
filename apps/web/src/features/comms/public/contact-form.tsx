import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import type { ContactMessageInput } from '@rgcc/shared/comms/contact';
import { sendContactMessage } from './contact-api';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { contactTexts } from './contact-texts';

const emptyMessage: ContactMessageInput = { firstName: '', lastName: '', phone: '', email: '', message: '' };
const fieldNames = Object.keys(emptyMessage) as (keyof ContactMessageInput)[];

export function ContactForm() {
  const t = useTexts(contactTexts);
  const form = useForm<ContactMessageInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/comms/contact').then((module) => module.contactMessageSchema)),
    mode: 'onTouched',
    // No default values: react-hook-form reads the fields as it registers them, with what a
    // visitor typed before the form's code came (contact-page.tsx loads it when they reach for it).
  });
  const { errors } = form.formState;

  const send = useSubmission({
    send: sendContactMessage,
    onSuccess: (answer) => {
      toast.success(answer.message);
      form.reset(emptyMessage);
    },
    onError: (error) => {
      // The server checks with the same schema, so field errors are rare (an older page, a
      // stricter server); when they come, they belong under the fields, not in a toast.
      if (showServerFieldErrors(form, error, fieldNames)) return;
      toast.error(errorMessage(error, t('couldNotSend')));
    },
  });

  return (
    <form
      noValidate
      aria-labelledby="contact-form-heading"
      onSubmit={form.handleSubmit((values) => send.submit(values))}
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-fairway-100 sm:p-10 lg:sticky lg:top-24"
    >
      <p className="text-sm font-semibold tracking-[0.2em] text-sand-700 uppercase">{t('writeToUs')}</p>
      <h2 id="contact-form-heading" className="mt-2 text-3xl sm:text-4xl">
        {t('formHeading')}
      </h2>
      <p className="mt-3 text-ink-muted">
        {t('formIntro')}
      </p>
      <div className="mt-8 grid gap-5 sm:grid-cols-2">
        <TextField label={t('firstName')} autoComplete="given-name" {...form.register('firstName')} error={errors.firstName?.message} />
        <TextField label={t('lastName')} autoComplete="family-name" {...form.register('lastName')} error={errors.lastName?.message} />
        <TextField
          label={t('phoneNumber')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        <TextField label={t('email')} type="email" autoComplete="email" {...form.register('email')} error={errors.email?.message} />
        <div className="sm:col-span-2">
          <TextAreaField label={t('writeMessage')} rows={4} {...form.register('message')} error={errors.message?.message} />
        </div>
      </div>
      <Button type="submit" disabled={send.isPending} className="mt-8 w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        {send.isPending ? t('sending') : t('submitMessage')}
      </Button>
    </form>
  );
}
