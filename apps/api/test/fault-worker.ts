/**
 * A worker process for the fault suite: delivers outbox mail slowly (so it can be killed mid-send)
 * and records each send's start and end in FAULT_LOG. Started and killed by faults.test.ts only.
 */
import { appendFileSync } from 'node:fs';
import { loadConfig } from '../src/config';
import { startOutboxWorkers } from '../src/modules/outbox/outbox.jobs';
import { createDeps } from '../src/runtime/deps';

const config = loadConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent' });
const deps = createDeps(config, { poolMax: 2 });
const logFile = process.env.FAULT_LOG ?? '/dev/null';
startOutboxWorkers(deps, () => {}, {
  relayEveryMs: 300,
  staleAfterMs: 300,
  stuckAfterMs: 3000,
  transport: {
    sendMail: async (m) => {
      appendFileSync(logFile, `start:${String(m.subject)}:${process.pid}\n`);
      await new Promise((r) => setTimeout(r, Number(process.env.FAULT_SEND_MS ?? 1500)));
      appendFileSync(logFile, `sent:${String(m.subject)}:${process.pid}\n`);
    },
  },
});
appendFileSync(logFile, `ready:${process.pid}\n`);
