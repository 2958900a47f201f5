import { z } from 'zod';
import { errorEnvelope, successEnvelope } from '../common/envelope';

export const probeStatus = z.enum(['ok', 'down']);
/** What GET health found of each dependency. */
export const healthChecksView = z.object({ database: probeStatus, redis: probeStatus });
export type HealthChecksView = z.infer<typeof healthChecksView>;

/** 200: every dependency answered. */
export const healthyEnvelope = successEnvelope(healthChecksView);
/** 503: the error envelope (code `unhealthy`) that still says which dependency is down. */
export const unhealthyEnvelope = errorEnvelope.extend({ data: healthChecksView });
