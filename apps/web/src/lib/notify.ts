import { UI_TIMINGS } from '@hctl/contracts/constants';
import type { NotificationData } from '@mantine/notifications';
import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * The toast host (<Notifications/>, with its transitions) mounts on the first toast rather than in
 * the first load; a toast shown before it mounts waits in Mantine's store and appears with it.
 * The store is imported lazily too: a static import here kept all of @mantine/notifications (and
 * react-transition-group) in the first load, since main.tsx imports the same module lazily.
 */
let hostWanted = false;
const hostListeners = new Set<() => void>();
export const notificationsHost = {
  subscribe: (l: () => void) => {
    hostListeners.add(l);
    return () => hostListeners.delete(l);
  },
  wanted: () => hostWanted,
};
const show = (o: NotificationData) => {
  if (!hostWanted) {
    hostWanted = true;
    for (const l of hostListeners) l();
  }
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(o));
};

export const toastSuccess = (message: string, authFlow = false) =>
  show({ color: 'teal', message, autoClose: authFlow ? UI_TIMINGS.toastMs : 4000 });
export const toastError = (message: string, authFlow = false) =>
  show({ color: 'red', message, autoClose: authFlow ? UI_TIMINGS.toastMs : 5000 });
/** A success toast holding a control (an Undo button); stays longer, so there is time to use it. */
export const toastWithAction = (id: string, message: ReactNode) =>
  show({ id, color: 'teal', message, autoClose: 8000 });
export const hideToast = (id: string) =>
  void import('@mantine/notifications').then(({ notifications }) => notifications.hide(id));

/** Shows the server message and puts every field error on its form field (spec §5, §8). */
export function showServerError<T extends FieldValues>(
  err: unknown,
  setError?: UseFormSetError<T>,
  authFlow = false,
) {
  if (err instanceof ApiError) {
    if (setError)
      for (const [field, message] of Object.entries(err.errors)) setError(field as Path<T>, { message });
    toastError(err.message, authFlow);
  } else {
    toastError('Something went wrong. Please try again.', authFlow);
  }
}
