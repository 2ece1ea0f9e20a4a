import { useEffect } from 'react';
import { formLoadedOnFirstUse } from '@/lib/form-on-first-use';
import { useReturnTo } from '@/lib/return-to';
import { forgetSession } from '@/lib/session';

/**
 * The sign-in form's code (react-hook-form with it) loads when the visitor reaches for it: a
 * pointer over it, a touch, the focus (also the browser's autofill, picked from a field).
 */
const LoginForm = formLoadedOnFirstUse(() => import('./login-form').then((module) => module.LoginForm));

/** `/login` (spec 2.6). */
export function LoginPage() {
  const returnTo = useReturnTo();
  // The sign-in guard sends here only someone without a session: the header stops saying otherwise.
  useEffect(() => {
    if (returnTo) forgetSession();
  }, [returnTo]);
  return <LoginForm />;
}
