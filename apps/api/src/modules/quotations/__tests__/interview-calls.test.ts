import type { CallSessionView, CallView } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../../test/context';
import { orgMember } from '../../org-team/__tests__/members';
import { until } from '../../realtime/__tests__/helpers';
import { callHistory, liveCallsSuite, OFFER, type Person, signals } from './calls-world';

const { ctx, w, api, listen, ring, act } = liveCallsSuite();
/** A member of the clinic whose role holds `interviews` (callsWorld's members hold services / messages). */
let interviewer: Person;
let candidateApplication: number;

beforeAll(async () => {
  interviewer = await orgMember(ctx, w.orgId, 'Recruiter', ['interviews']);
  const [job] = await ctx.db
    .insert(schema.jobs)
    .values({
      organization_id: w.orgId,
      slug: `night-rn-${Date.now()}`,
      title: 'Night RN',
      employment_type: 'full-time',
      description: 'Night shift registered nurse.',
      status: 'published',
    })
    .returning();
  const [application] = await ctx.db
    .insert(schema.jobApplications)
    .values({
      job_id: job.id,
      organization_id: w.orgId,
      user_id: w.N.id,
      first_name: 'Nora',
      last_name: 'Candidate',
      email: w.N.email,
      status: 'interview',
    })
    .returning();
  candidateApplication = application.id;
}, 30_000);

const interview = async () => {
  const [row] = await ctx.db
    .insert(schema.interviews)
    .values({
      application_id: candidateApplication,
      organization_id: w.orgId,
      schedule_date: new Date(Date.now() + 3_600_000),
      timezone: 'America/Chicago',
      mode: 'video',
      status: 'confirmed',
    })
    .returning();
  return row.id;
};
const join = (id: number, by: Person) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/job/interviews/${id}/call`, headers: bearer(by.token) });
const joined = async (id: number, by: Person) => {
  const res = await join(id, by);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CallView;
};
const endCall = (id: number, by: Person) =>
  ctx.app.inject({ method: 'PUT', url: `/api/v1/job/interviews/${id}/end-call`, headers: bearer(by.token) });
const session = async (callId: number, by: Person) => {
  const res = await api('GET', `/calls/${callId}`, by.token);
  return { status: res.statusCode, data: res.json().data as CallSessionView };
};

describe('interview calls', () => {
  it('the organization rings the candidate, who answers; both see the call page with the interview title', async () => {
    const id = await interview();
    const rung = await joined(id, w.clinic);
    expect(rung).toMatchObject({
      status: 'requested',
      interview_id: id,
      quotation_id: null,
      kind: null,
      caller_id: w.clinic.id,
      callee_id: w.N.id,
      ring_until: null,
    });
    // Joining again (a reload) is the same call.
    expect((await joined(id, w.clinic)).id).toBe(rung.id);
    const answered = await joined(id, w.N);
    expect(answered).toMatchObject({ id: rung.id, status: 'started', callee_id: w.N.id });
    expect(answered.started_at).not.toBeNull();

    const candidate = await session(rung.id, w.N);
    expect(candidate.status).toBe(200);
    expect(candidate.data).toMatchObject({
      role: 'callee',
      title: 'Interview for Night RN',
      peer: { user_id: w.clinic.id, name: 'Riverside Clinic' },
    });
    const team = await session(rung.id, w.clinic);
    expect(team.data).toMatchObject({ role: 'caller', peer: { user_id: w.N.id } });
    expect(team.data.peer.name).not.toBe('Riverside Clinic');
    const stamps = await ctx.db.select().from(schema.interviews).where(eq(schema.interviews.id, id));
    expect(stamps[0].org_joined_at).not.toBeNull();
    expect(stamps[0].candidate_joined_at).not.toBeNull();
    // The machine's history: the organization as the provider, the candidate as the buyer.
    const history = await callHistory(ctx, rung.id);
    expect(history.map((h) => [h.event, h.actor, h.to_state, h.quotation_id])).toEqual([
      ['request_call', 'provider', 'requested', null],
      ['start', 'buyer', 'started', null],
    ]);
  });

  it('the candidate rings first; a member with interviews answers; nobody else gets in', async () => {
    const id = await interview();
    const rung = await joined(id, w.N);
    expect(rung).toMatchObject({ status: 'requested', caller_id: w.N.id, callee_id: null });
    // Outsiders are told it does not exist; a member without `interviews` is refused.
    expect((await join(id, w.outsider)).statusCode).toBe(404);
    expect((await join(id, w.member)).statusCode).toBe(403);
    expect((await join(id, w.memberNoPerm)).statusCode).toBe(403);
    expect((await session(rung.id, w.outsider)).status).toBe(404);
    // Not having joined is not being in the call.
    expect((await session(rung.id, interviewer)).status).toBe(404);
    const answered = await joined(id, interviewer);
    expect(answered).toMatchObject({ id: rung.id, status: 'started', callee_id: interviewer.id });
    // 1:1: the owner cannot join a call a colleague answered.
    expect((await join(id, w.clinic)).statusCode).toBe(409);
    expect((await session(rung.id, w.clinic)).status).toBe(404);
    expect((await session(rung.id, interviewer)).data).toMatchObject({
      role: 'callee',
      title: 'Interview for Night RN',
    });
  });

  it('relays signals to the other participant only', async () => {
    const id = await interview();
    const call = await joined(id, w.clinic);
    await joined(id, w.N);
    const [n, clinic, other] = await Promise.all([listen(w.N), listen(w.clinic), listen(interviewer)]);
    const sent = await api('POST', `/calls/${call.id}/signal`, w.clinic.token, {
      session: 'a',
      signal: OFFER,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ delivered: true });
    await until(() => signals(n).length === 1);
    expect(signals(n)[0].data).toMatchObject({ call_id: call.id, from_user_id: w.clinic.id, signal: OFFER });
    await api('POST', `/calls/${call.id}/signal`, w.N.token, { session: 'b', signal: { kind: 'joined' } });
    await until(() => signals(clinic).length === 1);
    expect(signals(clinic)[0].data).toMatchObject({ from_user_id: w.N.id, signal: { kind: 'joined' } });
    await new Promise((r) => setTimeout(r, 200));
    expect(signals(other)).toHaveLength(0);
    expect(signals(n)).toHaveLength(1);
    expect(
      (await api('POST', `/calls/${call.id}/signal`, interviewer.token, { session: 'c', signal: OFFER }))
        .statusCode,
    ).toBe(404);
  });

  it("the interview's end-call ends its call; the next join rings a new one", async () => {
    const id = await interview();
    const call = await joined(id, w.clinic);
    await joined(id, w.N);
    const res = await endCall(id, w.N);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(schema.quotationCalls)
      .where(eq(schema.quotationCalls.id, call.id));
    expect(row.status).toBe('ended');
    expect(row.ended_at).not.toBeNull();
    expect((await callHistory(ctx, call.id)).at(-1)).toMatchObject({
      event: 'end',
      actor: 'buyer',
      to_state: 'ended',
    });
    const signal = await api('POST', `/calls/${call.id}/signal`, w.N.token, {
      session: 's',
      signal: { kind: 'joined' },
    });
    expect(signal.statusCode).toBe(409);
    // The interview is completed now: its call cannot be joined again.
    expect((await join(id, w.clinic)).statusCode).toBe(409);
    // An interview without a call ends as before.
    const quiet = await interview();
    expect((await endCall(quiet, w.clinic)).statusCode).toBe(200);
  });
});

describe('call lines in the quotation conversation', () => {
  const lines = (quotationId: number) =>
    ctx.db
      .select()
      .from(schema.quotationMessages)
      .where(eq(schema.quotationMessages.quotation_id, quotationId))
      .orderBy(asc(schema.quotationMessages.seq));

  it('requested, started and ended (with its minutes) are lines of kind call, by the one who moved it', async () => {
    const qid = await w.personal();
    const call = await ring(w.N, qid);
    expect((await act('start-call', call, w.P)).statusCode).toBe(200);
    // Four minutes later.
    await ctx.db
      .update(schema.quotationCalls)
      .set({ started_at: new Date(Date.now() - 4 * 60_000) })
      .where(eq(schema.quotationCalls.id, call.id));
    expect((await act('end-call', call, w.N)).statusCode).toBe(200);
    const rows = await lines(qid);
    expect(rows.map((r) => [r.kind, r.body, r.call_id, r.sender_user_id, r.sender_side])).toEqual([
      ['call', 'Video call requested', call.id, w.N.id, 'buyer'],
      ['call', 'Video call started', call.id, w.P.id, 'provider'],
      ['call', 'Video call ended (4 min)', call.id, w.N.id, 'buyer'],
    ]);
    const thread = await api('GET', `/messages/${qid}/service`, w.P.token);
    expect(thread.json().data.messages.map((m: { message: string }) => m.message)).toContain(
      'Video call ended (4 min)',
    );
  });

  it('a declined call and a cancelled one', async () => {
    const qid = await w.personal();
    const declined = await ring(w.N, qid, 'audio');
    expect((await act('reject-call', declined, w.P)).statusCode).toBe(200);
    const cancelled = await ring(w.P, qid);
    expect((await act('end-call', cancelled, w.P)).statusCode).toBe(200);
    expect((await lines(qid)).map((r) => r.body)).toEqual([
      'Audio call requested',
      'Audio call declined',
      'Video call requested',
      'Video call cancelled',
    ]);
  });

  it('a refused move adds no line (same transaction)', async () => {
    const qid = await w.personal();
    const call = await ring(w.N, qid);
    expect((await act('start-call', call, w.N)).statusCode).toBe(409);
    expect((await lines(qid)).map((r) => r.body)).toEqual(['Video call requested']);
  });
});
