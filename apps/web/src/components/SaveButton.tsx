import type { FavouriteMode } from '@hctl/contracts';
import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FavouriteOwner, favouritesKeys, favouritesQuery, toggleFavourite } from '../lib/api/favourites';
import { useAuth } from '../lib/auth-store';
import { useApiMutation } from '../lib/use-api-mutation';

/**
 * The save (bookmark) toggle on a job, service or profile page, for the signed-in person or the
 * organization they act for. Whether it is saved is read from the owner's favourites of that kind
 * (the first 100: the API has no per-item "is saved" call); after a click the server's answer rules.
 */
export function SaveButton({ mode, target, label }: { mode: FavouriteMode; target: string; label: string }) {
  const auth = useAuth();
  const qc = useQueryClient();
  const owner: FavouriteOwner | null =
    auth.isAuthenticated && auth.slug && auth.role !== 'super-admin'
      ? { role: auth.role, slug: auth.slug }
      : null;
  const saved = useQuery({
    ...favouritesQuery(owner ?? { role: 'individual', slug: '' }, mode, 1, 100),
    enabled: owner !== null,
    select: (d) => d.data.some((f) => f.target === target || String(f.target_id) === target),
  });
  const toggle = useApiMutation({
    mutationFn: toggleFavourite,
    invalidate: [favouritesKeys.all],
    onSuccess: () => qc.invalidateQueries({ queryKey: favouritesKeys.all }),
  });
  if (!owner) return null;
  const on = saved.data === true;
  return (
    <Button
      variant={on ? 'filled' : 'light'}
      aria-pressed={on}
      aria-label={on ? `Remove ${label} from favourites` : `Save ${label} to favourites`}
      data-testid="save-toggle"
      loading={toggle.isPending || saved.isFetching}
      onClick={() => toggle.run({ owner, mode, target })}
    >
      {on ? '★ Saved' : '☆ Save'}
    </Button>
  );
}
