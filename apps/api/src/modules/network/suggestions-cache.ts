import type { SuggestionListView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';

/** How long a computed page of suggestions is served before it is ranked again. */
export const SUGGESTIONS_TTL_SECONDS = 60;

/**
 * A person's pages of suggestions in one Redis hash (field: the query), so a re-read costs one
 * HGET instead of the ranking. Changes of the person's own network (invites, connections) drop the
 * hash at once for both people; other people's changes show within the TTL. Redis being down only
 * means ranking every time.
 */
export class SuggestionsCache {
  constructor(private deps: AppDeps) {}

  private key(userId: number) {
    return `${this.deps.keyPrefix}network:suggested:${userId}`;
  }

  async get(userId: number, field: string): Promise<SuggestionListView | null> {
    try {
      const hit = await this.deps.redis.hget(this.key(userId), field);
      return hit ? (JSON.parse(hit) as SuggestionListView) : null;
    } catch {
      return null;
    }
  }

  set(userId: number, field: string, page: SuggestionListView) {
    const key = this.key(userId);
    this.deps.redis
      .multi()
      .hset(key, field, JSON.stringify(page))
      // The first page written starts the clock; later pages do not extend the stale ones.
      .expire(key, SUGGESTIONS_TTL_SECONDS, 'NX')
      .exec()
      .catch(() => {});
  }

  /** After a change between two people: both rank afresh on their next read. */
  forget(...userIds: number[]) {
    this.deps.redis.del(...userIds.map((id) => this.key(id))).catch(() => {});
  }
}
