import type { CallSessionView, CallSignal, CallView } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api, get, idempotent, post } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';

export const callKeys = { call: (id: number) => ['video-call', id] as const };

/** GET quotations/calls/{id}: the call as this participant sees it (role, peer, ICE servers). */
export const callQuery = (id: number) =>
  queryOptions({
    queryKey: callKeys.call(id),
    queryFn: async () => (await get<CallSessionView>(`/quotations/calls/${id}`)).data,
    // Live changes arrive as call.updated events; a refetch on focus would race them.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** start-call, end-call, reject-call under quotations/ (spec §7), each with an Idempotency-Key. */
export type CallAction = 'start-call' | 'end-call' | 'reject-call';
export async function callAction(
  action: CallAction,
  call: Pick<CallView, 'id' | 'kind' | 'interview_id'>,
): Promise<Pick<CallView, 'status'>> {
  if (call.interview_id === null)
    return (
      await api<CallView>(
        'PUT',
        `/quotations/${action}/${call.id}/${call.kind ?? 'service'}`,
        {},
        idempotent(),
      )
    ).data;
  // An interview's call moves through the interview: joining answers it, its end-call ends both.
  if (action === 'start-call') return (await joinInterviewCall(call.interview_id)).data;
  // Declining a ringing interview call is "not now": the interview's end-call would mark the
  // interview itself completed, so nothing is sent and the call stays open to join at the agreed time.
  if (action === 'reject-call') return { status: 'rejected' };
  await api('PUT', `/job/interviews/${call.interview_id}/end-call`, {});
  return { status: 'ended' };
}

/** POST job/interviews/{id}/call: join the interview's call (the first to join rings the other side). */
export const joinInterviewCall = (interviewId: number) =>
  post<CallView>(`/job/interviews/${interviewId}/call`, {});

/**
 * POST quotations/calls/{id}/signal. A `bye` is sent while the page unloads, so it goes with
 * `keepalive` (the browser finishes it after the page is gone), outside the API client.
 */
export async function sendSignal(id: number, session: string, signal: CallSignal) {
  if (signal.kind !== 'bye') {
    await post(`/quotations/calls/${id}/signal`, { session, signal });
    return;
  }
  const token = authStore.get().api_token;
  await fetch(`/api/v1/quotations/calls/${id}/signal`, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ session, signal }),
  });
}
