import type { Database } from '@hctl/db';
import type { Client } from '@opensearch-project/opensearch';
import type { Clock } from '../../../lib/clock';
import type {
  SearchBackend,
  SearchFacets,
  SearchKind,
  SearchQuery,
  SearchResult,
  Suggestion,
} from '../search.backend';
import { type BulkResponse, bulkBody, bulkFailures } from './bulk';
import { INDEXED_KINDS, indexBody, indexedKindOf, indexName } from './mappings';
import { type OutboxRow, openSearchRepository as repo, sourceOf } from './opensearch.repository';
import { scoringMoment, searchBody, suggestBody } from './query';
import { facetsOf, type OsSearchResponse, resultOf } from './results';

export interface OpenSearchOptions {
  /** Index names are `<prefix><kind>` (one cluster may serve several deployments). */
  prefix: string;
  clock: Clock;
}

/**
 * The SearchBackend over OpenSearch: one index per kind, fed from `search_outbox` (triggers write
 * it with every change; `drain` moves it into the indexes). Reads never touch PostgreSQL.
 */
export class OpenSearchBackend implements SearchBackend {
  readonly name = 'opensearch' as const;

  constructor(
    private client: Client,
    private db: Database,
    private opts: OpenSearchOptions,
  ) {}

  private index(kind: SearchKind) {
    return indexName(this.opts.prefix, kind);
  }

  async query<F extends object>(q: SearchQuery<F>): Promise<SearchResult> {
    const now = scoringMoment(q as SearchQuery, this.opts.clock.now());
    const res = await this.client.search({
      index: this.index(q.kind),
      body: searchBody(q as SearchQuery, now),
    });
    return resultOf(q as SearchQuery, res.body as unknown as OsSearchResponse, now);
  }

  async facets<F extends object>(q: SearchQuery<F>): Promise<SearchFacets> {
    const now = scoringMoment(q as SearchQuery, this.opts.clock.now());
    const res = await this.client.search({
      index: this.index(q.kind),
      body: searchBody(q as SearchQuery, now, { facetsOnly: true }),
    });
    return facetsOf(res.body as unknown as OsSearchResponse);
  }

  async suggest(kind: SearchKind, text: string, limit = 5): Promise<Suggestion[]> {
    const res = await this.client.search({
      index: this.index(kind),
      body: suggestBody(indexedKindOf(kind), text, limit),
    });
    const body = res.body as unknown as OsSearchResponse;
    const out = new Map<string, number>();
    for (const s of body.suggest?.words ?? []) {
      for (const o of s.options) out.set(o.text, Math.max(out.get(o.text) ?? 0, o.freq ?? 0));
    }
    return [...out.entries()].slice(0, limit).map(([t, df]) => ({ text: t, df }));
  }

  /** Queued through the outbox, so every change reaches the index by one versioned path. */
  async upsert(kind: SearchKind, ids: number[]) {
    await repo.enqueue(this.db, sourceOf(indexedKindOf(kind)), ids, 'upsert');
  }

  async delete(kind: SearchKind, ids: number[]) {
    await repo.enqueue(this.db, sourceOf(indexedKindOf(kind)), ids, 'delete');
  }

  /** Creates the missing indexes with their mappings (an existing index is left as it is). */
  async ensureIndexes() {
    for (const kind of INDEXED_KINDS) {
      const index = this.index(kind);
      const exists = await this.client.indices.exists({ index });
      // The mapping is plain JSON (readonly literals); the client types it field by field.
      if (!exists.body) await this.client.indices.create({ index, body: indexBody(kind) as never });
    }
  }

  /**
   * Moves one batch of the outbox into the indexes: rows claimed (locked), their current documents
   * read, one bulk request, and the rows deleted only once it succeeded — in one transaction, so a
   * crash or a failed request leaves them for the next drain. Returns how many rows were done.
   */
  async drain(batch = 500): Promise<number> {
    return this.db.transaction(async (tx) => {
      const rows = await repo.claim(tx, batch);
      if (!rows.length) return 0;
      const bySource = new Map<OutboxRow['kind'], Set<number>>();
      for (const r of rows) {
        if (!bySource.has(r.kind)) bySource.set(r.kind, new Set());
        bySource.get(r.kind)?.add(r.doc_id);
      }
      const docs = [];
      for (const [kind, ids] of bySource) docs.push(...(await repo.documents(tx, kind, [...ids])));
      const res = await this.client.bulk({ body: bulkBody(this.opts.prefix, rows, docs) });
      const failed = bulkFailures(res.body as unknown as BulkResponse);
      if (failed.length) throw new Error(`search outbox: ${failed.length} bulk items failed: ${failed[0]}`);
      await repo.remove(
        tx,
        rows.map((r) => r.id),
      );
      return rows.length;
    });
  }
}
