import { GROUP_LIMITS, GROUP_MEDIA_LIMIT_MESSAGE, groupPostCreateBody } from '@hctl/contracts';
import {
  ActionIcon,
  Alert,
  Button,
  Card,
  CloseButton,
  FileButton,
  Group,
  NumberInput,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { formField } from '../../../lib/form-field';
import { toastSuccess } from '../../../lib/notify';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { prependPosts } from '../api/feed-cache';
import { groupsKeys } from '../api/keys';
import { createPost } from '../api/posts';

interface ComposerValues {
  description: string;
  poll: boolean;
  question: string;
  options: { label: string }[];
  closes_in_days: number;
  /** Not a field: where errors about the photos and videos land. */
  media: null;
}

const empty = (): ComposerValues => ({
  description: '',
  poll: false,
  question: '',
  options: [{ label: '' }, { label: '' }],
  closes_in_days: GROUP_LIMITS.pollDefaultDays,
  media: null,
});

const closesAt = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/**
 * The contracts' schema checks what will be sent (the server runs the same); a text post needs
 * words or a photo, and the form's own values go to the submit handler.
 */
function composerResolver(files: () => File[]): Resolver<ComposerValues> {
  return async (values) => {
    const parsed = groupPostCreateBody.safeParse({
      kind: values.poll ? 'poll' : 'text',
      description: values.description,
      question: values.poll ? values.question : null,
      options: values.poll ? values.options.map((o) => o.label) : undefined,
      poll_closes_at: values.poll ? closesAt(values.closes_in_days || GROUP_LIMITS.pollDefaultDays) : null,
    });
    const errors: Record<string, { type: string; message: string }> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const [field, index] = issue.path;
        const key =
          field === 'options' && typeof index === 'number' ? `options.${index}.label` : String(field);
        errors[key] ??= { type: issue.code, message: issue.message };
      }
    if (!values.poll && !values.description.trim() && !files().length)
      errors.description = { type: 'required', message: 'Write something or add a photo.' };
    if (values.poll && !(values.closes_in_days >= 1 && values.closes_in_days <= 30))
      errors.closes_in_days = { type: 'range', message: 'Between 1 and 30 days.' };
    return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
  };
}

/** A chosen photo or video with its preview. */
interface Picked {
  key: number;
  file: File;
  url: string;
}
let nextKey = 1;

/** The chosen files; their previews are released when they leave the form or the form goes. */
function usePicked() {
  const [picked, setPicked] = useState<Picked[]>([]);
  const live = useRef(picked);
  live.current = picked;
  useEffect(
    () => () => {
      for (const p of live.current) URL.revokeObjectURL(p.url);
    },
    [],
  );
  const add = (files: File[]) =>
    setPicked((list) => [
      ...list,
      ...files.map((file) => ({ key: nextKey++, file, url: URL.createObjectURL(file) })),
    ]);
  const remove = (key: number) =>
    setPicked((list) => {
      for (const p of list) if (p.key === key) URL.revokeObjectURL(p.url);
      return list.filter((p) => p.key !== key);
    });
  const clear = () =>
    setPicked((list) => {
      for (const p of list) URL.revokeObjectURL(p.url);
      return [];
    });
  return { picked, add, remove, clear };
}

/**
 * Writing a post: text, up to 5 photos or videos (a sixth is refused here, before anything is
 * sent), or a poll (a question, 2–6 options, closing in N days). The upload's progress shows on the
 * multipart POST. In a group that reviews posts, a member's post waits for an admin.
 */
export function Composer({ slug, needsApproval }: { slug: string; needsApproval: boolean }) {
  const qc = useQueryClient();
  const files = usePicked();
  const media = files.picked;
  const [mediaError, setMediaError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const form = useForm<ComposerValues>({
    defaultValues: empty(),
    resolver: composerResolver(() => media.map((p) => p.file)),
  });
  const field = formField(form);
  const options = useFieldArray({ control: form.control, name: 'options' });
  const poll = form.watch('poll');

  const save = useUploadMutation({
    mutationFn: createPost,
    toast: false,
    form,
    onFieldErrors: (e) => e.media && setMediaError(e.media),
    onSuccess: (res) => {
      const post = res.data;
      if (post.status === 'published') prependPosts(qc, slug, [post]);
      else {
        toastSuccess('Your post was sent to the group admins for approval.');
        void qc.invalidateQueries({ queryKey: groupsKeys.review(slug) });
      }
      form.reset(empty());
      files.clear();
      setMediaError(null);
      setOpen(false);
    },
  });

  const addFiles = (chosen: File[]) => {
    // "All files" in the picker lets anything through: only photos and videos are kept (the server
    // checks their content too).
    const picked = chosen.filter((f) => /^(image\/(jpeg|png|gif|webp)|video\/)/.test(f.type));
    const skipped = chosen.length - picked.length;
    // Spec §5/§9: the files past the fifth are refused here, in the server's words, before any upload.
    const room = GROUP_LIMITS.maxMedia - media.length;
    setMediaError(
      picked.length > room
        ? GROUP_MEDIA_LIMIT_MESSAGE
        : skipped
          ? `Only photos (JPEG, PNG, GIF, WebP) and videos can be added; ${skipped === 1 ? 'one file was' : `${skipped} files were`} left out.`
          : null,
    );
    files.add(picked.slice(0, Math.max(0, room)));
  };

  const submit = form.handleSubmit((v) =>
    save.upload({
      slug,
      draft: {
        description: v.description,
        poll: v.poll
          ? { question: v.question, options: v.options.map((o) => o.label), closesInDays: v.closes_in_days }
          : null,
        media: media.map((p) => p.file),
      },
    }),
  );

  if (!open)
    return (
      <Card withBorder radius="md" padding="sm">
        <Button
          variant="default"
          justify="flex-start"
          fullWidth
          onClick={() => setOpen(true)}
          data-testid="start-post"
          c="dimmed"
          fw={400}
        >
          Start a post…
        </Button>
      </Card>
    );

  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="form"
      onSubmit={submit}
      aria-label="New post"
      data-testid="composer"
    >
      <Stack gap="sm">
        <Textarea
          label={poll ? 'Add a note (optional)' : 'What do you want to share?'}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={10_000}
          autoFocus
          {...field('description')}
        />
        {poll && (
          <Stack gap="xs" data-testid="poll-builder">
            <TextInput label="Question" maxLength={300} {...field('question')} />
            {options.fields.map((f, i) => (
              <Group key={f.id} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Option ${i + 1}`}
                  maxLength={140}
                  style={{ flex: 1 }}
                  {...form.register(`options.${i}.label`)}
                  error={form.formState.errors.options?.[i]?.label?.message}
                />
                {options.fields.length > GROUP_LIMITS.minPollOptions && (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    mb={2}
                    aria-label={`Remove option ${i + 1}`}
                    onClick={() => options.remove(i)}
                  >
                    <span aria-hidden="true">✕</span>
                  </ActionIcon>
                )}
              </Group>
            ))}
            {form.formState.errors.options?.message && (
              <Text size="sm" c="red" role="alert">
                {form.formState.errors.options.message}
              </Text>
            )}
            <Group justify="space-between" align="flex-end">
              <Button
                size="xs"
                variant="light"
                disabled={options.fields.length >= GROUP_LIMITS.maxPollOptions}
                onClick={() => options.append({ label: '' })}
              >
                Add an option
              </Button>
              <Controller
                control={form.control}
                name="closes_in_days"
                render={({ field, fieldState }) => (
                  <NumberInput
                    label="Closes in (days)"
                    min={1}
                    max={30}
                    w={150}
                    value={field.value}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : Number(v) || 0)}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Group>
          </Stack>
        )}
        {media.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="composer-media">
            {media.map(({ key, file: f, url }) => (
              <div key={key} style={{ position: 'relative' }}>
                {f.type.startsWith('video/') ? (
                  <video
                    src={url}
                    aria-label={`Selected: ${f.name}`}
                    muted
                    style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 4 }}
                  />
                ) : (
                  <img
                    src={url}
                    alt={`Selected: ${f.name}`}
                    style={{ width: '100%', aspectRatio: '1', objectFit: 'cover', borderRadius: 4 }}
                  />
                )}
                <CloseButton
                  size="sm"
                  aria-label={`Remove ${f.name}`}
                  style={{ position: 'absolute', top: 2, right: 2, background: 'white' }}
                  onClick={() => files.remove(key)}
                />
              </div>
            ))}
          </SimpleGrid>
        )}
        {mediaError && (
          <Alert color="red" p="xs" role="alert" data-testid="media-error">
            {mediaError}
          </Alert>
        )}
        {save.progress !== null && (
          <Progress
            value={save.progress}
            aria-label="Upload progress"
            data-testid="upload-progress"
            animated
          />
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <FileButton
              onChange={addFiles}
              accept="image/jpeg,image/png,image/gif,image/webp,video/*"
              multiple
            >
              {(props) => (
                <Button {...props} size="xs" variant="light" data-testid="add-media">
                  {`Photo or video (${media.length}/${GROUP_LIMITS.maxMedia})`}
                </Button>
              )}
            </FileButton>
            <Button
              size="xs"
              variant={poll ? 'filled' : 'light'}
              aria-pressed={poll}
              onClick={() => form.setValue('poll', !poll)}
            >
              {poll ? 'Remove poll' : 'Poll'}
            </Button>
          </Group>
          <Group gap="xs">
            <Button
              variant="default"
              onClick={() => {
                form.reset(empty());
                files.clear();
                setMediaError(null);
                setOpen(false);
              }}
            >
              Cancel
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {needsApproval ? 'Submit for approval' : 'Post'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
