import type { ComponentProps } from 'react';
import { TextAreaField, TextField } from './form-field';
import { useTexts } from '@/lib/texts';
import { banglaVersionTexts } from './bangla-version-texts';

type BanglaVersionProps = { label: string; error?: string; long?: boolean } & Omit<ComponentProps<'input'> & ComponentProps<'textarea'>, 'className' | 'id' | 'lang'>;

/**
 * The optional Bangla of a text staff write, under its English: Bangla pages show it, and show
 * the English where it is left empty (the server's content/bangla-texts.ts).
 */
export function BanglaVersion({ label, error, long, ...control }: BanglaVersionProps) {
  const t = useTexts(banglaVersionTexts);
  const props = { label: t('inBangla', { label }), hint: t('hint'), error, lang: 'bn' };
  return long ? <TextAreaField {...props} rows={4} {...(control as ComponentProps<'textarea'>)} /> : <TextField {...props} {...(control as ComponentProps<'input'>)} />;
}
