import { Button, Card, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { sharedKeys } from '../../lib/api/keys';
import { useApiMutation } from '../../lib/use-api-mutation';
import { ListState } from '../QueryState';
import { DeleteIconButton, EditIconButton } from '../RowIconButtons';
import { sectionApi, sectionKeys, sectionQuery } from './api';
import { CredentialBadges } from './CredentialBadges';
import { ItemLink } from './ItemLink';
import { SectionForm } from './SectionForm';
import type { Item, SectionUi } from './types';

/** One section of the profile editor: list, add, edit, delete, per-item visibility. */
export function SectionCard({ s }: { s: SectionUi }) {
  const query = useQuery(sectionQuery(s));
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const invalidate = [sectionKeys.list(s.key), sharedKeys.publicProfile];
  const saveItem = useApiMutation({
    mutationFn: (v: { body: Record<string, unknown>; id?: number }) => sectionApi.save(s, v.body, v.id),
    invalidate,
    // SectionForm shows the failure on its fields (or above its buttons).
    onError: () => true,
  });
  const toggleItem = useApiMutation({ mutationFn: (id: number) => sectionApi.toggle(s, id), invalidate });
  const removeItem = useApiMutation({ mutationFn: (id: number) => sectionApi.remove(s, id), invalidate });
  const save = (body: Record<string, unknown>) =>
    saveItem.mutateAsync({ body, id: editing && editing !== 'new' ? editing.id : undefined });
  const toggle = (item: Item) => toggleItem.mutate(item.id);
  const remove = (item: Item) => {
    if (!window.confirm(`Delete this ${s.item}?`)) return;
    removeItem.mutate(item.id);
  };
  return (
    <Card withBorder data-testid={`section-${s.key}`}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {s.title}
        </Title>
        <Button size="xs" variant="light" onClick={() => setEditing('new')}>
          Add {s.item}
        </Button>
      </Group>
      <ListState query={query} empty={<>No {s.title.toLowerCase()} yet.</>}>
        {(items) => (
          <Stack gap="xs">
            {items.map((item) => (
              <Group key={item.id} justify="space-between" wrap="nowrap" data-testid={`${s.key}-item`}>
                <div>
                  <Group gap="xs">
                    <Text fw={600}>{s.headline(item)}</Text>
                    <CredentialBadges item={item} />
                  </Group>
                  <Text size="sm" c="dimmed">
                    {s.detail(item)}
                  </Text>
                  <ItemLink s={s} item={item} />
                </div>
                <Group gap="xs" wrap="nowrap">
                  <Switch
                    size="xs"
                    label="Visible"
                    checked={item.is_visible}
                    onChange={() => toggle(item)}
                    aria-label={`Visible: ${s.headline(item)}`}
                  />
                  <EditIconButton label={`Edit ${s.headline(item)}`} onClick={() => setEditing(item)} />
                  <DeleteIconButton label={`Delete ${s.headline(item)}`} onClick={() => remove(item)} />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </ListState>
      {editing && (
        <SectionForm
          title={editing === 'new' ? `Add ${s.item}` : `Edit ${s.item}`}
          fields={s.fields}
          initial={editing === 'new' ? undefined : editing}
          onSubmit={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
