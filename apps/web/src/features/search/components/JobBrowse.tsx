import { Stack } from '@mantine/core';
import { useSearchState } from '../search-state';
import { CommitInput } from './CommitInput';
import { JobResults } from './JobResults';
import { SavedSearchesList } from './SavedSearches';

const PLACE = { tab: 'jobs', extra: { view: 'browse' } } as const;

/**
 * The individual's job browse (/individual/{slug}/jobs?view=browse): the job search of /search with
 * the same filters, on the person's own jobs page; the URL keeps the search there too.
 */
export default function JobBrowse() {
  const search = useSearchState(PLACE);
  return (
    <Stack gap="md">
      <CommitInput
        label="Keywords"
        placeholder="Job title, specialty, skill…"
        value={search.state.q}
        onCommit={(q) => search.update({ q })}
        type="search"
      />
      <JobResults search={search} aside={<SavedSearchesList />} />
    </Stack>
  );
}
