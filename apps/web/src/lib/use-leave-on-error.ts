import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toastError } from './notify';

/** Spec §8: a public page that fails to load shows the message, then `leave` takes the viewer away. */
export function useLeaveOnError(query: UseQueryResult<unknown>, leave: () => void) {
  useEffect(() => {
    if (query.isError) {
      toastError((query.error as Error).message);
      leave();
    }
  }, [query.isError]);
}
