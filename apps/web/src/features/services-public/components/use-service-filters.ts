import type { ServiceKind } from '@hctl/contracts';
import { useSearchParams } from 'react-router';
import { asServiceKind } from '../../../lib/service-format';
import type { ServicesRequest } from '../api/public-services';

/** The /services filters as the URL holds them (shareable; empty ones are left out of it). */
export interface ServiceFilters {
  type: ServiceKind;
  category: string;
  sub_category: string;
  remote: boolean;
  location: string;
  search: string;
}

/** Reads and writes the filters in the query string; a change replaces the history entry. */
export function useServiceFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ServiceFilters = {
    type: asServiceKind(params.get('type')) ?? 'service_post',
    category: params.get('category') ?? '',
    sub_category: params.get('sub_category') ?? '',
    remote: params.get('is_remote') === '1',
    location: params.get('location') ?? '',
    search: params.get('search') ?? '',
  };
  const set = (patch: Partial<ServiceFilters>) => {
    const next = { ...filters, ...patch };
    // A new category's sub-categories are other ones.
    if (patch.category !== undefined && patch.category !== filters.category) next.sub_category = '';
    const p = new URLSearchParams();
    if (next.type !== 'service_post') p.set('type', next.type);
    if (next.category) p.set('category', next.category);
    if (next.sub_category) p.set('sub_category', next.sub_category);
    if (next.remote) p.set('is_remote', '1');
    if (next.location.trim()) p.set('location', next.location.trim());
    if (next.search.trim()) p.set('search', next.search.trim());
    setParams(p, { replace: true });
  };
  const active = Boolean(
    filters.category || filters.sub_category || filters.remote || filters.location || filters.search,
  );
  const clear = () => set({ category: '', sub_category: '', remote: false, location: '', search: '' });
  return { filters, set, clear, active };
}

/** The filters as GET feature-services takes them (empty values are stripped when the URL is built). */
export const toRequest = (f: ServiceFilters): ServicesRequest => ({
  type: f.type,
  category: f.category || undefined,
  sub_category: f.sub_category || undefined,
  is_remote: f.remote ? '1' : undefined,
  location: f.location || undefined,
  search: f.search || undefined,
});
