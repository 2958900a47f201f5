import type { ServiceMediaView, ServiceView } from '@hctl/contracts';
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { ProductImage } from '../../../components/ProductImage';
import { shortDate } from '../../../lib/dates';
import { SERVICE_KIND_LABELS, servicePath, servicePlace, servicePrice } from '../../../lib/service-format';
import { useApiMutation } from '../../../lib/use-api-mutation';
import { deleteMedia } from '../api/delete-media';
import { type Owner, screens } from '../api/paths';
import { ServiceBadges, useServiceActions } from './ServiceActions';

const date = shortDate;

/** The owner's page of a service: everything it says, its files, and what the owner can do with it. */
export function ServiceDetails({ owner, service: s }: { owner: Owner; service: ServiceView }) {
  const navigate = useNavigate();
  const { invalidate, target, archive, destroy, canPromote, confirmDelete } = useServiceActions(owner, s, {
    awaitArchive: true,
    onDeleted: () => navigate(screens.list(owner, s.kind)),
  });
  const removeFile = useApiMutation({ mutationFn: deleteMedia, invalidate, awaitInvalidation: true });
  const remove = (m: ServiceMediaView, what: 'media' | 'document') =>
    window.confirm(`Remove ${m.name ?? 'this file'}?`) &&
    removeFile.mutate({ owner, kind: s.kind, id: m.id, what });
  const price = servicePrice(s);
  const place = servicePlace(s);
  const photos = s.media.filter((m) => m.kind === 'image');
  const videos = s.media.filter((m) => m.kind === 'video');
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <div>
          <Group gap="xs">
            <Badge variant="light">{SERVICE_KIND_LABELS[s.kind]}</Badge>
            <ServiceBadges service={s} />
            {s.provider_license && (
              <Tooltip
                label={`${s.provider_license.license_type}, ${s.provider_license.issuing_authority}${
                  s.provider_license.expiry_date
                    ? `, valid until ${date(s.provider_license.expiry_date)}`
                    : ''
                }`}
              >
                <Badge color="teal" data-testid="license-badge" tabIndex={0}>
                  Verified license: {s.provider_license.license_type}
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Title order={1} mt="xs">
            {s.title}
          </Title>
          <Text c="dimmed">
            {[[s.category_name, s.sub_category_name].filter(Boolean).join(' › '), place]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={screens.edit(owner, s.kind, s.slug)}>
            Edit
          </Button>
          {canPromote && (
            <Button variant="light" component={Link} to={screens.promote(owner, s.kind, s.slug)}>
              Promote
            </Button>
          )}
          {(s.status === 'active' || s.status === 'archived') && (
            <Button variant="default" loading={archive.isPending} onClick={() => archive.mutate(target)}>
              {s.status === 'archived' ? 'Restore' : 'Archive'}
            </Button>
          )}
          <Button variant="subtle" color="red" loading={destroy.isPending} onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
      </Group>
      {s.license_required && !s.provider_license && s.owner.role === 'individual' && (
        <Text size="sm" c="dimmed">
          This category needs a verified license; none is on file for this service.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Price
          </Text>
          <Text fw={600}>{price ?? 'Not set'}</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Views
          </Text>
          <Text fw={600}>{s.views_count}</Text>
        </Card>
        <Card withBorder>
          <Text size="sm" c="dimmed">
            Promotion
          </Text>
          <Text fw={600}>
            {s.is_promoted && s.promoted_until
              ? `Until ${date(s.promoted_until)}`
              : s.start_date && s.end_date
                ? `${date(s.start_date)} – ${date(s.end_date)}`
                : 'Not promoted'}
          </Text>
        </Card>
      </SimpleGrid>
      {s.status === 'active' && !s.is_draft && (
        <Anchor component={Link} to={servicePath(s)} size="sm">
          See the public page
        </Anchor>
      )}
      <Text style={{ whiteSpace: 'pre-wrap' }}>{s.description}</Text>
      {s.tags.length > 0 && (
        <Group gap={6}>
          {s.tags.map((t) => (
            <Badge key={t} variant="outline" color="gray">
              {t}
            </Badge>
          ))}
        </Group>
      )}
      {s.health_care_sector && <Field label="Health-care sector" text={s.health_care_sector} />}
      {s.eligibility && <Field label="Eligibility" text={s.eligibility} />}
      {s.details && <Field label="Details" text={s.details} />}
      {s.cta_text && s.cta_link && <Field label="Button" text={`${s.cta_text} → ${s.cta_link}`} />}
      <Title order={2} size="h3">
        Photos and videos
      </Title>
      {s.media.length === 0 ? (
        <Text c="dimmed" size="sm">
          No photos or videos yet. Add some from Edit.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="service-media">
          {photos.map((m) => (
            <Card withBorder key={m.id} padding="xs">
              <Card.Section>
                <ProductImage
                  src={m.url}
                  alt={m.name ?? s.title}
                  type={s.owner.role}
                  h={180}
                  sizes="(min-width: 62em) 33vw, (min-width: 48em) 50vw, 100vw"
                />
              </Card.Section>
              <FileFooter m={m} onRemove={() => remove(m, 'media')} />
            </Card>
          ))}
          {videos.map((m) => (
            <Card withBorder key={m.id} padding="xs">
              <Card.Section>
                {/* biome-ignore lint/a11y/useMediaCaption: owners upload their own videos without captions */}
                <video
                  src={m.url}
                  controls
                  preload="metadata"
                  style={{ width: '100%', height: 180 }}
                  aria-label={m.name ?? 'Video'}
                />
              </Card.Section>
              <FileFooter m={m} onRemove={() => remove(m, 'media')} />
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Title order={2} size="h3">
        Documents
      </Title>
      {s.document.length === 0 ? (
        <Text c="dimmed" size="sm">
          No documents yet.
        </Text>
      ) : (
        <Stack gap="xs" data-testid="service-documents">
          {s.document.map((d) => (
            <Group key={d.id} justify="space-between">
              <Anchor href={d.url} target="_blank" rel="noopener noreferrer">
                {d.name || 'Document'} ({d.mime === 'application/pdf' ? 'PDF' : 'DOCX'},{' '}
                {Math.ceil(d.size / 1024)} KB)
              </Anchor>
              <RemoveButton what={d.name ?? 'document'} onClick={() => remove(d, 'document')} />
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Field({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
    </div>
  );
}

function FileFooter({ m, onRemove }: { m: ServiceMediaView; onRemove: () => void }) {
  return (
    <Group justify="space-between" mt="xs" wrap="nowrap">
      <Text size="sm" truncate>
        {m.name || 'Untitled'}
      </Text>
      <RemoveButton what={m.name ?? 'file'} onClick={onRemove} />
    </Group>
  );
}

/** Removes one of the service's files (after the caller's confirmation); named after the file. */
function RemoveButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Button size="xs" variant="subtle" color="red" aria-label={`Remove ${what}`} onClick={onClick}>
      Remove
    </Button>
  );
}
