import type { SearchAllView } from '@hctl/contracts';
import type { SearchTab } from '../search-state';

export interface TabCount {
  value: number;
  relation: 'eq' | 'gte';
  /** "1,000+" past the cap, else the exact number. */
  label: string;
}

const count = (value: number, relation: 'eq' | 'gte'): TabCount => ({
  value,
  relation,
  label: `${value.toLocaleString('en-US')}${relation === 'gte' ? '+' : ''}`,
});

/** Each tab's count from the search state (GET search): exact up to 1,000, then "1,000+". */
export function tabCounts(d: SearchAllView): Record<SearchTab, TabCount> {
  const r = d.total_relations;
  return {
    all: count(d.total_count, r.total),
    jobs: count(d.total_jobs, r.jobs),
    services: count(d.total_service, r.services),
    service_requests: count(d.total_service_request_count, r.service_requests),
    service_galleries: count(d.total_gallery_count, r.service_galleries),
    profiles: count(d.total_profile_count, r.profiles),
    organizations: count(d.total_organization_count, r.organizations),
    groups: count(d.total_group_count, r.groups),
  };
}
