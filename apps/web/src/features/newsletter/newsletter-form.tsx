import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import type { NewsletterInput } from '@rgcc/shared/schemas/contact';
import { api, errorMessage } from '@/lib/api-client';

export function NewsletterForm() {
  const form = useForm<NewsletterInput>({ resolver: lazyZodResolver(() => import('@rgcc/shared/schemas/contact').then((module) => module.newsletterSchema)), defaultValues: { email: '' } });
  const subscribe = useMutation({
    mutationFn: (input: NewsletterInput) => api.post<{ message: string }>('/api/newsletter', input),
    onSuccess: (answer) => {
      toast.success(answer.message);
      form.reset();
    },
    onError: (error) => toast.error(errorMessage(error, 'We could not subscribe you. Please try again.')),
  });
  const error = form.formState.errors.email?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => subscribe.mutate(values))} aria-label="Newsletter">
      <label htmlFor="newsletter-email" className="mb-2 block text-sm text-fairway-100">
        News of tournaments and events, about once a month.
      </label>
      <div className="flex gap-2">
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'newsletter-email-error' : undefined}
          className="min-w-0 flex-1 rounded-full border border-fairway-500 bg-fairway-900 px-4 py-2 text-cream placeholder:text-fairway-200"
          {...form.register('email')}
        />
        <button
          type="submit"
          disabled={subscribe.isPending}
          className="rounded-full bg-sand-500 px-4 py-2 text-sm font-semibold text-fairway-900 hover:bg-sand-300 disabled:opacity-60"
        >
          Subscribe
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
