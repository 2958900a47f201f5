import {
  checkPromotionWindow,
  galleryCreateBody,
  SERVICE_LIMITS,
  type ServiceKind,
  type ServiceView,
  serviceCreateBody,
} from '@hctl/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Card,
  Group,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { CheckboxField, NullableNumberField, TagsField } from '../../../components/ControlledFields';
import { categoriesQuery, subCategoriesQuery } from '../../../lib/api/categories';
import { serverToday } from '../../../lib/dates';
import { formField } from '../../../lib/form-field';
import type { PickedFile, ServiceFormValues } from '../api/form-data';
import { FilePicker } from './FilePicker';
import { serviceFileProblem } from './service-file-check';

type PriceMode = 'fixed' | 'range' | 'quote';

const emptyValues = (): ServiceFormValues => ({
  title: '',
  description: '',
  category: null,
  sub_category: null,
  eligibility: '',
  details: '',
  health_care_sector: '',
  tags: [],
  location: '',
  is_remote: false,
  // Until a price is given, clients ask for a quote (the price control starts there).
  get_quote: true,
  fixed_price: null,
  min_range: null,
  max_range: null,
  advertise: false,
  cta_text: '',
  cta_link: '',
  is_draft: true,
  start_date: '',
  end_date: '',
  budget: null,
});

/** What a person wrote that means the same for an offer and a request: kept when they switch kind. */
const KIND_NEUTRAL = [
  'title',
  'description',
  'category',
  'sub_category',
  'eligibility',
  'details',
  'health_care_sector',
  'tags',
  'location',
  'is_remote',
] as const;
export type CarriedServiceValues = Partial<Pick<ServiceFormValues, (typeof KIND_NEUTRAL)[number]>>;
const carryOver = (v: ServiceFormValues): CarriedServiceValues =>
  Object.fromEntries(KIND_NEUTRAL.map((k) => [k, v[k]]));

const fromService = (s: ServiceView): ServiceFormValues => ({
  title: s.title,
  description: s.description,
  category: s.category,
  sub_category: s.sub_category,
  eligibility: s.eligibility ?? '',
  details: s.details ?? '',
  health_care_sector: s.health_care_sector ?? '',
  tags: s.tags,
  location: s.location ?? '',
  is_remote: s.is_remote,
  get_quote: s.get_quote,
  fixed_price: s.fixed_price,
  min_range: s.min_range,
  max_range: s.max_range,
  advertise: false,
  cta_text: s.cta_text ?? '',
  cta_link: s.cta_link ?? '',
  is_draft: s.is_draft,
  start_date: s.start_date ?? '',
  end_date: s.end_date ?? '',
  budget: s.budget,
});

const modeOf = (v: ServiceFormValues): PriceMode =>
  v.fixed_price != null ? 'fixed' : v.min_range != null || v.max_range != null ? 'range' : 'quote';

/**
 * Validates with the contracts' schema (the server runs the same), but hands the submit handler the
 * form's own values: the multipart body is built from them, not from the schema's parsed output.
 */
function schemaResolver(kind: ServiceKind, creating: boolean): Resolver<ServiceFormValues> {
  const schema =
    kind === 'service_gallery'
      ? galleryCreateBody.superRefine((v, ctx) => {
          if (creating && !v.is_draft) checkPromotionWindow(v, ctx, serverToday());
        })
      : serviceCreateBody;
  const check = zodResolver(schema) as unknown as Resolver<ServiceFormValues>;
  return async (values, context, options) => {
    const res = await check(values, context, options);
    return Object.keys(res.errors).length ? res : { values, errors: {} };
  };
}

export interface ServiceFormSubmit {
  values: ServiceFormValues;
  media: PickedFile[];
  documents: PickedFile[];
  onProgress: (percent: number) => void;
}

/**
 * The form of a service offered, a request or a gallery, to create or edit one (spec §3 fields).
 * `submit` sends it; it resolves with the server's field errors (422) or nothing, and the form shows
 * them on their inputs. The submit button stays busy for the whole upload, so a second click does nothing.
 */
export function ServiceForm({
  kind,
  initial,
  submitLabel,
  submit,
  onKindChange,
  canChooseKind,
  carried,
}: {
  kind: ServiceKind;
  initial?: ServiceView;
  submitLabel: string;
  submit: (v: ServiceFormSubmit) => Promise<Record<string, string> | undefined>;
  /** Switching kind re-creates the form (the price defaults differ); `carried` is what stays. */
  onKindChange?: (kind: 'service_post' | 'service_request', carried: CarriedServiceValues) => void;
  canChooseKind?: boolean;
  carried?: CarriedServiceValues;
}) {
  const creating = !initial;
  const gallery = kind === 'service_gallery';
  const { register, handleSubmit, formState, setError, control, watch, setValue, getValues } =
    useForm<ServiceFormValues>({
      resolver: schemaResolver(kind, creating),
      defaultValues: initial ? fromService(initial) : { ...emptyValues(), ...carried },
    });
  const field = formField({ register, formState });
  const e: FieldErrors<ServiceFormValues> = formState.errors;
  const [priceMode, setPriceMode] = useState<PriceMode>(() =>
    modeOf(initial ? fromService(initial) : emptyValues()),
  );
  const [media, setMedia] = useState<PickedFile[]>([]);
  const [documents, setDocuments] = useState<PickedFile[]>([]);
  const [fileErrors, setFileErrors] = useState<{ media?: string; document?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const categories = useQuery(categoriesQuery());
  const category = watch('category');
  const subCategories = useQuery({ ...subCategoriesQuery(category ?? 0), enabled: category != null });
  const isDraft = watch('is_draft');
  const isRemote = watch('is_remote');

  const choosePrice = (m: PriceMode) => {
    setPriceMode(m);
    // One way of pricing at a time: the others are cleared, so the server sees only this one.
    setValue('get_quote', m === 'quote');
    if (m !== 'fixed') setValue('fixed_price', null);
    if (m !== 'range') {
      setValue('min_range', null);
      setValue('max_range', null);
    }
  };

  const onValid = async (values: ServiceFormValues) => {
    setFileErrors({});
    setProgress(media.length + documents.length > 0 ? 0 : null);
    const errors = await submit({ values, media, documents, onProgress: setProgress });
    setProgress(null);
    if (!errors) return;
    const files: { media?: string; document?: string } = {};
    for (const [field, message] of Object.entries(errors)) {
      const root = field.split('.')[0].replace('[]', '');
      if (root === 'media' || root === 'media_name') files.media = message;
      else if (root === 'document' || root === 'document_name') files.document = message;
      else setError(root as keyof ServiceFormValues, { message });
    }
    setFileErrors(files);
  };

  const money = (name: 'fixed_price' | 'min_range' | 'max_range' | 'budget', label: string) => (
    <NullableNumberField
      control={control}
      name={name}
      label={label}
      min={0}
      decimalScale={2}
      prefix="$"
      thousandSeparator=","
    />
  );

  const checkbox = (name: 'is_remote' | 'is_draft' | 'advertise', label: string, description?: string) => (
    <CheckboxField control={control} name={name} label={label} description={description} />
  );

  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Service form">
      <Stack>
        {creating && canChooseKind && onKindChange && (
          <SegmentedControl
            aria-label="What are you posting?"
            value={kind}
            onChange={(v) => onKindChange(v as 'service_post' | 'service_request', carryOver(getValues()))}
            data={[
              { value: 'service_post', label: 'I offer a service' },
              { value: 'service_request', label: 'I need a service' },
            ]}
          />
        )}
        <TextInput
          label="Title"
          required
          placeholder={kind === 'service_request' ? 'Weekend caregiver needed' : 'In-home elder care'}
          {...field('title')}
        />
        <Textarea label="Description" required autosize minRows={4} {...field('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label="Category"
                required
                searchable
                placeholder={categories.isPending ? 'Loading…' : 'Choose a category'}
                data={(categories.data ?? []).map((c) => ({
                  value: String(c.category_id),
                  label: c.requires_license ? `${c.title} (license required)` : c.title,
                }))}
                value={field.value != null ? String(field.value) : null}
                onChange={(v) => {
                  field.onChange(v ? Number(v) : null);
                  setValue('sub_category', null);
                }}
                error={
                  e.category?.message ?? (categories.isError ? 'Categories could not be loaded.' : undefined)
                }
              />
            )}
          />
          <Controller
            control={control}
            name="sub_category"
            render={({ field }) => (
              <Select
                label="Sub-category"
                clearable
                disabled={category == null}
                placeholder={category == null ? 'Choose a category first' : 'Optional'}
                data={(subCategories.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
                value={field.value != null ? String(field.value) : null}
                onChange={(v) => field.onChange(v ? Number(v) : null)}
                error={e.sub_category?.message}
              />
            )}
          />
        </SimpleGrid>
        <TagsField
          control={control}
          name="tags"
          label="Tags"
          required
          description="Press Enter after each tag"
          placeholder="elder care, dementia…"
          maxTags={SERVICE_LIMITS.maxTags}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Health-care sector" placeholder="Home health" {...field('health_care_sector')} />
          <TextInput
            label="Location"
            placeholder="Portland, OR"
            required={!isRemote}
            {...field('location')}
          />
        </SimpleGrid>
        {checkbox('is_remote', 'Can be done remotely')}
        <Textarea
          label="Eligibility"
          autosize
          minRows={2}
          description="Who the service is for, or who may answer the request"
          {...field('eligibility')}
        />
        <Textarea label="Details" autosize minRows={3} {...field('details')} />
        <Card withBorder>
          <Stack gap="xs">
            <Text fw={600} size="sm" id="price-label">
              Pricing
            </Text>
            <SegmentedControl
              aria-labelledby="price-label"
              value={priceMode}
              onChange={(v) => choosePrice(v as PriceMode)}
              data={[
                { value: 'fixed', label: 'Fixed price' },
                { value: 'range', label: 'Price range' },
                { value: 'quote', label: 'Get a quote' },
              ]}
            />
            {priceMode === 'fixed' && money('fixed_price', 'Price')}
            {priceMode === 'range' && (
              <SimpleGrid cols={2}>
                {money('min_range', 'Minimum price')}
                {money('max_range', 'Maximum price')}
              </SimpleGrid>
            )}
            {priceMode === 'quote' && (
              <Text size="sm" c="dimmed">
                Clients ask you for a quote.
              </Text>
            )}
          </Stack>
        </Card>
        {initial && initial.media.length + initial.document.length > 0 && (
          <Text size="sm" c="dimmed">
            Files added here join the {initial.media.length + initial.document.length} already on it; remove
            those from its page.
          </Text>
        )}
        <FilePickers
          media={media}
          documents={documents}
          setMedia={setMedia}
          setDocuments={setDocuments}
          errors={fileErrors}
        />
        {gallery && (
          <Card withBorder>
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Button text" placeholder="Book a visit" {...field('cta_text')} />
                <TextInput label="Button link" placeholder="https://" {...field('cta_link')} />
              </SimpleGrid>
              {creating && (
                <>
                  {checkbox('is_draft', 'Save as draft', 'Publish it later by promoting it')}
                  {!isDraft && (
                    <SimpleGrid cols={{ base: 1, sm: 3 }}>
                      <TextInput
                        type="date"
                        label="Start date"
                        min={serverToday()}
                        {...field('start_date')}
                      />
                      <TextInput type="date" label="End date" min={serverToday()} {...field('end_date')} />
                      {money('budget', 'Budget')}
                    </SimpleGrid>
                  )}
                </>
              )}
            </Stack>
          </Card>
        )}
        {creating &&
          !gallery &&
          checkbox(
            'advertise',
            'Advertise this service',
            'Promote it in featured services after saving (plans with promotions)',
          )}
        {Object.keys(e).length > 0 && (
          <Alert color="red" role="alert" data-testid="form-errors">
            Check the highlighted fields.
          </Alert>
        )}
        {progress !== null && (
          <Stack gap={4} data-testid="upload-progress">
            <Text size="sm">{progress < 100 ? `Uploading… ${progress}%` : 'Processing your files…'}</Text>
            <Progress value={progress} aria-label="Upload progress" animated={progress >= 100} />
          </Stack>
        )}
        <Group>
          <Button type="submit" loading={formState.isSubmitting}>
            {gallery && creating ? (isDraft ? 'Save draft' : 'Save and promote') : submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function FilePickers({
  media,
  documents,
  setMedia,
  setDocuments,
  errors,
}: {
  media: PickedFile[];
  documents: PickedFile[];
  setMedia: (f: PickedFile[]) => void;
  setDocuments: (f: PickedFile[]) => void;
  errors: { media?: string; document?: string };
}) {
  return (
    <Card withBorder>
      <Stack>
        <FilePicker
          testId="media-files"
          label="Photos and videos"
          description="JPG, PNG or GIF photos; MP4, MOV, AVI, MPEG, OGG or WebM videos"
          accept="image/jpeg,image/png,image/gif,video/mp4,video/mpeg,video/quicktime,video/x-msvideo,video/ogg,video/webm,.mov,.avi,.ogv,.ogg,.webm"
          max={SERVICE_LIMITS.maxMedia}
          value={media}
          onChange={setMedia}
          error={errors.media}
          check={(f) => serviceFileProblem(f, 'media')}
        />
        <FilePicker
          testId="document-files"
          label="Documents"
          description="PDF or Word (DOCX)"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          max={SERVICE_LIMITS.maxDocuments}
          value={documents}
          onChange={setDocuments}
          error={errors.document}
          check={(f) => serviceFileProblem(f, 'document')}
        />
      </Stack>
    </Card>
  );
}
