import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { toastError } from '../../../lib/notify';
import { joinInterviewCall } from '../api/join-interview-call';

/** Statuses whose call can no longer be joined (the API answers 409 for them). */
const CLOSED = ['rejected', 'cancelled', 'completed', 'no_show'];

/**
 * "Join call" on an interview (the candidate's and the organization's lists): joins the interview's
 * call and opens /video-call/{callId} in a new window. The window is opened blank inside the click
 * and pointed at the call once the API answers: a window opened after the answer is a blocked pop-up.
 */
export function JoinInterviewCallButton({
  interview,
}: {
  interview: { id: number; status: string; mode: string };
}) {
  const join = useMutation({
    mutationFn: (_v: { popup: Window | null }) => joinInterviewCall(interview.id),
    onSuccess: (res, v) => {
      const path = `/video-call/${res.data.id}?interview_id=${interview.id}`;
      if (v.popup) v.popup.location.href = path;
      else if (!window.open(path, '_blank')) toastError('Allow pop-ups to open the call window.');
    },
    onError: (err, v) => {
      v.popup?.close();
      toastError(err instanceof Error ? err.message : 'The call could not be joined.');
    },
  });
  if (interview.mode !== 'video' || CLOSED.includes(interview.status)) return null;
  return (
    <Button
      size="xs"
      variant="light"
      loading={join.isPending}
      data-testid="join-interview-call"
      onClick={() => join.mutate({ popup: window.open('about:blank', '_blank') })}
    >
      Join call
    </Button>
  );
}
