import type { Envelope } from '@hctl/contracts';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { showServerError, toastSuccess } from './notify';

export interface ApiMutationOptions<TVars, TData, TForm extends FieldValues> {
  /** The call (a feature's api/ mutation function): resolves with the spec's success envelope. */
  mutationFn: (vars: TVars) => Promise<Envelope<TData>>;
  /** Query keys (prefixes) invalidated after a success. */
  invalidate?: readonly QueryKey[] | ((res: Envelope<TData>, vars: TVars) => readonly QueryKey[]);
  /** Wait for the invalidated queries to refetch before `onSuccess` (and before the mutation settles). */
  awaitInvalidation?: boolean;
  /** Show the server's success message as a toast (default true). */
  toast?: boolean;
  /** Auth flows: toasts close after UI_TIMINGS.toastMs (spec §5). */
  authFlow?: boolean;
  /** A react-hook-form form: the server's `errors` (field → message) land on its fields. */
  form?: { setError: UseFormSetError<TForm> };
  /** The server's `errors` for a form kept in component state. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  onSuccess?: (res: Envelope<TData>, vars: TVars) => unknown;
  /** Handles a failure itself: return true and the default (field errors, message toast) is skipped. */
  onError?: (err: unknown, vars: TVars) => boolean | undefined;
  /** After success or failure (e.g. hide an upload's progress bar). */
  onSettled?: () => void;
}

/** The variables as a key; null (never joined) when they hold files or forms, or cannot be written. */
function keyOf(vars: unknown) {
  try {
    const key = JSON.stringify(vars, (_k, v) => {
      if (v instanceof Blob || v instanceof FormData) throw new Error('not comparable');
      return v;
    });
    return key ?? 'undefined';
  } catch {
    return null;
  }
}

/**
 * One mutation against the API (spec §5/§8): the success message as a toast, the server's field
 * errors onto the form and its message as an error toast, then the given queries invalidated.
 * `run(vars)` resolves once the mutation has settled and never rejects (the failure is shown), so
 * `handleSubmit((v) => save.run(v))` keeps the form's isSubmitting for the whole call.
 */
export function useApiMutation<TVars = void, TData = unknown, TForm extends FieldValues = FieldValues>(
  options: ApiMutationOptions<TVars, TData, TForm>,
) {
  const qc = useQueryClient();
  const mutation = useMutation<Envelope<TData>, unknown, TVars>({
    mutationFn: options.mutationFn,
    // Like a plain fetch: offline, the call fails with its message instead of waiting for the network.
    networkMode: 'always',
    onSuccess: async (res, vars) => {
      if (options.toast !== false) toastSuccess(res.message, options.authFlow);
      const keys =
        typeof options.invalidate === 'function' ? options.invalidate(res, vars) : (options.invalidate ?? []);
      const refetched = Promise.all(keys.map((queryKey) => qc.invalidateQueries({ queryKey })));
      if (options.awaitInvalidation) await refetched;
      await options.onSuccess?.(res, vars);
    },
    onError: (err, vars) => {
      if (options.onError?.(err, vars)) return;
      if (err instanceof ApiError && options.onFieldErrors) options.onFieldErrors(err.errors);
      showServerError(err, options.form?.setError, options.authFlow);
    },
    onSettled: () => options.onSettled?.(),
  });
  // A double click (or Enter pressed twice) calls again before isPending reaches the render: a call
  // with the same variables as one still running joins it instead of sending the request twice.
  const inFlight = useRef(new Map<string, Promise<Envelope<TData>>>());
  const mutateAsync: typeof mutation.mutateAsync = (...args) => {
    const key = keyOf(args[0]);
    const running = key === null ? undefined : inFlight.current.get(key);
    if (running) return running;
    const call = mutation.mutateAsync(...args);
    if (key !== null) {
      inFlight.current.set(key, call);
      const done = () => inFlight.current.delete(key);
      call.then(done, done);
    }
    return call;
  };
  const mutate: typeof mutation.mutate = (...args) => {
    mutateAsync(...args).catch(() => undefined);
  };
  const run = (vars: TVars) =>
    mutateAsync(vars).then(
      () => undefined,
      () => undefined,
    );
  return { ...mutation, mutate, mutateAsync, run };
}
