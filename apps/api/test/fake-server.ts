import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  req: IncomingMessage;
  /** The path without the query. */
  path: string;
  /** The body, parsed as application/x-www-form-urlencoded (what Stripe and Twilio are sent). */
  body: Record<string, string>;
  /** Answers with JSON. */
  send: (status: number, json: unknown, headers?: Record<string, string>) => void;
}

/**
 * A local HTTP server standing in for a provider's API, so its client is tested offline: each
 * request is read whole and handed to `answer`. Listens on a free port of 127.0.0.1.
 */
export async function startFakeServer(answer: (request: FakeRequest) => void) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      answer({
        req,
        path: new URL(req.url ?? '/', 'http://x').pathname,
        body: Object.fromEntries(new URLSearchParams(raw)),
        send: (status, json, headers = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', ...headers });
          res.end(JSON.stringify(json));
        },
      });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
