import { startFakeServer } from '../../../../test/fake-server';

/**
 * A local stand-in for Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json), so
 * the SMS sender is tested offline. It records each request with its Basic credentials and can be
 * told to fail the next requests the way Twilio does (a JSON error with a Twilio code).
 */
export async function startTwilioFake() {
  const calls: { method: string; path: string; body: Record<string, string>; auth: string | null }[] = [];
  const state = { failNext: 0, seq: 0 };

  const server = await startFakeServer(({ req, path, body, send }) => {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const auth = basic ? Buffer.from(basic[1], 'base64').toString() : null;
    calls.push({ method: req.method ?? '', path, body, auth });
    const m = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
    if (req.method !== 'POST' || !m)
      return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    if (!auth || auth.split(':')[0] !== m[1])
      return send(401, { code: 20003, message: 'Authenticate', status: 401 });
    if (state.failNext > 0) {
      state.failNext--;
      return send(503, { code: 20503, message: 'Service unavailable', status: 503 });
    }
    send(201, {
      sid: `SM${String(++state.seq).padStart(32, '0')}`,
      account_sid: m[1],
      to: body.To,
      from: body.From ?? null,
      messaging_service_sid: body.MessagingServiceSid ?? null,
      body: body.Body,
      status: 'queued',
      date_created: new Date().toUTCString(),
    });
  });
  return { ...server, calls, state };
}
