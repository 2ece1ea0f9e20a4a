import { useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import type { NewsletterInput } from '@rgcc/shared/comms/contact';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { subscribeToNewsletter } from './newsletter-api';
import { useHydrated } from '@/lib/use-hydrated';
import { useSubmission } from '@/lib/use-submission';
import { useTexts } from '@/lib/texts';
import { newsletterTexts } from './newsletter-texts';

/** The email as the shared schema accepts it, or its message (zod loads on the first check). */
async function checkEmail(email: string): Promise<{ error?: string; input?: NewsletterInput }> {
  const { newsletterSchema } = await import('@rgcc/shared/comms/contact');
  const result = newsletterSchema.safeParse({ email });
  return result.success ? { input: result.data } : { error: result.error.issues[0]?.message };
}

/**
 * The footer's form, on every page. With its one field it does without react-hook-form, whose
 * set-up was the longest task in loading a short page; the rules are still the shared schema the
 * server applies. As with the other forms, a refused email is checked again as it is corrected.
 */
export function NewsletterForm() {
  const hydrated = useHydrated();
  const t = useTexts(newsletterTexts);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // Typed before the form's code came (site-footer.tsx loads it when a visitor reaches for it):
  // the hydrated field still shows it.
  useLayoutEffect(() => {
    const typed = input.current?.value;
    if (typed) setEmail(typed);
  }, []);
  const subscribe = useSubmission({
    send: subscribeToNewsletter,
    onSuccess: (answer) => {
      toast.success(answer.message);
      setEmail('');
    },
    onError: (failure) => toast.error(errorMessage(failure, t('couldNotSubscribe'))),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await checkEmail(email);
    setError(checked.error);
    if (checked.input) subscribe.submit(checked.input);
    else input.current?.focus();
  }

  async function change(value: string) {
    setEmail(value);
    if (error) setError((await checkEmail(value)).error);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('newsletter')}>
      <label htmlFor="newsletter-email" className="mb-2 block text-sm text-fairway-100">
        {t('explainer')}
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder={t('emailPlaceholder')}
          value={email}
          onChange={(event) => void change(event.currentTarget.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className="min-w-0 flex-1 rounded-full border border-fairway-500 bg-fairway-900 px-4 py-2 text-cream placeholder:text-fairway-200"
        />
        <button
          // eslint-disable-next-line no-restricted-syntax -- the footer's own look; it waits for hydration as Button does.
          type="submit"
          disabled={subscribe.isPending || !hydrated}
          className={`rounded-full bg-sand-500 px-4 py-2 text-sm font-semibold text-fairway-900 hover:bg-sand-300 ${hydrated ? 'disabled:opacity-60' : ''}`}
        >
          {t('subscribe')}
        </button>
      </div>
      {error && (
        <p id="newsletter-email-error" role="alert" className="mt-2 text-sm text-sand-300">
          {error}
        </p>
      )}
    </form>
  );
}
