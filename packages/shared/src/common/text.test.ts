import { describe, expect, it } from 'vitest';
import { disallowedCharactersMessage, hasDisallowedCharacters, textAsTyped, text } from './text';

describe('text()', () => {
  it('takes Bengali digits as the same figures in ASCII, so a number typed on a Bengali keyboard passes the same checks', () => {
    const mobile = text().regex(/^\d{11}$/, 'Must be 11 digits');
    expect(mobile.parse('০১৭১১২২৩৩৪৪')).toBe('01711223344');
    expect(text().parse('বাড়ি ১২, রোড ৩')).toBe('বাড়ি 12, রোড 3');
    expect(mobile.safeParse('০১৭১১').error?.issues[0]?.message).toBe('Must be 11 digits');
  });

  it('keeps a password exactly as typed, Bengali digits too, and refuses control characters in it the same way', () => {
    expect(textAsTyped().parse('গলফ-২০২৬\r\n')).toBe('গলফ-২০২৬\n');
    expect(textAsTyped().safeParse('a\u0000b').error?.issues[0]?.message).toBe(disallowedCharactersMessage);
  });


  it.each([
    ['NUL', 'x\u0000y'],
    ['a bell', 'x\u0007y'],
    ['escape', '\u001b[31m'],
    ['DEL', 'x\u007fy'],
    ['a C1 control', 'x\u0085y'],
    ['a lone high surrogate', 'x\ud800y'],
    ['a lone low surrogate', 'x\udc00y'],
    ['a low surrogate before a high one', '\udc00\ud800'],
  ])('refuses %s, before any other check', (_name, value) => {
    const schema = text().trim().min(1, 'required').regex(/^\d+$/, 'digits only');
    expect(hasDisallowedCharacters(value)).toBe(true);
    expect(schema.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual([disallowedCharactersMessage]);
  });

  it.each([
    ['letters of any script', 'Rangpur রংপুর'],
    ['a tab and a newline', 'a\tb\nc'],
    ['a surrogate pair (an emoji)', 'Great ⛳😀'],
    ['an empty string', ''],
  ])('accepts %s', (_name, value) => {
    expect(hasDisallowedCharacters(value)).toBe(false);
    expect(text().parse(value)).toBe(value);
  });

  it('makes every line break a newline', () => {
    expect(text().parse('one\r\ntwo\rthree\nfour')).toBe('one\ntwo\nthree\nfour');
  });

  it('keeps the messages of the checks after it', () => {
    const schema = text({ error: 'required' }).trim().min(1, 'required');
    expect(schema.safeParse('   ').error?.issues[0]?.message).toBe('required');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('required');
  });
});
