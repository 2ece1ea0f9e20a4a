import { Copy, Printer, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { toast } from '@/lib/toast';
import { useSubmission } from '@/lib/use-submission';
import type { CodeAnswer, CodeFieldInput, CodeNeededAnswer } from '@rgcc/shared/account/staff';
import { useTexts } from '@/lib/texts';
import { submitSignInCode } from './api';
import { signInTexts } from './sign-in-texts';

/** The authenticator apps the setup names as examples, by their names in the app stores. */
const exampleApps = { google: 'Google Authenticator', microsoft: 'Microsoft Authenticator' };

/**
 * The staff sign-in's second step: the Code field, and before it, at the first sign-in, the new
 * authenticator key as a QR code and as text. A wrong code is shown under the field; a sign-in
 * that has ended (too many wrong codes, too late) goes back to the password with the reason.
 */
export function SecondFactorStep({ step, onSignedIn, onRestart }: { step: CodeNeededAnswer; onSignedIn: (answer: CodeAnswer) => void; onRestart: () => void }) {
  const t = useTexts(signInTexts);
  const form = useForm<CodeFieldInput>({
    resolver: lazyZodResolver(() => import('@rgcc/shared/account/staff').then((module) => module.codeFieldSchema)),
    defaultValues: { code: '' },
  });
  const { errors } = form.formState;
  const send = useSubmission({
    send: (input: CodeFieldInput) => submitSignInCode({ challenge: step.challenge, code: input.code }),
    onSuccess: onSignedIn,
    onError: (error) => {
      form.resetField('code', { keepError: true });
      if (showServerFieldErrors(form, error, ['code'])) return;
      toast.error(errorMessage(error, t('signInFailed')));
      if (error instanceof ApiRequestError && (error.status === 401 || error.status === 429 || error.status === 403)) onRestart();
    },
  });
  useEffect(() => form.setFocus('code'), [form]);
  const { setup } = step;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.submit(values))} className="space-y-5">
      {setup ? (
        <div className="space-y-4">
          <h2 className="text-xl">{t('setUpAuthenticator')}</h2>
          <ol className="list-decimal space-y-2 pl-5 text-ink">
            <li>{t('installApp', exampleApps)}</li>
            <li>{t('scanQrCode')}</li>
            <li>{t('typeAppCode')}</li>
          </ol>
          <img src={setup.qrCode} alt={t('qrCodeAlt', { email: step.email })} width={200} height={200} className="mx-auto size-[200px] [image-rendering:pixelated]" />
          <div>
            <p className="text-sm font-semibold text-fairway-800" id="totp-key-label">
              {t('orTypeKey')}
            </p>
            <p aria-labelledby="totp-key-label" className="mt-1 rounded-lg bg-cream p-3 font-mono text-base tracking-wider break-all text-ink" data-testid="totp-key">
              {setup.key}
            </p>
          </div>
        </div>
      ) : (
        <p className="text-ink">{t('enterCode')}</p>
      )}
      <TextField label={t('code')} inputMode={setup ? 'numeric' : 'text'} autoComplete="one-time-code" spellCheck={false} {...form.register('code')} error={errors.code?.message} />
      <Button type="submit" disabled={send.isPending} className="w-full">
        <ShieldCheck aria-hidden="true" className="size-4" />
        {send.isPending ? t('checking') : t('verifyCode')}
      </Button>
      <button type="button" onClick={onRestart} className="w-full text-center text-sm font-semibold text-river-700 underline underline-offset-4">
        {t('startAgain')}
      </button>
    </form>
  );
}

/** The ten recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useTexts(signInTexts);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => toast.success(t('codesCopied')),
      () => toast.error(t('copyFailed')),
    );
  return (
    <div className="space-y-5">
      <h2 ref={heading} tabIndex={-1} className="text-xl focus:outline-none">
        {t('yourRecoveryCodes')}
      </h2>
      <p className="text-ink">{t('recoveryCodesExplained')}</p>
      <ol aria-label={t('recoveryCodes')} className="grid grid-cols-2 gap-2 rounded-lg bg-cream p-4 font-mono text-base text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onClick={() => void copy()}>
          <Copy aria-hidden="true" className="size-4" />
          {t('copyCodes')}
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" />
          {t('print')}
        </Button>
      </div>
      <Button onClick={onDone} className="w-full print:hidden">
        {t('savedContinue')}
      </Button>
    </div>
  );
}
