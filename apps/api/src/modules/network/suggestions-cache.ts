import type { SuggestionListView } from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { PersonCache } from '../../lib/person-cache';

/** How long a computed page of suggestions is served before it is ranked again. */
export const SUGGESTIONS_TTL_SECONDS = 60;

/**
 * A person's pages of suggestions. Changes of the person's own network (invites, connections) drop
 * them at once for both people; other people's changes show within the TTL.
 */
export class SuggestionsCache extends PersonCache<SuggestionListView> {
  constructor(deps: AppDeps) {
    super(deps, 'network:suggested', SUGGESTIONS_TTL_SECONDS);
  }
}
