import type { ServiceView } from '@hctl/contracts';
import {
  Anchor,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { ReportAbuse } from '../../../components/abuse/ReportAbuse';
import { NotFound } from '../../../components/NotFound';
import { ProductAvatar } from '../../../components/ProductImage';
import { QueryState } from '../../../components/QueryState';
import { SaveButton } from '../../../components/SaveButton';
import { usePageTitle } from '../../../components/usePageTitle';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import {
  asServiceKind,
  ownerProfilePath,
  SERVICE_KIND_LABELS,
  servicePlace,
  servicePrice,
} from '../../../lib/service-format';
import { serviceQuery } from '../api/service';
import { ContactProvider } from '../components/ContactProvider';
import { ServiceMediaGallery } from '../components/ServiceMediaGallery';

/** Where the owner manages it (the owners' screens, spec §2). */
const managePath = (s: ServiceView) =>
  s.owner.role === 'organization'
    ? s.kind === 'service_gallery'
      ? `/organization/service-galleries/${s.owner.slug}`
      : `/organization/services/${s.owner.slug}/${s.slug}`
    : `/individual/${s.owner.slug}/services/${s.slug}`;

const CheckBadgeIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" style={{ flexShrink: 0, marginTop: 1 }}>
    <circle cx="12" cy="12" r="10" fill="var(--mantine-color-teal-7)" />
    <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
  </svg>
);

/** A block of the owner's text, paragraphs kept. */
function Prose({ title, text }: { title: string; text: string | null }) {
  if (!text?.trim()) return null;
  return (
    <Stack component="section" gap={4}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
    </Stack>
  );
}

/** Price, place, provider, license and the way to get in touch. */
function ServiceFacts({ s, sticky }: { s: ServiceView; sticky: boolean }) {
  const price = servicePrice(s);
  const place = servicePlace(s);
  return (
    <Card withBorder padding="lg" style={sticky ? { position: 'sticky', top: 16 } : undefined}>
      <Stack gap="md">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {s.kind === 'service_request' ? 'Budget' : 'Price'}
          </Text>
          <Text fw={700} size="xl" data-testid="service-price">
            {price ?? 'Ask the provider'}
          </Text>
          {s.get_quote && price !== 'Quote on request' && (
            <Text size="sm" c="dimmed">
              Quotes on request
            </Text>
          )}
        </Stack>
        {place && (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              Where
            </Text>
            <Text>{place}</Text>
          </Stack>
        )}
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            {s.kind === 'service_request' ? 'Requested by' : 'Offered by'}
          </Text>
          <Group gap="sm" wrap="nowrap">
            <ProductAvatar src={s.owner.image} alt="" type={s.owner.role} size={40} radius="xl">
              {s.owner.name.slice(0, 1)}
            </ProductAvatar>
            <Anchor component={Link} to={ownerProfilePath(s.owner)} fw={600} data-testid="service-provider">
              {s.owner.name}
            </Anchor>
          </Group>
        </Stack>
        {s.provider_license && (
          <Group
            gap={8}
            wrap="nowrap"
            align="flex-start"
            p="xs"
            bg="teal.0"
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
            data-testid="provider-license"
          >
            <CheckBadgeIcon />
            <Text size="sm" fw={600} c="teal.9">
              Verified license: {s.provider_license.license_type}, {s.provider_license.issuing_authority}
            </Text>
          </Group>
        )}
        {s.kind === 'service_gallery' && s.cta_link && (
          <Button component="a" href={s.cta_link} target="_blank" rel="noopener nofollow" variant="light">
            {s.cta_text || 'Learn more'}
          </Button>
        )}
        {!s.is_owner && (
          <SaveButton
            mode={
              s.kind === 'service_request' ? 'request' : s.kind === 'service_gallery' ? 'gallery' : 'service'
            }
            target={s.slug}
            label={s.title}
          />
        )}
        {!s.is_owner && (
          <ReportAbuse
            type={s.kind === 'service_gallery' ? 'gallery' : 'service'}
            target={s.slug}
            title={s.title}
          />
        )}
        {s.is_owner ? (
          <Button component={Link} to={managePath(s)} variant="default" fullWidth>
            Manage this service
          </Button>
        ) : (
          s.status === 'active' && <ContactProvider service={s} />
        )}
      </Stack>
    </Card>
  );
}

function ServiceDetails({ s }: { s: ServiceView }) {
  usePageTitle(s.title, s.excerpt);
  // On a phone the facts and the Contact button come right under the title, not after the photos.
  const wide = useMatches({ base: false, md: true }, { getInitialValueInEffect: false });
  const photos = s.media.filter((m) => m.kind !== 'document');
  return (
    <Container size="lg" py="xl">
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Group gap={6}>
                <Badge variant="light">{SERVICE_KIND_LABELS[s.kind]}</Badge>
                {s.is_promoted && (
                  <Badge color="yellow.3" c="dark.8">
                    Promoted
                  </Badge>
                )}
                {s.status === 'archived' && <Badge color="gray">Archived</Badge>}
              </Group>
              <Title order={1}>{s.title}</Title>
              <Text c="dimmed">
                {/* The sector is the service's setting, not a level under the category. */}
                {[s.category_name, s.sub_category_name].filter(Boolean).join(' › ')}
                {s.health_care_sector && ` · ${s.health_care_sector}`}
              </Text>
              {s.tags.length > 0 && (
                <Group gap={6} aria-label="Tags" role="list">
                  {s.tags.map((t) => (
                    <Badge key={t} variant="outline" color="gray" role="listitem" tt="none">
                      {t}
                    </Badge>
                  ))}
                </Group>
              )}
            </Stack>
            {!wide && <ServiceFacts s={s} sticky={false} />}
            <Prose title="Description" text={s.description} />
            <ServiceMediaGallery media={photos} title={s.title} owner={s.owner} />
            <Prose title="Eligibility" text={s.eligibility} />
            <Prose title="Details" text={s.details} />
            {s.document.length > 0 && (
              <Stack component="section" gap={4}>
                <Title order={2} size="h4">
                  Documents
                </Title>
                <List data-testid="service-documents">
                  {s.document.map((d) => (
                    <List.Item key={d.id}>
                      <Anchor href={d.url} target="_blank" rel="noopener">
                        {d.name || 'Document'}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        ({d.mime.includes('pdf') ? 'PDF' : 'DOCX'}, {Math.max(1, Math.round(d.size / 1024))}{' '}
                        KB)
                      </Text>
                    </List.Item>
                  ))}
                </List>
              </Stack>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{wide && <ServiceFacts s={s} sticky />}</Grid.Col>
      </Grid>
    </Container>
  );
}

/** `/services/{serviceSlug}` (`?type=` for requests and galleries): a service's public page. */
export default function PublicServicePage() {
  const { serviceSlug = '' } = useParams();
  const [params] = useSearchParams();
  const auth = useAuth();
  const kind = asServiceKind(params.get('type')) ?? null;
  const query = useQuery({
    ...serviceQuery(serviceSlug, kind, { role: auth.role, slug: auth.isAuthenticated ? auth.slug : null }),
    retry: (n, e) => !(e instanceof ApiError && e.status === 404) && n < 2,
  });
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  return <QueryState query={query}>{(s) => <ServiceDetails s={s} />}</QueryState>;
}
