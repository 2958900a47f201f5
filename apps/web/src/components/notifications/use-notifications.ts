import type { NotificationView } from '@hctl/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { toastError, toastSuccess } from '../../lib/notify';
import { answerNotification, clearNotifications, type NotificationSide, notificationKeys } from './api';

/**
 * What the bell and the page do with a notification: open it (marks it read, then follows its
 * link), accept or decline an actionable one, mark all read. Every change reloads the lists and
 * the badge (the person's other tabs hear `notification.read` on private-notify).
 */
export function useNotificationActions(side: NotificationSide | null) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => qc.invalidateQueries({ queryKey: notificationKeys.all });
  const fail = (err: unknown) =>
    toastError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');

  const read = useMutation({
    mutationFn: (n: NotificationView) => clearNotifications(side!, n.id),
    onSettled: refresh,
  });
  const answer = useMutation({
    mutationFn: ({ n, verb }: { n: NotificationView; verb: 'accept' | 'reject' }) =>
      answerNotification(side!, n.id, verb),
    onSuccess: (res) => toastSuccess(res.message),
    onError: fail,
    // Accepting an invitation changes what else the person sees (their organizations, their groups).
    onSettled: () => qc.invalidateQueries(),
  });
  const readAll = useMutation({
    mutationFn: () => clearNotifications(side!, 'all'),
    onError: fail,
    onSettled: refresh,
  });

  return {
    open(n: NotificationView) {
      if (n.read_at === null) read.mutate(n);
      if (n.link) navigate(n.link);
    },
    answer: (n: NotificationView, verb: 'accept' | 'reject') => answer.mutate({ n, verb }),
    answeringId: answer.isPending ? answer.variables?.n.id : undefined,
    readAll: () => readAll.mutate(),
    readingAll: readAll.isPending,
  };
}
