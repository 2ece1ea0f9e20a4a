import type { ComponentProps } from 'react';
import { Link } from '@/lib/links';
import { useHydrated } from '@/lib/use-hydrated';

type Variant = 'primary' | 'secondary' | 'ghost' | 'light';

const base = 'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors';
const disabledLook = 'disabled:cursor-not-allowed disabled:opacity-60';
const variants: Record<Variant, string> = {
  primary: 'bg-fairway-700 text-cream hover:bg-fairway-800',
  secondary: 'border-2 border-fairway-700 text-fairway-800 hover:bg-fairway-50',
  ghost: 'text-fairway-800 hover:bg-fairway-50',
  light: 'bg-cream text-fairway-800 hover:bg-sand-100',
};

export function buttonClass(variant: Variant = 'primary', extra = '') {
  return `${base} ${disabledLook} ${variants[variant]} ${extra}`;
}

/**
 * A submit button is disabled until its form's code has hydrated, looking as it will: before
 * that, a click or Enter would submit the form natively, as a GET to the page with every field
 * (a password, a phone number) in the address and the browser's history.
 * A disabled default button stops Enter too (HTML's implicit submission).
 */
export function Button({ variant = 'primary', className = '', type = 'button', disabled, ...props }: ComponentProps<'button'> & { variant?: Variant }) {
  const hydrated = useHydrated();
  const waiting = type === 'submit' && !hydrated;
  return <button type={type} disabled={disabled || waiting} className={`${base} ${waiting ? 'cursor-default' : disabledLook} ${variants[variant]} ${className}`} {...props} />;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: ComponentProps<typeof Link> & { variant?: Variant }) {
  return <Link className={buttonClass(variant, className)} {...props} />;
}
