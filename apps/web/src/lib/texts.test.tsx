import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defineTexts, loadTexts, useTexts } from './texts';
import { LocaleContext } from './use-locale';

const english = { greeting: 'Hello, {name}!', nights: '{count, plural, one {# night} other {# nights}}', terms: 'Read the <link>terms</link>.' };
const bangla = { greeting: 'নমস্কার, {name}!', nights: '{count, plural, one {# রাত} other {# রাত}}', terms: '<link>শর্তাবলি</link> পড়ুন।' };
const loadEnglish = vi.fn(async () => ({ default: english }));
const loadBangla = vi.fn(async () => ({ default: bangla }));
const testTexts = defineTexts<typeof english>('lib/texts-test', { en: loadEnglish, bn: loadBangla });

function Greeting() {
  const t = useTexts(testTexts);
  return (
    <>
      <p>{t('greeting', { name: 'Rahim' })}</p>
      <p>{t('nights', { count: 3 })}</p>
      <p>{t.rich('terms', { link: (children) => <a href="/terms">{children}</a> })}</p>
    </>
  );
}

describe('texts', () => {
  it('writes a part’s texts in the page’s language, with values, plurals and elements', async () => {
    await loadTexts('en');
    render(<Greeting />);
    expect(screen.getByText('Hello, Rahim!')).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
  });

  it('loads a language only when asked, and each catalogue once', async () => {
    await loadTexts('en');
    await loadTexts('en');
    expect(loadEnglish).toHaveBeenCalledTimes(1);
    await loadTexts('bn');
    expect(loadBangla).toHaveBeenCalledTimes(1);
    render(
      <LocaleContext value="bn">
        <Greeting />
      </LocaleContext>,
    );
    expect(screen.getByText('নমস্কার, Rahim!')).toBeInTheDocument();
    expect(screen.getByText('৩ রাত')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'শর্তাবলি' })).toBeInTheDocument();
  });

  it('has a component whose part is not loaded yet wait for it (code loaded after its page)', async () => {
    const later = defineTexts<{ title: string }>('lib/texts-later', {
      en: async () => ({ default: { title: 'Loaded later' } }),
      bn: async () => ({ default: { title: 'পরে এল' } }),
    });
    function Later() {
      return <h2>{useTexts(later)('title')}</h2>;
    }
    // React retries a suspended render within act in tests; a browser does so by itself.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Later />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { name: 'Loaded later' })).toBeInTheDocument();
  });

  it('refuses a part declared twice, and a key its catalogue lacks', async () => {
    expect(() => defineTexts('lib/texts-test', { en: loadEnglish, bn: loadBangla })).toThrow('declared twice');
    await loadTexts('en');
    function Missing() {
      const t = useTexts(testTexts);
      return <p>{t('nope' as 'greeting')}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Missing />)).toThrow('have no "nope" in en');
  });
});
