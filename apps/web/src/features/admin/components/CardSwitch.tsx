import type { AdminUserView } from '@hctl/contracts';
import { Switch } from '@mantine/core';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { adminListKeys, setUserCard } from '../api/admin-lists';

/** Card payments on or off for one account ('{name} card status has been updated.'). */
export function CardSwitch({ user }: { user: AdminUserView }) {
  const toggle = useApiMutation({ mutationFn: setUserCard, invalidate: [adminListKeys.all] });
  const checked = toggle.isPending ? !!toggle.variables?.is_card_enabled : user.is_card_enabled;
  return (
    <Switch
      checked={checked}
      disabled={toggle.isPending || user.status === 'removed'}
      aria-label={`Card payments for ${user.name}`}
      onChange={(e) => toggle.run({ slug: user.slug, is_card_enabled: e.currentTarget.checked })}
    />
  );
}
