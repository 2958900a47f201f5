import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { sectionQuery } from '../../../components/sections/api';
import { CredentialBadges } from '../../../components/sections/CredentialBadges';
import { SECTION_UI } from '../../../components/sections/individual';

const licenses = SECTION_UI.find((s) => s.key === 'licenses')!;
const certificates = SECTION_UI.find((s) => s.key === 'certificates')!;

/** Licenses and certificates expired or expiring within 90 days, soonest first. */
export function ExpiringCredentials({ slug }: { slug: string }) {
  const l = useQuery(sectionQuery(licenses));
  const c = useQuery(sectionQuery(certificates));
  const items = [
    ...(l.data ?? []).map((i) => ({ i, s: licenses })),
    ...(c.data ?? []).map((i) => ({ i, s: certificates })),
  ]
    .filter(({ i }) => i.days_to_expiry != null && i.days_to_expiry <= 90)
    .sort((a, b) => a.i.days_to_expiry - b.i.days_to_expiry);
  return (
    <Card withBorder data-testid="expiring-credentials">
      <Text fw={600}>Credentials to renew</Text>
      {l.isPending || c.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : l.isError || c.isError ? (
        <Text size="sm" c="red">
          Could not load your credentials.
        </Text>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing expires in the next 90 days.
        </Text>
      ) : (
        <Stack gap={4} mt="xs">
          {items.map(({ i, s }) => (
            <Group key={`${s.key}-${i.id}`} gap="xs">
              <Text size="sm">{s.headline(i)}</Text>
              <CredentialBadges item={i} />
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={`/individual/${slug}/edit`} size="sm" mt="xs">
        Manage credentials
      </Anchor>
    </Card>
  );
}
