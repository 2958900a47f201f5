import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer (helmet): a Content-Security-Policy for the SPA, no framing,
 * nosniff, a strict referrer policy. The SPA runs no inline script (Vite emits module files);
 * inline *styles* stay allowed because Mantine writes its CSS variables in <style> tags and the
 * boot screen is styled inline. Stripe Elements needs its script, frames and API when Stripe is
 * configured. The API docs page sets its own policy (swagger-ui `staticCSP`).
 *
 * helmet itself, built once: @fastify/helmet rebuilt the middleware (and re-parsed the policy) on
 * every request, 7% of the CPU of a simple API read under load.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean }) {
  const stripe = ['https://js.stripe.com'];
  const apply = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: [...stripe, 'https://hooks.stripe.com'],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The SPA loads its own assets only; a cross-origin embedder policy would block Stripe's frames.
    crossOriginEmbedderPolicy: false,
    hsts: opts.production ? { maxAge: 15_552_000, includeSubDomains: true } : false,
  });
  app.addHook('onRequest', (req, reply, done) => apply(req.raw, reply.raw, () => done()));
}
