import { JOB_FACETS, type JobSearchHitView, type JobSearchResultView } from '@hctl/contracts';
import { type JobCardRow, toJobCard } from '../jobs/jobs.mapper';
import type { SearchHit, SearchResult } from './search.backend';
import { resultSummary } from './search-results.mapper';

/** The card fields a job hit carries (the PostgreSQL provider's row; an engine's stored source). */
export interface JobCardSource extends JobCardRow {
  benefits: string[];
  published_at: string | null;
  licensed_for: boolean;
}

/** The reason a hit gives when the viewer holds a license it asks for (after "Promoted", before recency). */
export const LICENSED_REASON = 'You are licensed for this job';

/** A viewer-free hit marked for a viewer who is licensed for it. */
export const markLicensed = (hit: JobSearchHitView): JobSearchHitView => ({
  ...hit,
  licensed_for: true,
  reasons:
    hit.reasons[0] === 'Promoted'
      ? ['Promoted', LICENSED_REASON, ...hit.reasons.slice(1)]
      : [LICENSED_REASON, ...hit.reasons],
});

const isoOf = (d: string | null) => (d ? new Date(d).toISOString() : null);
const empty = { text: '', ranges: [] as [number, number][] };

export function toJobHit(hit: SearchHit, card: JobCardSource): JobSearchHitView {
  return Object.assign(toJobCard(card), {
    benefits: card.benefits,
    published_at: isoOf(card.published_at),
    promoted: hit.promoted,
    licensed_for: card.licensed_for,
    reasons: hit.reasons,
    highlight: {
      title: hit.highlight.title ?? { text: card.title, ranges: [] },
      snippet: hit.highlight.snippet ?? empty,
    },
  });
}

export function toJobSearchResult(
  r: SearchResult,
  cards: JobCardSource[],
  meta: { page: number; pageSize: number; sort: JobSearchResultView['sort'] },
): JobSearchResultView {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return {
    data: r.hits.flatMap((h) => {
      const card = byId.get(h.id);
      return card ? [toJobHit(h, card)] : [];
    }),
    ...resultSummary(r, JOB_FACETS),
    current_page: meta.page,
    per_page: meta.pageSize,
    next_cursor: r.nextCursor,
    sort: meta.sort,
  };
}
