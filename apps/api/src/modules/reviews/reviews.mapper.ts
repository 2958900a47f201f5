import type { ReviewListView, ReviewPartyView, ReviewView } from '@hctl/contracts';
import { iso } from '../../lib/pagination';
import type { ReviewListRow, ReviewProfile } from './reviews.repository';

export const partyOf = (p: ReviewProfile): ReviewPartyView => ({
  role: p.role,
  slug: p.slug,
  name: p.name,
  image: p.image,
});

/**
 * A review as one caller sees it. `labels`: the profile's owner (or the author) also sees the flag,
 * the objection and whether an approved objection hides it; visitors never see those.
 */
export function toReviewView(row: ReviewListRow, o: { labels: boolean; mine: boolean }): ReviewView {
  return {
    id: row.id,
    rating: row.rating,
    review: row.review,
    basis: row.basis,
    author: {
      role: row.author_role ?? 'individual',
      slug: row.author_slug ?? '',
      // The author's account is gone (set null): the review stays, unattributed.
      name: row.author_name ?? 'Former member',
      image: row.author_image,
    },
    target: {
      role: row.target_role,
      slug: row.target_slug,
      name: row.target_name,
      image: row.target_image,
    },
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    published_at: iso(row.published_at),
    is_flagged: o.labels && row.is_flagged,
    flag_reason: o.labels ? row.flag_reason : null,
    objection: o.labels ? row.objection : null,
    objection_status: o.labels ? row.objection_status : null,
    objection_at: o.labels ? iso(row.objection_at) : null,
    hidden: row.hidden,
    is_mine: o.mine,
  };
}

/** Average to one decimal and the count per rating, from the repository's per-rating counts. */
export function toSummary(counts: { rating: number; n: number }[]): ReviewListView['summary'] {
  const histogram: Record<string, number> = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const c of counts) {
    histogram[String(c.rating)] = c.n;
    count += c.n;
    sum += c.rating * c.n;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, histogram };
}
