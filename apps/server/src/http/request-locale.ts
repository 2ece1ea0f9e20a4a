import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@rgcc/shared/format/locale';

/**
 * The language a request asks for in `Accept-Language` (the site's pages send their own), when
 * it is one the club writes: the most preferred of `en` and `bn` by weight, else null.
 */
export function acceptedLocale(request: Pick<FastifyRequest, 'headers'>): Locale | null {
  const header = request.headers['accept-language'];
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((entry, position) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split('-')[0], weight: weight === undefined ? 1 : Number(weight), position };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.position - b.position);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}
