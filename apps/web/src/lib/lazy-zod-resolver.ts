import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type * as MessageLanguage from './message-language';

/**
 * A react-hook-form resolver for one of the shared zod schemas, loaded on the form's first
 * validation. zod is the largest library on the site (40 KB gzip); loading it when someone
 * first leaves a field or submits keeps it off every page load, including the footer's
 * newsletter form on every page. The rules are still the one schema the server uses; their
 * messages are shown in the page's language, by a module loaded with the resolver.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  let resolver: Promise<Resolver<z.input<Schema>, unknown, z.output<Schema>>> | undefined;
  let translation: Promise<typeof MessageLanguage> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(([schema, { zodResolver }]) =>
      zodResolver(schema),
    );
    translation ??= import('./message-language');
    const result = await (await resolver)(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    return { values: {}, errors: await (await translation).errorsInPageLanguage(result.errors as FieldErrors<z.input<Schema>>) };
  };
}
