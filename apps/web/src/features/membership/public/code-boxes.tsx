import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTexts } from '@/lib/texts';
import { verificationTexts } from './verification-texts';

export const codeLength = 6;

interface CodeBoxesProps {
  /** One entry per box: a digit or ''. */
  digits: string[];
  onChange: (digits: string[]) => void;
  /** Names the group for screen readers. */
  label: string;
  invalid?: boolean;
}

/**
 * Six one-digit boxes (spec 2.6): digits only, focus moves forward as each is typed, backspace
 * in an empty box goes back, and pasting the whole code fills every box.
 */
export function CodeBoxes({ digits, onChange, label, invalid = false }: CodeBoxesProps) {
  const t = useTexts(verificationTexts);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(codeLength - 1, index))]?.focus();

  const setDigit = (index: number, typed: string) => {
    const digit = typed.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (/^\d$/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Handled here too, because typing the digit a box already holds changes nothing and
      // would not move on. (Phone keyboards often send no key name and go through onChange.)
      event.preventDefault();
      setDigit(index, event.key);
    } else if (event.key === 'Backspace' && !digits[index] && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focusBox(index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, codeLength);
    if (!pasted) return;
    event.preventDefault();
    onChange(Array.from({ length: codeLength }, (_, i) => pasted[i] ?? ''));
    focusBox(pasted.length);
  };

  return (
    // Six equal columns that shrink with the card: six fixed 48 px boxes and their gaps were wider
    // than the card on a 360 px phone.
    <div role="group" aria-label={label} className="mx-auto grid max-w-xs grid-cols-6 gap-1.5 sm:max-w-sm sm:gap-3">
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={t('digitOf', { digit: index + 1, count: codeLength })}
          aria-invalid={invalid}
          className="h-12 w-full min-w-0 rounded-lg border-2 border-fairway-200 bg-white text-center text-2xl font-semibold text-ink focus:border-fairway-500 aria-[invalid=true]:border-red-700 sm:h-14"
        />
      ))}
    </div>
  );
}
