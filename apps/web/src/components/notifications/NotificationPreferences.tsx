import type { NotificationPreferencesView } from '@hctl/contracts';
import { Button, Card, Group, NumberInput, Select, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useApiMutation } from '../../lib/use-api-mutation';
import { QueryState } from '../QueryState';
import { notificationKeys, preferencesQuery, savePreferences } from './api';

type Toggles = Record<string, { in_app: boolean; email: boolean }>;
type Digest = NotificationPreferencesView['digest'];

const FREQUENCIES = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'off', label: 'Off: e-mail each one as it happens' },
];

const zones = (): string[] => {
  const all = (Intl as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone');
  return all?.length ? ['UTC', ...all.filter((z) => z !== 'UTC')] : ['UTC'];
};

function PreferencesForm({ data }: { data: NotificationPreferencesView }) {
  const initial = useMemo(
    () =>
      Object.fromEntries(
        data.categories.flatMap((c) => c.types.map((t) => [t.type, { in_app: t.in_app, email: t.email }])),
      ) as Toggles,
    [data],
  );
  const [toggles, setToggles] = useState<Toggles>(initial);
  const [digest, setDigest] = useState<Digest>(data.digest);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    setToggles(initial);
    setDigest(data.digest);
  }, [initial, data.digest]);
  const timeZones = useMemo(zones, []);
  const save = useApiMutation({
    mutationFn: savePreferences,
    invalidate: [notificationKeys.preferences],
    onFieldErrors: setErrors,
  });
  const set = (type: string, channel: 'in_app' | 'email', on: boolean) =>
    setToggles((t) => ({ ...t, [type]: { ...t[type], [channel]: on } }));

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        setErrors({});
        void save.run({
          preferences: data.categories.flatMap((c) =>
            c.types.filter((t) => !t.locked).map((t) => ({ type: t.type, ...toggles[t.type] })),
          ),
          digest,
        });
      }}
    >
      <Stack>
        <Card withBorder>
          <Title order={2} size="h4" mb={4}>
            E-mail digest
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            What you have not read in the app comes in one e-mail instead of one per event. Payments and
            expiring credentials are always e-mailed at once.
          </Text>
          <Group align="flex-end">
            <Select
              label="How often"
              data={FREQUENCIES}
              value={digest.frequency}
              onChange={(v) => v && setDigest({ ...digest, frequency: v as Digest['frequency'] })}
              error={errors['digest.frequency']}
            />
            <NumberInput
              label="At (hour, 0–23)"
              min={0}
              max={23}
              w={140}
              value={digest.hour}
              disabled={digest.frequency === 'off'}
              onChange={(v) => setDigest({ ...digest, hour: Number(v) || 0 })}
              error={errors['digest.hour']}
            />
            <Select
              label="Time zone"
              data={timeZones}
              searchable
              value={digest.time_zone}
              disabled={digest.frequency === 'off'}
              onChange={(v) => v && setDigest({ ...digest, time_zone: v })}
              error={errors['digest.time_zone']}
              w={240}
            />
          </Group>
        </Card>
        {data.categories.map((c) => (
          <Card withBorder key={c.category}>
            <Table verticalSpacing={6} aria-label={c.label}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Title order={2} size="h5">
                      {c.label}
                    </Title>
                  </Table.Th>
                  <Table.Th w={90}>In the app</Table.Th>
                  <Table.Th w={90}>E-mail</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {c.types.map((t) => (
                  <Table.Tr key={t.type}>
                    <Table.Td>
                      <Text size="sm">{t.label}</Text>
                      {t.locked && (
                        <Text size="xs" c="gray.7">
                          Always on: it is about your money or your account.
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${t.label} in the app`}
                        checked={toggles[t.type]?.in_app ?? true}
                        disabled={t.locked}
                        onChange={(e) => set(t.type, 'in_app', e.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={`${t.label} by e-mail`}
                        checked={toggles[t.type]?.email ?? false}
                        disabled={t.locked}
                        onChange={(e) => set(t.type, 'email', e.currentTarget.checked)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Card>
        ))}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save notification settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The settings page's Notifications tab: per type in the app / by e-mail, and the digest. */
export function NotificationPreferences() {
  const prefs = useQuery(preferencesQuery);
  return <QueryState query={prefs}>{(data) => <PreferencesForm data={data} />}</QueryState>;
}
