import type { Twilio } from 'twilio';

/** Sends one text message; rejects when the provider did not accept it (the outbox retries). */
export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** A sender number (+1…) or a Messaging Service SID (MG…). */
  from: string;
  /** Another API origin (a local fake in tests); Twilio's own when unset. */
  apiBase?: string;
}

/**
 * Twilio's Messages API through its SDK. The SDK always builds api.twilio.com URLs (region and
 * edge only change the host's name), so another base is reached by rewriting the origin in the
 * HTTP client handed to it; credentials still go as Basic auth. The SDK is loaded on the first
 * message (it takes a second to load), so processes that never text do not pay for it.
 */
export function twilioSender(s: TwilioSettings): SmsSender {
  const connect = async (): Promise<Twilio> => {
    const { default: twilio } = await import('twilio');
    const http = new twilio.RequestClient({ timeout: 10_000 });
    const base = s.apiBase?.replace(/\/+$/, '');
    const httpClient = base
      ? ({
          request: (opts: Parameters<typeof http.request>[0]) =>
            http.request({ ...opts, uri: base + opts.uri.slice(new URL(opts.uri).origin.length) }),
        } as unknown as typeof http)
      : http;
    return twilio(s.accountSid, s.authToken, { httpClient });
  };
  let client: Promise<Twilio> | null = null;
  const sender = s.from.startsWith('MG') ? { messagingServiceSid: s.from } : { from: s.from };
  return {
    async send(to, text) {
      client ??= connect().catch((err) => {
        client = null;
        throw err;
      });
      await (await client).messages.create({ to, body: text, ...sender });
    },
  };
}
