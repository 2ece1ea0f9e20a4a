import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { locales } from '@rgcc/shared/format/locale';
import { loadTexts } from '@/lib/texts';

// The texts the test file's components declared, in both languages (the router loads them with a page's code).
beforeEach(() => Promise.all(locales.map(loadTexts)).then(() => undefined));

afterEach(() => cleanup());
