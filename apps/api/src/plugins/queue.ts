import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

export const QUEUE_NAMES = ['email', 'sms', 'resume-import', 'credentials', 'billing'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
export type Queues = Record<QueueName, Queue> & { connection: Redis; close(): Promise<void> };

/** BullMQ needs its own connection with retries disabled per request (its docs require it for workers). */
export function bullConnection(url: string) {
  return new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: false, lazyConnect: false });
}

export function createQueues(url: string, prefix: string): Queues {
  const connection = bullConnection(url);
  connection.on('error', () => {});
  const make = (name: QueueName) =>
    new Queue(name, {
      connection,
      prefix: `${prefix}bull`,
      defaultJobOptions: {
        attempts: 8,
        backoff: { type: 'exponential', delay: 2000 },
        removeOnComplete: 1000,
        removeOnFail: false,
      },
    });
  const queues = {
    email: make('email'),
    sms: make('sms'),
    'resume-import': make('resume-import'),
    credentials: make('credentials'),
    billing: make('billing'),
  };
  return {
    ...queues,
    connection,
    async close() {
      await Promise.allSettled(Object.values(queues).map((q) => q.close()));
      connection.disconnect();
    },
  };
}
