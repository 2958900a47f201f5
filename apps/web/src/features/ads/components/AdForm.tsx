import { AD_LIMITS, type AdView, adCtaUrl } from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, FileInput, Group, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { formField } from '../../../lib/form-field';
import { useUploadMutation } from '../../../lib/use-upload-mutation';
import { adsKeys, type Owner, saveAd } from '../api/ads';

const formSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'The title is required.')
    .max(120, 'May not be longer than 120 characters.'),
  description: z.string().trim().max(2000, 'May not be longer than 2000 characters.'),
  cta_title: z.string().trim().max(40, 'May not be longer than 40 characters.'),
  cta_url: z.union([z.literal(''), adCtaUrl]),
  advertises: z.string(),
  category: z.string().trim().max(80, 'May not be longer than 80 characters.'),
});
type Values = z.infer<typeof formSchema>;
const EMPTY: Values = {
  title: '',
  description: '',
  cta_title: 'Learn more',
  cta_url: '',
  advertises: '',
  category: '',
};
const ADVERTISES = [
  { value: 'organization', label: 'Our organization' },
  { value: 'job', label: 'A job' },
  { value: 'service', label: 'A service' },
  { value: 'event', label: 'An event' },
  { value: 'other', label: 'Something else' },
];

/** The spec's persisted `advertisementForm`: a half-filled ad survives a reload (files cannot be kept). */
const storageKey = (o: Owner) => `advertisementForm:${o.role}:${o.slug}`;
function restored(o: Owner): Values {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(o)) ?? 'null') as Partial<Values> | null;
    return saved ? { ...EMPTY, ...saved } : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * An ad's content (title, text, button, link, images, video). "Save as draft" keeps it out of
 * review; "Continue" submits it for approval and moves on to where and when it is shown. A new
 * ad's fields are kept in localStorage until it is saved.
 */
export function AdForm({
  owner,
  ad,
  onSaved,
}: {
  owner: Owner;
  ad?: AdView;
  onSaved: (ad: AdView, draft: boolean) => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(formSchema),
    defaultValues: ad
      ? {
          title: ad.title,
          description: ad.description,
          cta_title: ad.cta_title ?? '',
          cta_url: ad.cta_url ?? '',
          advertises: ad.advertises ?? '',
          category: ad.category ?? '',
        }
      : restored(owner),
  });
  const field = formField(form);
  const [images, setImages] = useState<File[]>([]);
  const [video, setVideo] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const values = form.watch();
  useEffect(() => {
    if (!ad) localStorage.setItem(storageKey(owner), JSON.stringify(values));
  }, [ad, owner, values]);

  const save = useUploadMutation({
    mutationFn: saveAd,
    form,
    onFieldErrors: (e) => setFileError(e.ad_image ?? e.ad_video ?? null),
    invalidate: [adsKeys.all],
    onSuccess: (res) => {
      if (!ad) localStorage.removeItem(storageKey(owner));
      onSaved(res.data, res.data.status === 'draft');
    },
  });
  const submit = (draft: boolean) =>
    form.handleSubmit(async (v) => {
      if (!draft && !v.cta_url) {
        form.setError('cta_url', { message: 'Add the link people go to.' });
        return;
      }
      const fd = new FormData();
      if (ad) fd.append('slug', ad.slug);
      for (const [k, val] of Object.entries(v)) fd.append(k, val);
      fd.append('is_draft', draft ? '1' : '0');
      for (const f of images) fd.append('ad_image[]', f);
      if (video) fd.append('ad_video', video);
      setFileError(null);
      await save.upload({ owner, form: fd });
    })();

  const current = ad?.ad_image.length ?? 0;
  return (
    <Stack component="form" onSubmit={(e) => e.preventDefault()} aria-label="Advertisement">
      <TextInput label="Title" required {...field('title')} />
      <Textarea label="Description" autosize minRows={3} {...field('description')} />
      <Group grow align="start">
        <TextInput label="Button text" {...field('cta_title')} />
        <TextInput label="Link" placeholder="https://" type="url" {...field('cta_url')} />
      </Group>
      <Group grow align="start">
        <Controller
          control={form.control}
          name="advertises"
          render={({ field }) => (
            <Select
              label="Advertises"
              data={ADVERTISES}
              clearable
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
            />
          )}
        />
        <TextInput label="Category" {...field('category')} />
      </Group>
      <FileInput
        label="Images"
        description={`Up to ${AD_LIMITS.maxImages} (JPG, PNG, GIF or WebP)${current ? `; ${current} already added` : ''}`}
        accept="image/png,image/jpeg,image/gif,image/webp"
        multiple
        clearable
        value={images}
        onChange={(files) => setImages(files.slice(0, AD_LIMITS.maxImages - current))}
        data-testid="ad-images"
        error={fileError ?? undefined}
      />
      <FileInput label="Video (optional)" accept="video/*" clearable value={video} onChange={setVideo} />
      {!ad && (
        <Text size="xs" c="dimmed">
          What you type is kept on this device until you save; images must be chosen again after a reload.
        </Text>
      )}
      {save.progress !== null && <Progress value={save.progress} aria-label="Upload progress" />}
      <Group>
        <Button onClick={() => submit(false)} loading={save.isPending}>
          {ad ? 'Save' : 'Continue'}
        </Button>
        {(!ad || ad.status === 'draft') && (
          <Button variant="default" onClick={() => submit(true)} disabled={save.isPending}>
            Save as draft
          </Button>
        )}
      </Group>
    </Stack>
  );
}
