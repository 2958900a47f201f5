import type { GroupReactionType } from '@hctl/contracts';
import { ActionIcon, Button, Group, Loader, Menu, Popover, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reactionTotalsQuery } from '../api/posts';
import { REACTION_ORDER, REACTIONS, reactions } from './labels';

/**
 * The reaction control of a post or a comment: the main button likes (or takes one's reaction back),
 * the arrow opens the other reactions. Choosing the same reaction again removes it (the API's toggle).
 */
export function ReactionButton({
  mine,
  onReact,
  busy,
  size = 'xs',
  what,
}: {
  mine: GroupReactionType | null;
  onReact: (type: GroupReactionType) => void;
  busy: boolean;
  size?: 'xs' | 'compact-sm';
  /** What is reacted to, for the buttons' names ("post by Nora Reyes"). */
  what: string;
}) {
  const current = mine ? REACTIONS[mine] : null;
  return (
    <Group gap={0} wrap="nowrap">
      <Button
        size={size}
        fz="xs"
        variant={mine ? 'light' : 'subtle'}
        color={mine ? 'teal' : 'gray'}
        aria-pressed={!!mine}
        aria-label={mine ? `${current!.label} (remove your reaction to the ${what})` : `Like the ${what}`}
        disabled={busy}
        onClick={() => onReact(mine ?? 'like')}
        data-testid="react"
        leftSection={<span aria-hidden="true">{current?.emoji ?? REACTIONS.like.emoji}</span>}
      >
        {current?.label ?? 'Like'}
      </Button>
      <Menu position="top-start" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            // At least 24 px square (WCAG 2.2 target size): the compact one is as tall as its button.
            size={size === 'xs' ? 'md' : 26}
            aria-label={`More reactions to the ${what}`}
            disabled={busy}
            data-testid="react-more"
          >
            <span aria-hidden="true">▾</span>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {REACTION_ORDER.map((t) => (
            <Menu.Item
              key={t}
              onClick={() => onReact(t)}
              leftSection={<span aria-hidden="true">{REACTIONS[t].emoji}</span>}
              rightSection={mine === t ? <span aria-hidden="true">✓</span> : null}
              // Mantine's items are plain menuitems: the current one says so in its name.
              aria-label={
                mine === t ? `${REACTIONS[t].label} (yours: choose again to remove)` : REACTIONS[t].label
              }
            >
              {REACTIONS[t].label}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

/** "N reactions": opens the totals per type (GET …/total-reactions/{uid}), read when opened. */
export function ReactionTotals({
  slug,
  kind,
  uid,
  total,
}: {
  slug: string;
  kind: 'post' | 'comment';
  uid: string;
  total: number;
}) {
  const [opened, setOpened] = useState(false);
  const totals = useQuery({ ...reactionTotalsQuery(slug, kind, uid, total), enabled: opened });
  if (total === 0)
    return (
      <Text size="xs" c="dimmed" data-testid={kind === 'post' ? 'reaction-count' : 'comment-reaction-count'}>
        {reactions(0)}
      </Text>
    );
  return (
    <Popover opened={opened} onChange={setOpened} position="top-start" withArrow trapFocus={false}>
      <Popover.Target>
        <Button
          size="compact-sm"
          fz="xs"
          variant="subtle"
          color="gray"
          onClick={() => setOpened((o) => !o)}
          data-testid={kind === 'post' ? 'reaction-count' : 'comment-reaction-count'}
          aria-expanded={opened}
        >
          {reactions(total)}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {totals.isPending ? (
          <Loader size="xs" aria-label="Loading" role="status" />
        ) : totals.isError ? (
          <Text size="sm" c="red">
            Could not load the reactions.
          </Text>
        ) : (
          <Stack gap={4} data-testid="reaction-totals">
            {REACTION_ORDER.filter((t) => (totals.data.by_type[t] ?? 0) > 0).map((t) => (
              <Text size="sm" key={t}>
                <span aria-hidden="true">{REACTIONS[t].emoji}</span> {REACTIONS[t].label}:{' '}
                {totals.data.by_type[t]}
              </Text>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
