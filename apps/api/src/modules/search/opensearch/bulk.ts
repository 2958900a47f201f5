import { indexName } from './mappings';
import { INDEXES_OF, type IndexDoc, type OutboxRow, sourceOf } from './opensearch.repository';

type Line = Record<string, unknown>;

/**
 * The bulk request for a batch of outbox rows: per changed row, its current document indexed
 * (`index`, a whole replacement) or, when it is gone or hidden, a delete from every index it may
 * be in. The version is the newest outbox id of that row (`external`): a batch replayed after a
 * crash, or an older state arriving after a newer one, is refused by OpenSearch (409) instead of
 * overwriting, so draining is at-least-once and idempotent by document id.
 */
export function bulkBody(prefix: string, rows: OutboxRow[], docs: IndexDoc[]): Line[] {
  const version = new Map<string, { kind: OutboxRow['kind']; id: number; v: number }>();
  for (const r of rows) {
    const key = `${r.kind}:${r.doc_id}`;
    const seen = version.get(key);
    if (!seen || seen.v < r.id) version.set(key, { kind: r.kind, id: r.doc_id, v: r.id });
  }
  const current = new Map(docs.map((d) => [`${sourceOf(d.kind)}:${d.id}`, d]));
  const lines: Line[] = [];
  for (const { kind, id, v } of [...version.values()].sort((a, b) => a.v - b.v)) {
    const doc = current.get(`${kind}:${id}`);
    const meta = { _id: String(id), version: v, version_type: 'external' };
    if (doc) {
      lines.push({ index: { _index: indexName(prefix, doc.kind), ...meta } }, doc.doc);
    } else {
      for (const k of INDEXES_OF[kind]) lines.push({ delete: { _index: indexName(prefix, k), ...meta } });
    }
  }
  return lines;
}

interface BulkItem {
  status: number;
  error?: { type?: string; reason?: string };
}
export interface BulkResponse {
  errors: boolean;
  items: Record<string, BulkItem>[];
}

/**
 * The items that really failed. A version conflict means a newer state is already indexed (a
 * replay), and a delete of a missing document has nothing to remove: both are done.
 */
export function bulkFailures(res: BulkResponse): string[] {
  if (!res.errors) return [];
  const out: string[] = [];
  for (const item of res.items) {
    const [op, r] = Object.entries(item)[0];
    if (r.status < 300) continue;
    if (r.status === 409) continue;
    if (op === 'delete' && r.status === 404) continue;
    out.push(`${op} ${r.status} ${r.error?.type ?? ''} ${r.error?.reason ?? ''}`.trim());
  }
  return out;
}
