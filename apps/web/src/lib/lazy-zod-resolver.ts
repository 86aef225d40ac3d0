import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form resolver whose zod schema (and zod itself, about 25 KB compressed) loads on first
 * use instead of with the page: the public pages paint from a smaller bundle, and `preload`
 * starts the download as soon as someone focuses the form, well before they submit.
 */
export function lazyZodResolver<Values extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Values, Values>>,
): { resolver: Resolver<Values>; preload: () => void } {
  let loading: Promise<Resolver<Values>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as Resolver<Values>,
    );
    // A failed download (offline for a moment) is tried again on the next attempt.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  return {
    resolver: async (values, context, options) => (await load())(values, context, options),
    preload: () => void load().catch(() => undefined),
  };
}
