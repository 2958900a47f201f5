import { z } from 'zod';

/**
 * Calls between the two sides of a quotation (spec §7 request-call, start-call, end-call,
 * reject-call) and of an interview, held in the browser with WebRTC: the API keeps the call's state
 * and relays the WebRTC signaling; media flows between the browsers (or through the TURN server
 * named in ICE_SERVERS).
 */

export const CALL_TYPES = ['audio', 'video'] as const;
export const callType = z.enum(CALL_TYPES);
export type CallType = z.infer<typeof callType>;

/** requested = ringing; missed = nobody answered within CALL_RING_SECONDS. */
export const CALL_STATUSES = ['requested', 'started', 'ended', 'rejected', 'missed'] as const;
export const callStatus = z.enum(CALL_STATUSES);
export type CallStatus = z.infer<typeof callStatus>;

/** How long a requested call rings before it counts as missed (issue 16: 60 s). */
export const CALL_RING_SECONDS = 60;

/** Spec §8 fixed text: the answer of start-call. */
export const CALL_STARTED_MESSAGE = 'Call is started';

/** POST quotations/request-call/service. */
export const requestCallBody = z.object({
  service_quotation_id: z.coerce.number().int().positive(),
  type: callType.default('video'),
});

/**
 * A call as its participants see it. `token` (spec §3 call: id, type, token) is a random secret of
 * the call, shown only to its two participants: the call page's link carries it.
 */
export const callView = z.object({
  id: z.number(),
  type: callType,
  status: callStatus,
  token: z.string(),
  quotation_id: z.number().nullable(),
  /** The quotation's kind, the `{kind}` of start-call, end-call and reject-call (null for an interview's call). */
  kind: z.enum(['service', 'service_request']).nullable(),
  interview_id: z.number().nullable(),
  caller_id: z.number(),
  /** null while an organization's call rings: the member who answers becomes the callee. */
  callee_id: z.number().nullable(),
  ring_until: z.string().nullable(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
});
export type CallView = z.infer<typeof callView>;

/** What realtime events carry (the token stays out of stored events). */
export const callEventView = callView.omit({ token: true });
export type CallEventView = z.infer<typeof callEventView>;

/** One ICE server for RTCPeerConnection (ICE_SERVERS in the API's configuration). */
export const iceServerView = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});

/** GET quotations/calls/{id}: what the call page needs. */
export const callSessionView = callView.extend({
  role: z.enum(['caller', 'callee']),
  /**
   * The other side: the organization's name when it acts for one, else the person's. `user_id` is
   * null while an organization's call rings (no member has answered yet).
   */
  peer: z.object({ user_id: z.number().nullable(), name: z.string() }),
  /** The page's title for an interview's call ("Interview for {job title}"); null for a quotation's. */
  title: z.string().nullable(),
  ice_servers: z.array(iceServerView),
});
export type CallSessionView = z.infer<typeof callSessionView>;

/** Largest SDP accepted by the signal route (a video offer with simulcast is ~6 KB). */
export const MAX_SDP_LENGTH = 16_000;

/**
 * POST quotations/calls/{id}/signal, relayed as is to the other participant:
 * - `joined`: this side's page is open and listening (the caller then makes the offer; the
 *   callee answers a `joined` with its own, so either may open first);
 * - `offer` / `answer`: the session descriptions; `candidate`: one trickled ICE candidate;
 * - `bye`: the page is closing without ending the call (the other side shows "peer left").
 * `session` names one page load, so a reloaded page is told apart from the one before.
 */
export const callSignal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('joined') }),
  z.object({ kind: z.literal('offer'), sdp: z.string().min(1).max(MAX_SDP_LENGTH) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().min(1).max(MAX_SDP_LENGTH) }),
  z.object({
    kind: z.literal('candidate'),
    candidate: z.object({
      candidate: z.string().max(1000),
      sdpMid: z.string().max(64).nullable().optional(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
      usernameFragment: z.string().max(256).nullable().optional(),
    }),
  }),
  z.object({ kind: z.literal('bye') }),
]);
export type CallSignal = z.infer<typeof callSignal>;

export const callSignalBody = z.object({
  session: z.string().min(1).max(64),
  signal: callSignal,
});

/** The relayed signal, on the other participant's `private-notify.{userId}` channel. */
export const callSignalEvent = z.object({
  call_id: z.number(),
  from_user_id: z.number(),
  session: z.string(),
  signal: callSignal,
});

export const callSignalAckView = z.object({ delivered: z.boolean() });
