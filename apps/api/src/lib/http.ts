import type { FastifyRequest } from 'fastify';

export const ok = <T>(message: string, data: T) => ({ status: 'success' as const, message, data });
export const reply = <R extends { message: string; data: unknown }>(r: R) =>
  ok(r.message, r.data as R['data']);
export const requestMeta = (req: FastifyRequest) => ({
  ip: req.ip,
  userAgent: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'] : undefined,
});
