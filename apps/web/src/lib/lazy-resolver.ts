import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues> = Resolver<T> & { preload: () => void };

/**
 * A react-hook-form resolver whose zod schema — and zod itself, ~30 KB gzip — loads when the user
 * starts on the form (focus, via `preload`) or at the latest on the first validation, so public
 * pages stay within their first-load JS budget. Validation itself is unchanged.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const get = () => {
    loading ??= load();
    return loading;
  };
  const resolver = (async (values, context, options) =>
    (await get())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void get();
  return resolver;
}
