import { describe, expect, it } from 'vitest';
import { inLocale } from './bangla-texts';

const dish = { id: 3, name: 'Bhuna khichuri', description: 'Rice and lentils', image: 'menu/khichuri', bn: { name: 'ভুনা খিচুড়ি', description: '' } };

describe('inLocale', () => {
  it('shows the English on an English page, and never the Bangla', () => {
    expect(inLocale(dish, 'en')).toEqual({ id: 3, name: 'Bhuna khichuri', description: 'Rice and lentils', image: 'menu/khichuri' });
  });

  it('shows each text in Bangla where staff wrote one, else its English', () => {
    expect(inLocale(dish, 'bn')).toEqual({ id: 3, name: 'ভুনা খিচুড়ি', description: 'Rice and lentils', image: 'menu/khichuri' });
  });

  it('takes only texts: a Bangla entry for a field that is not text changes nothing', () => {
    expect(inLocale({ id: 1, title: 'Cup', bn: { id: '৯' } }, 'bn')).toEqual({ id: 1, title: 'Cup' });
  });
});
