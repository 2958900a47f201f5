import type { Envelope } from '@hctl/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { serviceFormData } from '../api/form-data';
import type { ServiceFormSubmit } from './ServiceForm';

/**
 * Sends the service form as multipart (create or update) through the house mutation (toasts,
 * invalidation) and gives the form back the server's field errors, if any.
 */
export function useServiceSave<T>({
  mode,
  gallery,
  call,
  invalidate,
  onSaved,
}: {
  mode: 'create' | 'update';
  gallery: boolean;
  call: (v: { form: FormData; onProgress: (p: number) => void }) => Promise<Envelope<T>>;
  invalidate: readonly QueryKey[];
  onSaved: (res: Envelope<T>) => unknown;
}) {
  const errors = useRef<Record<string, string> | undefined>(undefined);
  const save = useApiMutation({
    mutationFn: call,
    invalidate,
    onSuccess: onSaved,
    onFieldErrors: (e) => {
      errors.current = e;
    },
  });
  return async (s: ServiceFormSubmit) => {
    errors.current = undefined;
    await save.run({
      form: serviceFormData(s.values, { media: s.media, documents: s.documents }, { mode, gallery }),
      onProgress: s.onProgress,
    });
    return errors.current;
  };
}
