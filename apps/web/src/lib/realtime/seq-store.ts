/**
 * The last event seq this tab saw per channel, kept in sessionStorage: a reload or a reconnect
 * subscribes with it and the server replays only what came after. Per tab (not localStorage): two
 * tabs each keep their own position, and a closed tab leaves nothing behind.
 */
const KEY = 'realtime-seq';

type Seqs = Record<string, number>;

function read(): Seqs {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Seqs;
  } catch {
    return {};
  }
}
let seqs: Seqs = read();

// The user id is part of the key: another account in the same tab never resumes from someone else's seq.
const key = (userId: number, channel: string) => `${userId}:${channel}`;

export const lastSeq = (userId: number, channel: string): number | undefined => seqs[key(userId, channel)];

/** Moves the channel's position forward (or anywhere with `force`, after a server reset). */
export function rememberSeq(userId: number, channel: string, seq: number, force = false) {
  const k = key(userId, channel);
  if (!force && (seqs[k] ?? 0) >= seq) return;
  seqs = { ...seqs, [k]: seq };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(seqs));
  } catch {
    /* storage full or disabled: the in-memory position still dedupes this page's events */
  }
}

export function forgetSeqs() {
  seqs = {};
  sessionStorage.removeItem(KEY);
}
