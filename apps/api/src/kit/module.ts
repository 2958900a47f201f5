import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Something a module starts in the worker process and stops on shutdown (a BullMQ Worker, a timer). */
export interface Closable {
  close(): Promise<unknown>;
}

export type WorkerLog = (message: string) => void;

/**
 * One domain of the API. `modules/index.ts` builds every module once, in dependency order, handing
 * each factory `AppDeps` plus the few services of other modules it needs; `app.ts` registers every
 * module's routes, `worker.ts` starts every module's workers.
 */
export interface AppModule<S extends object = object> {
  name: string;
  /** The module's services: what other modules may be handed, and what its routes close over. */
  services: S;
  /** The module's HTTP routes, registered under /api/v1. */
  routes?: FastifyPluginAsyncZod;
  /** BullMQ queues this module owns (it adds their jobs and processes them). */
  queues?: readonly string[];
  /** Started by the worker process only. */
  workers?: (log: WorkerLog) => Promise<Closable[]> | Closable[];
  /** What the API process opened for the module outside its workers (a listening connection), closed with the app. */
  close?: () => Promise<unknown>;
}

export const defineModule = <S extends object>(m: AppModule<S>): AppModule<S> => m;
