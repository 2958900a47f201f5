import type { SavedSearchView } from '@hctl/contracts';
import { Anchor, Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useAuth } from '../../../lib/auth-store';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { changeSearchStatus } from '../api/change-search-status';
import { searchKeys } from '../api/keys';
import { saveBodyOf, saveSearch } from '../api/save-search-result';
import { savedSearchesQuery } from '../api/search-results';
import { type SearchState, TAB_LABELS } from '../search-state';

/** Saved searches belong to people (job alerts): the API takes them from individual accounts only. */
const useCanSave = () => {
  const auth = useAuth();
  return { auth, can: auth.isAuthenticated && auth.role === 'individual' };
};

/** "Save this search" with its alert on; visitors are offered to sign in and come back to it. */
export function SaveSearchButton({ state }: { state: SearchState }) {
  const { auth, can } = useCanSave();
  const location = useLocation();
  const save = useApiMutation({
    mutationFn: () => saveSearch(saveBodyOf(state, true)),
    invalidate: [searchKeys.saved],
  });
  if (!auth.isAuthenticated)
    return (
      <Button
        variant="light"
        component={Link}
        to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`}
      >
        Sign in to save this search
      </Button>
    );
  if (!can) return null;
  return (
    <Button variant="light" loading={save.isPending} onClick={() => save.run()}>
      Save this search
    </Button>
  );
}

/** The person's saved searches, each with its alert switch (GET change-search-status toggles it). */
export function SavedSearchesList() {
  const { can } = useCanSave();
  const list = useQuery({ ...savedSearchesQuery(), enabled: can });
  const qc = useQueryClient();
  const toggle = useApiMutation({
    mutationFn: (id: number) => changeSearchStatus(id),
    // The answer is the search as it now is: the switch follows it without reading the list again
    // (listing resets the "new" counts).
    onSuccess: (res) =>
      qc.setQueryData(savedSearchesQuery().queryKey, (old) =>
        old ? { ...old, searches: old.searches.map((s) => (s.id === res.data.id ? res.data : s)) } : old,
      ),
  });
  if (!can) return null;
  return (
    <Stack gap="xs" component="section" aria-label="Saved searches" data-testid="saved-searches">
      <Text fw={700}>Saved searches</Text>
      <QueryState
        query={list}
        isEmpty={(d) => d.searches.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            None yet. Save a search to hear about new matching jobs.
          </Text>
        }
      >
        {(d) => (
          <Stack gap="xs">
            {d.searches.map((s) => (
              <SavedRow
                key={s.id}
                s={s}
                busy={toggle.isPending && toggle.variables === s.id}
                onToggle={() => toggle.run(s.id)}
              />
            ))}
            <Text size="xs" c="dimmed">
              {d.total} of {d.limit} saved. An alert tells you of new matching jobs on your bell and in your
              e-mail summary (daily unless you chose otherwise in your notification settings).
            </Text>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function SavedRow({ s, busy, onToggle }: { s: SavedSearchView; busy: boolean; onToggle: () => void }) {
  return (
    <Stack gap={2} data-testid="saved-search">
      <Group gap={6} wrap="nowrap" justify="space-between">
        <Anchor component={Link} to={s.link} size="sm" fw={600} lineClamp={1}>
          {s.name}
        </Anchor>
        {s.new_matches > 0 && (
          <Badge size="xs" color="teal">
            {s.new_matches} new
          </Badge>
        )}
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {TAB_LABELS[s.kind]}
        </Text>
        <Switch
          size="xs"
          label="Alert"
          aria-label={`Alert for ${s.name}`}
          checked={s.alert}
          disabled={busy}
          onChange={onToggle}
        />
      </Group>
    </Stack>
  );
}
