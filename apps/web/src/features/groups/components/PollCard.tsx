import type { GroupPostView } from '@hctl/contracts';
import { Badge, Button, Group, Paper, Progress, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { replacePost } from '../api/feed-cache';
import { answerPoll } from '../api/posts';
import { pollCloses, votes } from './labels';

/**
 * A poll: choose and vote; once voted (or closed) the results show as bars, and the vote can be
 * changed until the poll closes. Results stay hidden from those who have not voted.
 */
export function PollCard({
  post,
  slug,
  readOnly,
}: {
  post: GroupPostView;
  slug: string;
  readOnly?: boolean;
}) {
  const poll = post.poll!;
  const qc = useQueryClient();
  const [changing, setChanging] = useState(false);
  const [choice, setChoice] = useState<string | null>(poll.my_option_id ? String(poll.my_option_id) : null);
  const vote = useApiMutation({
    mutationFn: answerPoll,
    toast: false,
    // The answer is the post as this voter now sees it: the bars, with their vote.
    onSuccess: (res) => {
      replacePost(qc, slug, res.data);
      setChanging(false);
    },
  });
  const canVote = !readOnly && !poll.is_closed && post.status === 'published';
  const voted = poll.my_option_id !== null;
  // The author and admins see results before voting; they still vote first, then see their bars.
  const [peek, setPeek] = useState(false);
  const showResults = poll.results_visible && !changing && (voted || !canVote || peek);
  const groupName = `poll-${post.uid}`;
  return (
    <Paper withBorder p="sm" radius="md" data-testid="poll">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} id={`${groupName}-q`}>
            {poll.question}
          </Text>
          {poll.is_closed && (
            <Badge color="gray" variant="light" tt="none">
              Closed
            </Badge>
          )}
        </Group>
        {showResults ? (
          <Stack gap={6} data-testid="poll-results">
            {poll.options.map((o) => (
              <div key={o.id}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" fw={o.id === poll.my_option_id ? 700 : 400}>
                    {o.label}
                    {o.id === poll.my_option_id && ' (your vote)'}
                  </Text>
                  <Text size="sm" c="dimmed" data-testid="poll-option-result">
                    {o.percent ?? 0}% · {votes(o.vote_count ?? 0)}
                  </Text>
                </Group>
                <Progress
                  value={o.percent ?? 0}
                  color={o.id === poll.my_option_id ? 'teal' : 'gray'}
                  aria-label={`${o.label}: ${o.percent ?? 0}%`}
                />
              </div>
            ))}
          </Stack>
        ) : (
          <Radio.Group
            value={choice}
            onChange={setChoice}
            aria-labelledby={`${groupName}-q`}
            name={groupName}
          >
            <Stack gap={6}>
              {poll.options.map((o) => (
                <Radio key={o.id} value={String(o.id)} label={o.label} disabled={!canVote} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed" data-testid="poll-meta">
            {poll.vote_count !== null ? `${votes(poll.vote_count)} · ` : ''}
            {pollCloses(poll.closes_at, poll.is_closed)}
          </Text>
          {canVote &&
            (showResults ? (
              <Button
                size="compact-sm"
                fz="xs"
                variant="subtle"
                onClick={() => (voted ? setChanging(true) : setPeek(false))}
              >
                {voted ? 'Change vote' : 'Vote'}
              </Button>
            ) : (
              <Group gap="xs">
                {!voted && poll.results_visible && (
                  <Button size="compact-sm" fz="xs" variant="subtle" onClick={() => setPeek(true)}>
                    See results
                  </Button>
                )}
                {changing && (
                  <Button size="compact-sm" fz="xs" variant="default" onClick={() => setChanging(false)}>
                    Cancel
                  </Button>
                )}
                <Button
                  size="compact-sm"
                  fz="xs"
                  disabled={!choice || (changing && Number(choice) === poll.my_option_id)}
                  loading={vote.isPending}
                  onClick={() => choice && vote.run({ slug, uid: post.uid, optionId: Number(choice) })}
                >
                  Vote
                </Button>
              </Group>
            ))}
        </Group>
      </Stack>
    </Paper>
  );
}
