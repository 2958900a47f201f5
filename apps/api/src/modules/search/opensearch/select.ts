import { Client } from '@opensearch-project/opensearch';
import type { AppDeps } from '../../../deps';
import { OpenSearchBackend } from './opensearch.backend';

/** The OpenSearch backend when the configuration selects it (config.ts refuses it without a URL). */
export function openSearchFromConfig(deps: AppDeps): OpenSearchBackend | null {
  const c = deps.config;
  if (c.SEARCH_BACKEND !== 'opensearch' || !c.OPENSEARCH_URL) return null;
  return new OpenSearchBackend(new Client({ node: c.OPENSEARCH_URL }), deps.db, {
    prefix: c.OPENSEARCH_INDEX_PREFIX,
    clock: deps.clock,
  });
}
