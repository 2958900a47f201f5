import type { SavedSearchView } from '@hctl/contracts';
import { get } from '../../../lib/api-client';

/** GET change-search-status/{id}: turns the saved search's alert on or off (the spec's toggle is a GET). */
export const changeSearchStatus = (id: number) => get<SavedSearchView>(`/change-search-status/${id}`);
