import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type ApiMutationOptions, useApiMutation } from './use-api-mutation';

type Progress = (percent: number) => void;

/**
 * An upload through `useApiMutation` with its progress bar's state: `progress` is null while no
 * upload runs, else the percent sent so far. `upload(vars)` starts at 0 and hands the call its
 * `onProgress`; like `run` it resolves once the upload has settled and never rejects.
 */
export function useUploadMutation<
  TVars extends { onProgress?: Progress },
  TData = unknown,
  TForm extends FieldValues = FieldValues,
>(options: ApiMutationOptions<TVars, TData, TForm>) {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useApiMutation<TVars, TData, TForm>({
    ...options,
    onSettled: () => {
      setProgress(null);
      options.onSettled?.();
    },
  });
  const upload = (vars: Omit<TVars, 'onProgress'>) => {
    setProgress(0);
    // Omit<TVars, K> & Pick<TVars, K> is TVars, which TypeScript cannot see for a generic TVars.
    return mutation.run({ ...vars, onProgress: setProgress } as TVars);
  };
  return { ...mutation, progress, upload };
}
