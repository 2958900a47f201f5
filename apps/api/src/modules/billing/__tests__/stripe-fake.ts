import { startFakeServer } from '../../../../test/fake-server';

/**
 * A local stand-in for the parts of the Stripe API the gateway calls, so the Stripe
 * implementation is tested offline. It records requests and honours Idempotency-Key.
 */
export async function startStripeFake() {
  const calls: { method: string; path: string; body: Record<string, string>; idempotencyKey?: string }[] = [];
  const idem = new Map<string, { status: number; body: unknown }>();
  const state = { accountVerified: false, seq: 0 };
  const cardError = (message: string, code: string) => ({
    status: 402,
    body: { error: { type: 'card_error', code, decline_code: code, message } },
  });

  const route = (method: string, path: string, body: Record<string, string>) => {
    const id = () => `${++state.seq}`;
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path);
    const detach = /^\/v1\/payment_methods\/([^/]+)\/detach$/.exec(path);
    const account = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/customers')
      return { status: 200, body: { id: `cus_${id()}`, object: 'customer' } };
    if (method === 'POST' && attach) {
      const m = attach;
      if (m[1] === 'pm_card_chargeDeclined') return cardError('Your card was declined.', 'card_declined');
      return {
        status: 200,
        body: {
          id: m[1],
          object: 'payment_method',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 },
        },
      };
    }
    if (method === 'POST' && detach)
      return { status: 200, body: { id: detach[1], object: 'payment_method' } };
    if (method === 'POST' && path === '/v1/payment_intents') {
      if (body.payment_method === 'pm_card_chargeCustomerFail')
        return cardError('Your card was declined.', 'card_declined');
      return {
        status: 200,
        body: {
          id: `pi_${id()}`,
          object: 'payment_intent',
          status: 'succeeded',
          amount: Number(body.amount),
        },
      };
    }
    if (method === 'POST' && path === '/v1/accounts')
      return { status: 200, body: { id: `acct_${id()}`, object: 'account' } };
    if (method === 'GET' && account)
      return {
        status: 200,
        body: {
          id: account[1],
          object: 'account',
          payouts_enabled: state.accountVerified,
          details_submitted: state.accountVerified,
        },
      };
    if (method === 'POST' && path === '/v1/account_links')
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.test/onboard/${body.account}` },
      };
    if (method === 'POST' && path === '/v1/transfers')
      return { status: 200, body: { id: `tr_${id()}`, object: 'transfer' } };
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No fake for ${method} ${path}` } },
    };
  };

  const server = await startFakeServer(({ req, path, body, send }) => {
    const key = req.headers['idempotency-key'] as string | undefined;
    calls.push({ method: req.method ?? '', path, body, idempotencyKey: key });
    const result = (key && idem.get(key)) || route(req.method ?? '', path, body);
    if (key) idem.set(key, result);
    send(result.status, result.body, { 'request-id': 'req_fake' });
  });
  return { ...server, calls, state };
}
