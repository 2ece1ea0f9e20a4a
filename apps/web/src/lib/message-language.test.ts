import { afterEach, describe, expect, it } from 'vitest';
import { errorsInPageLanguage, inPageLanguage, shownMessage } from './message-language';

afterEach(() => {
  document.documentElement.lang = 'en';
});

const errors = () => ({
  email: { type: 'too_small', message: 'Email is required', ref: { name: 'email' } },
  players: [undefined, { name: { type: 'custom', message: 'Password must be at least 8 characters' } }],
});

describe('the schemas’ messages in the page’s language', () => {
  it('leaves them in English on an English page', async () => {
    expect(await errorsInPageLanguage(errors())).toEqual(errors());
    expect(await inPageLanguage('Email is required')).toBe('Email is required');
  });

  it('translates every message of a form’s errors on a Bangla page, nested ones too, values in Bengali digits', async () => {
    document.documentElement.lang = 'bn';
    const translated = await errorsInPageLanguage(errors());
    expect(translated.email).toEqual({ type: 'too_small', message: 'ইমেইল দিতে হবে', ref: { name: 'email' } });
    expect(translated.players[1]!.name.message).toMatch(/৮/);
    expect(await inPageLanguage('Email is required')).toBe('ইমেইল দিতে হবে');
    expect(shownMessage('Email is required')).toBe('ইমেইল দিতে হবে');
  });

  it('refuses, in the tests, a message the Bangla table does not have, whatever the page’s language', async () => {
    await expect(inPageLanguage('A message nobody translated.')).rejects.toThrow('The message "A message nobody translated." has no Bangla');
  });
});
