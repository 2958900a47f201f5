import type { CallEventView, CallView } from '@hctl/contracts';
import type { CallRow } from './calls.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A call row as its participants see it; `kind` is its quotation's (null for an interview's call). */
export function toCall(row: CallRow, kind: CallView['kind']): CallView {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    token: row.token,
    quotation_id: row.quotation_id,
    kind,
    interview_id: row.interview_id,
    caller_id: row.caller_user_id,
    callee_id: row.callee_user_id,
    ring_until: iso(row.ring_until),
    started_at: iso(row.started_at),
    ended_at: iso(row.ended_at),
    created_at: row.created_at.toISOString(),
  };
}

/** What realtime events carry: the call without its token (events are stored). */
export function toCallEvent(row: CallRow, kind: CallView['kind']): CallEventView {
  const { token: _token, ...rest } = toCall(row, kind);
  return rest;
}
