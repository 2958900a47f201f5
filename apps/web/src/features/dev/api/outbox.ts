import type { OutboxMessage } from '@hctl/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../../../lib/api-client';
import { devKeys } from './keys';

/** GET /dev/outbox: the last 50 messages this development server sent, optionally to one recipient. */
export const fetchOutbox = async (to: string) =>
  (await get<OutboxMessage[]>(`/dev/outbox?limit=50${to ? `&to=${encodeURIComponent(to)}` : ''}`)).data;

export const outboxQuery = (to: string) =>
  queryOptions({ queryKey: devKeys.outbox(to), queryFn: () => fetchOutbox(to), refetchInterval: 3000 });
