import { checkPromotionWindow, type ServiceView } from '@hctl/contracts';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { OwnerArea } from '../../../components/OwnerArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { serverToday, shortDate } from '../../../lib/dates';
import { useOwner } from '../../../lib/owner';
import { servicePath } from '../../../lib/service-format';
import { createService } from '../api/create-service';
import type { ServiceFormValues } from '../api/form-data';
import { servicesKeys } from '../api/keys';
import { screens } from '../api/paths';
import { promoteQuoteQuery } from '../api/promote-quote';
import { promoteGallery } from '../api/promote-service';
import { serviceQuery } from '../api/service';
import { serviceListQuery } from '../api/service-list';
import { PromoteStep } from '../components/PromoteStep';
import { ServiceForm } from '../components/ServiceForm';
import { ServiceRows } from '../components/ServiceRows';
import { useServiceSave } from '../components/use-service-save';

const day = shortDate;

/** /organization/service-galleries/{slug}: the galleries; `?type=services` after an edit says it was saved. */
export function GalleriesPage() {
  const owner = useOwner('organization');
  const [params] = useSearchParams();
  usePageTitle('Service galleries');
  return (
    <OwnerArea owner={owner} permission="galleries">
      <Stack>
        <Group justify="space-between">
          <div>
            <Title order={1}>Service galleries</Title>
            <Text c="dimmed">Showcases of your services, shown in featured placements while promoted.</Text>
          </div>
          <Group>
            <Button variant="default" component={Link} to={screens.list(owner, 'service_post')}>
              Services
            </Button>
            <Button component={Link} to={screens.create(owner, 'service_gallery')}>
              Create a gallery
            </Button>
          </Group>
        </Group>
        {params.get('type') === 'services' && (
          <Alert color="teal" data-testid="gallery-saved">
            Your gallery has been saved.
          </Alert>
        )}
        <ServiceRows owner={owner} kind="service_gallery" />
      </Stack>
    </OwnerArea>
  );
}

/**
 * /organization/service-galleries/{slug}/create. A draft goes to the list (spec §4). A gallery to
 * publish is saved as a draft first and then promoted on the promote page with its window and
 * budget: two calls, so a declined card leaves one draft to pay for again, never a second gallery.
 */
export function GalleryCreatePage() {
  const owner = useOwner('organization');
  const navigate = useNavigate();
  usePageTitle('Create a service gallery');
  const last = useRef<ServiceFormValues | null>(null);
  const save = useServiceSave({
    mode: 'create',
    gallery: true,
    call: ({ form, onProgress }) => {
      form.set('is_draft', '1');
      return createService({ owner, kind: 'service_gallery', form, onProgress });
    },
    invalidate: [servicesKeys.owner(owner)],
    onSaved: (res) => {
      const v = last.current;
      if (!v || v.is_draft) return navigate(screens.list(owner, 'service_gallery'));
      const q = new URLSearchParams({
        gallery: res.data.service.slug,
        start: v.start_date,
        end: v.end_date,
        budget: String(v.budget ?? ''),
      });
      navigate(`/organization/service-galleries/promote-gallery/${owner.slug}?${q}`);
    },
  });
  return (
    <OwnerArea owner={owner} permission="galleries" size="md">
      <Stack>
        <Title order={1}>Create a service gallery</Title>
        <ServiceForm
          kind="service_gallery"
          submitLabel="Save gallery"
          submit={(s) => {
            last.current = s.values;
            return save(s);
          }}
        />
      </Stack>
    </OwnerArea>
  );
}

/**
 * /organization/service-galleries/promote-gallery/{orgSlug}[?gallery=]: a draft gallery gets its
 * window and budget and is paid for (tokens first, card for the rest); then the success page.
 */
export function GalleryPromotePage() {
  const owner = useOwner('organization');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  usePageTitle('Promote a gallery');
  const drafts = useQuery(
    serviceListQuery(owner, 'service_gallery', { status: 'draft', page: 1, perPage: 50 }),
  );
  const plan = useQuery(currentPlanQuery(owner.slug));
  const [gallery, setGallery] = useState<string | null>(params.get('gallery'));
  const [start, setStart] = useState(params.get('start') ?? '');
  const [end, setEnd] = useState(params.get('end') ?? '');
  const [budget, setBudget] = useState<number | null>(
    params.get('budget') ? Number(params.get('budget')) : null,
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const issues: Record<string, string> = {};
  checkPromotionWindow(
    { start_date: start || null, end_date: end || null, budget },
    {
      addIssue: (i: { path?: PropertyKey[]; message?: string }) =>
        (issues[String(i.path?.[0])] = i.message ?? ''),
    } as never,
    serverToday(),
  );
  const ready = Boolean(gallery) && Object.keys(issues).length === 0;
  const touched = Boolean(start || end || budget != null);
  const err = (k: string) => serverErrors[k] ?? (touched ? issues[k] : undefined);
  return (
    <OwnerArea owner={owner} permission="galleries" size="sm">
      <QueryState query={plan}>
        {(p) =>
          !p.has_promotion_access ? (
            <Alert
              color="yellow"
              title="Your plan does not include promotions"
              data-testid="payment-not-needed"
            >
              {p.name} has no promotions.{' '}
              <Anchor component={Link} to="/organization/membership">
                Compare plans
              </Anchor>{' '}
              to promote galleries.
            </Alert>
          ) : (
            <QueryState query={drafts}>
              {(d) => {
                const options = d.data.map((g) => ({ value: g.slug, label: g.title }));
                const missing = gallery && !options.some((o) => o.value === gallery);
                const chosen = d.data.find((g) => g.slug === gallery);
                return (
                  <PromoteStep
                    title="Promote a gallery"
                    intro="A promoted gallery is shown in featured placements from its start date to its end date."
                    what={`${chosen?.title ?? 'The gallery'}, ${start && end ? `${day(start)} – ${day(end)}` : ''}`}
                    billingSlug={owner.slug}
                    ready={ready && !missing}
                    quoteOptions={(useTokens) =>
                      promoteQuoteQuery(owner, 'service_gallery', gallery ?? '', useTokens, budget)
                    }
                    pay={({ billingMethodId, useTokens }) => {
                      setServerErrors({});
                      return promoteGallery({
                        orgSlug: owner.slug,
                        body: {
                          slug: gallery ?? undefined,
                          start_date: start,
                          end_date: end,
                          budget,
                          billing_method_id: billingMethodId,
                          use_tokens: useTokens,
                        },
                      });
                    }}
                    onFieldErrors={setServerErrors}
                    onPaid={() =>
                      navigate(
                        `/organization/service-galleries/promote-gallery/${owner.slug}/success/${gallery}`,
                      )
                    }
                    backTo={screens.list(owner, 'service_gallery')}
                  >
                    <Card withBorder>
                      <Stack gap="xs">
                        {options.length === 0 && !missing ? (
                          <Text size="sm" data-testid="no-drafts">
                            You have no draft galleries to promote.{' '}
                            <Anchor component={Link} to={screens.create(owner, 'service_gallery')}>
                              Create a gallery
                            </Anchor>
                          </Text>
                        ) : (
                          <Select
                            label="Gallery"
                            placeholder="Choose a draft gallery"
                            data={options}
                            value={missing ? null : gallery}
                            onChange={setGallery}
                            error={
                              missing
                                ? 'That gallery is not a draft: only drafts can be promoted.'
                                : serverErrors.slug
                            }
                          />
                        )}
                        <SimpleGrid cols={{ base: 1, sm: 3 }}>
                          <TextInput
                            type="date"
                            label="Start date"
                            min={serverToday()}
                            value={start}
                            onChange={(e) => setStart(e.currentTarget.value)}
                            error={err('start_date')}
                          />
                          <TextInput
                            type="date"
                            label="End date"
                            min={start || serverToday()}
                            value={end}
                            onChange={(e) => setEnd(e.currentTarget.value)}
                            error={err('end_date')}
                          />
                          <NumberInput
                            label="Budget"
                            prefix="$"
                            min={1}
                            decimalScale={2}
                            value={budget ?? ''}
                            onChange={(v) => setBudget(v === '' ? null : Number(v))}
                            error={err('budget')}
                          />
                        </SimpleGrid>
                      </Stack>
                    </Card>
                  </PromoteStep>
                );
              }}
            </QueryState>
          )
        }
      </QueryState>
    </OwnerArea>
  );
}

/** What a paid gallery promotion looks like now: running, scheduled, or none (opened directly). */
function promotionState(g: ServiceView) {
  if (g.is_promoted)
    return { live: true, text: `${g.title} is shown in featured placements until ${day(g.end_date ?? '')}.` };
  if (!g.is_draft && g.start_date && g.end_date && g.end_date >= serverToday())
    return {
      live: true,
      text: `${g.title} is scheduled: it is shown in featured placements from ${day(g.start_date)} to ${day(g.end_date)}.`,
    };
  return { live: false, text: `${g.title} has no promotion running.` };
}

/** /organization/service-galleries/promote-gallery/{orgSlug}/success/{gallerySlug}. */
export function GalleryPromoteSuccessPage() {
  const owner = useOwner('organization');
  const { gallerySlug = '' } = useParams();
  const g = useQuery(serviceQuery(owner, 'service_gallery', gallerySlug));
  const state = g.data ? promotionState(g.data) : null;
  usePageTitle(state && !state.live ? 'Gallery not promoted' : 'Gallery promoted');
  return (
    <OwnerArea owner={owner} permission="galleries" size="sm">
      <QueryState query={g}>
        {(s) => {
          const st = promotionState(s);
          return (
            <Stack>
              <Title order={1}>{st.live ? 'Gallery promoted' : 'Gallery not promoted'}</Title>
              <Alert
                color={st.live ? 'teal' : 'yellow'}
                title={st.live ? 'Your gallery is promoted' : 'This gallery is not promoted'}
                data-testid="promotion-state"
              >
                {st.text}
              </Alert>
              <Group>
                <Button component={Link} to={screens.list(owner, 'service_gallery')}>
                  Back to galleries
                </Button>
                <Button
                  variant="default"
                  component={Link}
                  to={screens.service(owner, 'service_gallery', s.slug)}
                >
                  Manage it
                </Button>
                {!s.is_draft && (
                  <Button variant="default" component={Link} to={servicePath(s)}>
                    See the public page
                  </Button>
                )}
              </Group>
            </Stack>
          );
        }}
      </QueryState>
    </OwnerArea>
  );
}
