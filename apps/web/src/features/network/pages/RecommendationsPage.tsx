import {
  RECOMMENDATION_TEXT,
  RECOMMENDATION_VIDEO_MAX_BYTES,
  RECOMMENDATION_VIDEO_TYPES,
  type RecommendationView,
} from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Card,
  Checkbox,
  Container,
  FileInput,
  Modal,
  Progress,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { ListPages } from '../../../components/ListPages';
import { personName, RecommendationItem } from '../../../components/network/RecommendationItem';
import { useNetworkNotifications } from '../../../components/network/use-network-live';
import { PageTab } from '../../../components/PageTab';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { formField } from '../../../lib/form-field';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useTabParam } from '../../../lib/use-tab-param';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { networkKeys } from '../api/keys';
import { connectionsQuery } from '../api/network';
import {
  askForRecommendations,
  linkRecommendation,
  notAskedQuery,
  postRecommendation,
  recommendationsQuery,
} from '../api/recommendations';
import { PersonCard } from '../components/PersonCard';
import { SearchBox } from '../components/SearchBox';

const TABS = ['received', 'requests', 'ask'] as const;
const invalidate = [networkKeys.recommendations, ['network', 'public-recommendations']];

function ReceivedTab({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(recommendationsQuery(slug, 'received', page));
  const link = useApiMutation({ mutationFn: linkRecommendation, invalidate });
  return (
    <QueryState
      query={query}
      isEmpty={(d) => d.data.length === 0}
      empty={
        <Text c="dimmed">
          No recommendations yet.{' '}
          <Anchor component={Link} to="?tab=ask">
            Ask your connections
          </Anchor>{' '}
          for one.
        </Text>
      }
    >
      {(d) => (
        <Stack>
          {d.data.map((r) => (
            <Card withBorder key={r.uid}>
              <RecommendationItem
                recommendation={r}
                aside={
                  <Switch
                    label="Show on my profile"
                    checked={r.is_linked}
                    disabled={link.isPending}
                    onChange={(e) => link.run({ slug, uid: r.uid, is_linked: e.currentTarget.checked })}
                  />
                }
              />
            </Card>
          ))}
          <ListPages total={d.last_page} page={page} setPage={setPage} label="Recommendation pages" />
        </Stack>
      )}
    </QueryState>
  );
}

const VIDEO_EXTENSIONS = new Set<string>([...RECOMMENDATION_VIDEO_TYPES, 'mpg', 'm4v', 'ogv', 'qt']);
const isVideo = (f: File) =>
  f.type.startsWith('video/') || VIDEO_EXTENSIONS.has(f.name.split('.').pop()?.toLowerCase() ?? '');

const writeForm = z.object({
  text: z
    .string()
    .trim()
    .max(RECOMMENDATION_TEXT.max, `Keep it under ${RECOMMENDATION_TEXT.max} characters.`)
    .refine(
      (v) => v === '' || v.length >= RECOMMENDATION_TEXT.min,
      `Write at least ${RECOMMENDATION_TEXT.min} characters.`,
    ),
  relationship: z.string().trim().max(120),
  // Checked here too, so a wrong file is told at once rather than after its upload; the server
  // checks the content.
  video: z
    .instanceof(File)
    .nullable()
    .refine((f) => !f || isVideo(f), 'Upload a file of type MP4, MPEG, MOV, AVI, OGG or WEBM.')
    .refine(
      (f) => !f || f.size <= RECOMMENDATION_VIDEO_MAX_BYTES,
      `The file may not be larger than ${RECOMMENDATION_VIDEO_MAX_BYTES / 1048576} MB.`,
    ),
});
type WriteForm = z.infer<typeof writeForm>;

function WriteModal({
  slug,
  request,
  onClose,
}: {
  slug: string;
  request: RecommendationView;
  onClose: () => void;
}) {
  const form = useForm<WriteForm>({
    resolver: zodResolver(writeForm),
    defaultValues: {
      text: request.recommended_text ?? '',
      relationship: request.relationship ?? '',
      video: null,
    },
  });
  const field = formField(form);
  const save = useUploadMutation<Parameters<typeof postRecommendation>[0], RecommendationView, WriteForm>({
    mutationFn: postRecommendation,
    invalidate,
    form,
    onFieldErrors: (errors) => {
      if (errors.recommended_text) form.setError('text', { message: errors.recommended_text });
      if (errors.recommended_video) form.setError('video', { message: errors.recommended_video });
    },
    onSuccess: onClose,
  });
  const submit = form.handleSubmit((v) => {
    if (!v.text && !v.video) {
      form.setError('text', { message: 'Write a recommendation or attach a video.' });
      return;
    }
    return save.upload({ slug, uid: request.uid, ...v });
  });
  const errors = form.formState.errors;
  return (
    <Modal opened onClose={onClose} title={`Recommend ${personName(request.user)}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {request.request_message && (
            <Text size="sm" fs="italic">
              “{request.request_message}”
            </Text>
          )}
          <TextInput
            label="How you know them"
            placeholder="We worked together at Riverside Clinic"
            {...field('relationship')}
          />
          <Textarea
            label="Recommendation"
            description={`${RECOMMENDATION_TEXT.min}–${RECOMMENDATION_TEXT.max} characters, or attach a video instead`}
            autosize
            minRows={5}
            {...field('text')}
          />
          <Controller
            control={form.control}
            name="video"
            render={({ field }) => (
              <FileInput
                label="Video (optional: MP4, MOV or WEBM)"
                accept="video/*"
                clearable
                value={field.value}
                onChange={(file) => {
                  field.onChange(file);
                  void form.trigger('video');
                }}
                error={errors.video?.message}
              />
            )}
          />
          {save.progress !== null && <Progress value={save.progress} aria-label="Upload progress" />}
          <Button type="submit" loading={form.formState.isSubmitting}>
            Post recommendation
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}

function RequestsTab({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(recommendationsQuery(slug, 'pending', page));
  const [writing, setWriting] = useState<RecommendationView | null>(null);
  return (
    <>
      <QueryState
        query={query}
        isEmpty={(d) => d.data.length === 0}
        empty={<Text c="dimmed">No one has asked you for a recommendation.</Text>}
      >
        {(d) => (
          <Stack gap="xs">
            {d.data.map((r) => (
              <PersonCard
                key={r.uid}
                person={r.user}
                testId="recommendation-request"
                note={
                  r.request_message && (
                    <Text size="sm" fs="italic">
                      “{r.request_message}”
                    </Text>
                  )
                }
              >
                <Button
                  onClick={() => setWriting(r)}
                  aria-label={`Write a recommendation for ${personName(r.user)}`}
                >
                  Write
                </Button>
              </PersonCard>
            ))}
            <ListPages total={d.last_page} page={page} setPage={setPage} label="Request pages" />
          </Stack>
        )}
      </QueryState>
      {writing && <WriteModal slug={slug} request={writing} onClose={() => setWriting(null)} />}
    </>
  );
}

/**
 * Nobody left to ask: none by the name searched, no connections at all (then "everyone has been
 * asked" would be untrue), or every connection asked already.
 */
function NoOneToAsk({ slug, search }: { slug: string; search: string }) {
  const connections = useQuery({ ...connectionsQuery({ search: '', page: 1 }), enabled: !search });
  if (search) return <Text c="dimmed">No connection by this name left to ask.</Text>;
  // Until the count is known, saying either would be a guess.
  if (!connections.data) return null;
  const none = connections.data.total === 0;
  return (
    <Text c="dimmed">
      {none
        ? 'You have no connections yet: only connections can be asked. '
        : 'Everyone you are connected with has been asked. '}
      <Anchor component={Link} to={`/individual/${slug}/connections?tab=suggestions`}>
        {none ? 'Find people you may know' : 'Grow your network'}
      </Anchor>
    </Text>
  );
}

function AskTab({ slug }: { slug: string }) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const query = useQuery(notAskedQuery(slug, search));
  const ask = useApiMutation({
    mutationFn: askForRecommendations,
    invalidate: [networkKeys.recommendations],
    onFieldErrors: setErrors,
    onSuccess: () => {
      setChosen([]);
      setMessage('');
    },
  });
  return (
    <Stack>
      <Text c="dimmed">Choose connections to ask; each is asked once.</Text>
      <SearchBox label="Search your connections" onSearch={setSearch} />
      <QueryState
        query={query}
        isEmpty={(d) => d.data.length === 0}
        empty={<NoOneToAsk slug={slug} search={search} />}
      >
        {(d) => (
          <Checkbox.Group label="Connections" value={chosen} onChange={setChosen} error={errors.user_ids}>
            <Stack gap="xs" mt="xs">
              {d.data.map((p) => (
                <Checkbox
                  key={p.id}
                  value={String(p.id)}
                  label={`${personName(p)}${p.occupation ? ` · ${p.occupation}` : ''}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        )}
      </QueryState>
      <Textarea
        label="Message (optional)"
        placeholder="Would you write a few words about our work together?"
        value={message}
        maxLength={500}
        onChange={(e) => setMessage(e.currentTarget.value)}
        error={errors.message}
      />
      <Button
        w="fit-content"
        disabled={chosen.length === 0}
        loading={ask.isPending}
        onClick={() => ask.run({ slug, user_ids: chosen.map(Number), message })}
      >
        Ask for a recommendation
      </Button>
    </Stack>
  );
}

/** /individual/{slug}/recommendations: received (show on profile), requests to write, ask (?tab=). */
export default function RecommendationsPage() {
  usePageTitle('Recommendations');
  useNetworkNotifications();
  const { slug = '' } = useParams();
  const [tab, setTab] = useTabParam(TABS);
  return (
    <Container size="md" py="xl">
      <Stack>
        <div>
          <Title order={1}>Recommendations</Title>
          <Text c="dimmed">What colleagues say about you, and what they asked you to write.</Text>
        </div>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <PageTab value="received">Received</PageTab>
            <PageTab value="requests">Requests to write</PageTab>
            <PageTab value="ask">Ask</PageTab>
          </Tabs.List>
          <Tabs.Panel value="received" pt="md">
            <ReceivedTab slug={slug} />
          </Tabs.Panel>
          <Tabs.Panel value="requests" pt="md">
            <RequestsTab slug={slug} />
          </Tabs.Panel>
          <Tabs.Panel value="ask" pt="md">
            <AskTab slug={slug} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
