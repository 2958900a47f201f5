import { Queue } from 'bullmq';
import { Redis } from 'ioredis';

/**
 * The app's BullMQ queues, made on first use. Queue names belong to the modules that own them
 * (`queues` in each `<domain>.module.ts`); this only holds the shared connection and options.
 */
export interface Queues {
  get(name: string): Queue;
  connection: Redis;
  close(): Promise<void>;
}

/** BullMQ needs its own connection with retries disabled per request (its docs require it for workers). */
export function bullConnection(url: string) {
  return new Redis(url, { maxRetriesPerRequest: null, enableOfflineQueue: false, lazyConnect: false });
}

export function createQueues(url: string, prefix: string): Queues {
  const connection = bullConnection(url);
  connection.on('error', () => {});
  const queues = new Map<string, Queue>();
  return {
    get(name) {
      let q = queues.get(name);
      if (!q) {
        q = new Queue(name, {
          connection,
          prefix: `${prefix}bull`,
          defaultJobOptions: {
            attempts: 8,
            backoff: { type: 'exponential', delay: 2000 },
            removeOnComplete: 1000,
            removeOnFail: false,
          },
        });
        queues.set(name, q);
      }
      return q;
    },
    connection,
    async close() {
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      connection.disconnect();
    },
  };
}
