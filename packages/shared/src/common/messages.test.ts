import { describe, expect, it } from 'vitest';
import { formatMessage, messageArguments, messagePieces, messageWords } from './messages';

describe('formatMessage', () => {
  it('writes values in, numbers in the language’s digits', () => {
    expect(formatMessage('Hello, {name}!', { name: 'Rahim' }, 'en')).toBe('Hello, Rahim!');
    expect(formatMessage('{count} members', { count: 125000 }, 'en')).toBe('1,25,000 members');
    expect(formatMessage('{count} জন সদস্য', { count: 125000 }, 'bn')).toBe('১,২৫,০০০ জন সদস্য');
  });

  it('chooses plural forms by each language’s rules, with # the count', () => {
    const nights = '{count, plural, =0 {No nights} one {# night} other {# nights}}';
    expect(formatMessage(nights, { count: 0 }, 'en')).toBe('No nights');
    expect(formatMessage(nights, { count: 1 }, 'en')).toBe('1 night');
    expect(formatMessage(nights, { count: 14 }, 'en')).toBe('14 nights');
    const bangla = '{count, plural, one {# রাত (এক)} other {# রাত}}';
    expect(formatMessage(bangla, { count: 0 }, 'bn')).toBe('০ রাত (এক)');
    expect(formatMessage(bangla, { count: 1 }, 'bn')).toBe('১ রাত (এক)');
    expect(formatMessage(bangla, { count: 2 }, 'bn')).toBe('২ রাত');
  });

  it('selects by a value, falling back to other', () => {
    const message = '{role, select, staff {Staff only} other {Everyone}}';
    expect(formatMessage(message, { role: 'staff' }, 'en')).toBe('Staff only');
    expect(formatMessage(message, { role: 'guest' }, 'en')).toBe('Everyone');
  });

  it('keeps apostrophes, and quoted braces as text', () => {
    expect(formatMessage("The club's course", {}, 'en')).toBe("The club's course");
    expect(formatMessage("Type '{' here, it''s fine", {}, 'en')).toBe("Type { here, it's fine");
  });

  it('refuses a missing value and a malformed message', () => {
    expect(() => formatMessage('Hello, {name}', {}, 'en')).toThrow('needs the value "name"');
    expect(() => formatMessage('Hello, {name', {}, 'en')).toThrow(SyntaxError);
    expect(() => formatMessage('{n, plural, one {x}}', { n: 1 }, 'en')).toThrow('no "other"');
    expect(() => formatMessage('<link>open', {}, 'en')).toThrow('unclosed <link>');
  });
});

describe('messagePieces', () => {
  it('gives tags with their own pieces, and formatMessage their text', () => {
    const message = 'Read the <link>terms for {name}</link>.';
    expect(messagePieces(message, { name: 'guests' }, 'en')).toEqual(['Read the ', { tag: 'link', children: ['terms for guests'] }, '.']);
    expect(formatMessage(message, { name: 'guests' }, 'en')).toBe('Read the terms for guests.');
  });
});

describe('messageArguments', () => {
  it('names every value and tag a message uses', () => {
    expect(messageArguments('<b>{count, plural, one {# {unit}} other {# {unit}s}}</b> for {name}')).toEqual({ values: ['count', 'name', 'unit'], tags: ['b'] });
  });
});

describe('messageWords', () => {
  it('gives the words a reader may see, in every option, without the syntax', () => {
    expect(messageWords('{kind, select, staff {<b>{count, plural, one {# staff} other {# people}}</b>} other {Nobody}} left')).toEqual([' staff', ' people', 'Nobody', ' left']);
  });
});
