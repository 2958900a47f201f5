import {
  Button,
  Card,
  FileButton,
  Group,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ProductAvatar, ProductImage } from '../../../components/ProductImage';
import { ListState, QueryState } from '../../../components/QueryState';
import { DeleteIconButton, EditIconButton } from '../../../components/RowIconButtons';
import { VideoPlayer } from '../../../components/VideoPlayer';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { deleteFacilityEntry } from '../api/delete-facility-entry';
import { deleteFacilityMedia } from '../api/delete-facility-media';
import { deleteVideo } from '../api/delete-video';
import { organizationsKeys } from '../api/keys';
import { orgPartQuery } from '../api/org-part';
import { saveOrgPart } from '../api/save-org-part';
import { uploadOrgMedia } from '../api/upload-org-media';

const VIDEO_ACCEPT = 'video/mp4,video/quicktime,video/webm,video/ogg,video/x-msvideo,video/mpeg';

/** One upload button with its own progress bar. */
function UploadButton({
  label,
  accept,
  slug,
  kind,
  invalidate,
}: {
  label: string;
  accept: string;
  slug: string;
  kind: 'logo' | 'video' | 'facility';
  /** What the upload changes: refetched after it. */
  invalidate: readonly (readonly unknown[])[];
}) {
  const uploadFile = useUploadMutation({
    mutationFn: (v: { file: File; onProgress: (percent: number) => void }) =>
      uploadOrgMedia({ slug, kind, ...v }),
    invalidate,
  });
  const { progress } = uploadFile;
  const send = (file: File | null) => {
    if (file) void uploadFile.upload({ file });
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
  return (
    <Group>
      <ProductAvatar src={logo} type="organization" size={72} radius="md" alt={`${name} logo`}>
        {name.slice(0, 2).toUpperCase()}
      </ProductAvatar>
      <UploadButton
        label="Upload logo"
        accept="image/png,image/jpeg,image/gif"
        slug={slug}
        kind="logo"
        invalidate={[organizationsKeys.organization(slug)]}
      />
      <Text size="xs" c="dimmed">
        JPG, PNG or GIF, up to 5 MB.
      </Text>
    </Group>
  );
}

export function VideoCard({ slug }: { slug: string }) {
  const video = useQuery(orgPartQuery(slug, 'video'));
  const videoKey = organizationsKeys.part(slug, 'video');
  const remove = useApiMutation({ mutationFn: deleteVideo, invalidate: [videoKey] });
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
                slug={slug}
                kind="video"
                invalidate={[videoKey]}
              />
              {v.video_url && (
                <Button size="xs" variant="subtle" color="red" onClick={() => remove.mutate(slug)}>
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

export function AboutFacilityCard({ slug }: { slug: string }) {
  const media = useQuery(orgPartQuery(slug, 'about-facility/media'));
  const entries = useQuery(orgPartQuery(slug, 'about-facility'));
  const [draft, setDraft] = useState<{ id?: number; title: string; description: string }>({
    title: '',
    description: '',
  });
  const invalidate = [organizationsKeys.organization(slug)];
  const saveEntry = useApiMutation({
    mutationFn: (body: typeof draft) => saveOrgPart({ slug, part: 'about-facility', body }),
    invalidate,
    onSuccess: () => setDraft({ title: '', description: '' }),
  });
  const removeEntry = useApiMutation({ mutationFn: deleteFacilityEntry, invalidate });
  const removeMedia = useApiMutation({ mutationFn: deleteFacilityMedia, invalidate });
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        About the facility
      </Title>
      <ListState query={entries} empty="Describe your wards, equipment and patient population.">
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
                  <EditIconButton
                    label={`Edit ${e.title}`}
                    onClick={() => setDraft({ id: e.id, title: e.title, description: e.description ?? '' })}
                  />
                  <DeleteIconButton
                    label={`Delete ${e.title}`}
                    onClick={() => removeEntry.mutate({ slug, id: e.id })}
                  />
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </ListState>
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
        <Button
          size="xs"
          onClick={() => saveEntry.mutate(draft)}
          disabled={!draft.title.trim()}
          w="fit-content"
        >
          {draft.id ? 'Save entry' : 'Add entry'}
        </Button>
      </Stack>
      <Title order={4} size="h6" mt="md" mb="xs">
        Photos and videos
      </Title>
      <ListState query={media} empty="No media yet.">
        {(list) => (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {list.map((m) => (
              <Stack key={m.id} gap={4}>
                {m.mime.startsWith('video/') ? (
                  <VideoPlayer src={m.url} style={{ width: '100%' }} />
                ) : (
                  <ProductImage
                    src={m.url}
                    type="organization"
                    alt={m.name}
                    h={100}
                    radius="sm"
                    sizes="(max-width: 48em) 50vw, 25vw"
                  />
                )}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  onClick={() => removeMedia.mutate({ slug, id: m.id })}
                >
                  Delete
                </Button>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </ListState>
      <Group mt="sm">
        <UploadButton
          label="Upload photo or video"
          accept={`image/png,image/jpeg,image/gif,${VIDEO_ACCEPT}`}
          slug={slug}
          kind="facility"
          invalidate={invalidate}
        />
      </Group>
    </Card>
  );
}
