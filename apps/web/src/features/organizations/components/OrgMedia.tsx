import {
  ActionIcon,
  Avatar,
  Button,
  Card,
  FileButton,
  Group,
  Image,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/QueryState';
import { VideoPlayer } from '../../../components/VideoPlayer';
import { api } from '../../../lib/api-client';
import { showServerError, toastSuccess } from '../../../lib/notify';
import { upload } from '../../../lib/upload';
import { orgApi, orgPartQuery } from '../api/org.api';

const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,video/ogg,video/x-msvideo,video/mpeg';

/** One upload button with its own progress bar. */
function UploadButton({
  label,
  accept,
  path,
  field,
  onDone,
}: {
  label: string;
  accept: string;
  path: string;
  field: string;
  onDone: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (file: File | null) => {
    if (!file) return;
    const form = new FormData();
    form.append(field, file);
    setProgress(0);
    try {
      toastSuccess((await upload<unknown>(path, form, setProgress)).message);
      onDone();
    } catch (err) {
      showServerError(err);
    } finally {
      setProgress(null);
    }
  };
  return (
    <Stack gap={4}>
      <FileButton onChange={send} accept={accept}>
        {(props) => (
          <Button {...props} size="xs" variant="light" loading={progress !== null}>
            {label}
          </Button>
        )}
      </FileButton>
      {progress !== null && <Progress value={progress} w={200} aria-label={`${label} progress`} />}
    </Stack>
  );
}

export function LogoUpload({ slug, logo, name }: { slug: string; logo: string | null; name: string }) {
  const qc = useQueryClient();
  return (
    <Group>
      <Avatar src={logo} size={72} radius="md" alt={`${name} logo`}>
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <UploadButton
        label="Upload logo"
        accept="image/png,image/jpeg,image/gif"
        path={`/organization/${slug}/logo`}
        field="logo"
        onDone={() => qc.invalidateQueries({ queryKey: ['organization', slug] })}
      />
      <Text size="xs" c="dimmed">
        JPG, PNG or GIF, up to 5 MB.
      </Text>
    </Group>
  );
}

export function VideoCard({ slug }: { slug: string }) {
  const qc = useQueryClient();
  const video = useQuery(orgPartQuery<{ video_url: string | null }>(slug, 'video'));
  const refresh = () => qc.invalidateQueries({ queryKey: ['organization', slug, 'video'] });
  const remove = async () => {
    try {
      toastSuccess((await api<unknown>('DELETE', `/organization/${slug}/video/delete`)).message);
      refresh();
    } catch (err) {
      showServerError(err);
    }
  };
  return (
    <Card withBorder data-testid="org-video">
      <Title order={3} size="h5" mb="xs">
        Video spotlight
      </Title>
      <QueryState query={video}>
        {(v) => (
          <Stack>
            {v.video_url ? (
              <VideoPlayer src={v.video_url} style={{ maxWidth: 480, borderRadius: 8 }} />
            ) : (
              <Text size="sm" c="dimmed">
                No video yet. Show candidates your team and your facility.
              </Text>
            )}
            <Group>
              <UploadButton
                label={v.video_url ? 'Replace video' : 'Upload video'}
                accept={VIDEO_ACCEPT}
                path={`/organization/${slug}/video`}
                field="video"
                onDone={refresh}
              />
              {v.video_url && (
                <Button size="xs" variant="subtle" color="red" onClick={remove}>
                  Delete video
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              MP4, MOV, WEBM, OGG, AVI or MPEG, up to 50 MB.
            </Text>
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

interface Media {
  id: number;
  url: string;
  mime: string;
  name: string;
}
interface Entry {
  id: number;
  title: string;
  description: string | null;
}

export function AboutFacilityCard({ slug }: { slug: string }) {
  const qc = useQueryClient();
  const media = useQuery(orgPartQuery<Media[]>(slug, 'about-facility/media'));
  const entries = useQuery(orgPartQuery<Entry[]>(slug, 'about-facility'));
  const [draft, setDraft] = useState<{ id?: number; title: string; description: string }>({
    title: '',
    description: '',
  });
  const refresh = () => qc.invalidateQueries({ queryKey: ['organization', slug] });
  const saveEntry = async () => {
    try {
      toastSuccess((await orgApi.save(slug, 'about-facility', draft)).message);
      setDraft({ title: '', description: '' });
      refresh();
    } catch (err) {
      showServerError(err);
    }
  };
  const del = async (path: string) => {
    try {
      toastSuccess((await api<unknown>('DELETE', path)).message);
      refresh();
    } catch (err) {
      showServerError(err);
    }
  };
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        About the facility
      </Title>
      <QueryState
        query={entries}
        isEmpty={(d) => d.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            Describe your wards, equipment and patient population.
          </Text>
        }
      >
        {(list) => (
          <Stack gap="xs">
            {list.map((e) => (
              <Group key={e.id} justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{e.title}</Text>
                  <Text size="sm" c="dimmed">
                    {e.description}
                  </Text>
                </div>
                <Group gap={4}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${e.title}`}
                    onClick={() => setDraft({ id: e.id, title: e.title, description: e.description ?? '' })}
                  >
                    ✎
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${e.title}`}
                    onClick={() => del(`/organization/${slug}/about-facility/delete/${e.id}`)}
                  >
                    ✕
                  </ActionIcon>
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </QueryState>
      <Stack mt="sm" gap="xs">
        <TextInput
          label={draft.id ? 'Edit entry title' : 'New entry title'}
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          value={draft.description}
          onChange={(e) => setDraft({ ...draft, description: e.currentTarget.value })}
        />
        <Button size="xs" onClick={saveEntry} disabled={!draft.title.trim()} w="fit-content">
          {draft.id ? 'Save entry' : 'Add entry'}
        </Button>
      </Stack>
      <Title order={4} size="h6" mt="md" mb="xs">
        Photos and videos
      </Title>
      <QueryState
        query={media}
        isEmpty={(d) => d.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No media yet.
          </Text>
        }
      >
        {(list) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {list.map((m) => (
              <Stack key={m.id} gap={4}>
                {m.mime.startsWith('video/') ? (
                  <VideoPlayer src={m.url} style={{ width: '100%' }} />
                ) : (
                  <Image src={m.url} alt={m.name} h={100} fit="cover" radius="sm" />
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => del(`/organization/${slug}/about-facility/upload/${m.id}/delete`)}
                >
                  Delete
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryState>
      <Group mt="sm">
        <UploadButton
          label="Upload photo or video"
          accept={`image/png,image/jpeg,image/gif,${VIDEO_ACCEPT}`}
          path={`/organization/${slug}/about-facility/upload`}
          field="media"
          onDone={refresh}
        />
      </Group>
    </Card>
  );
}
