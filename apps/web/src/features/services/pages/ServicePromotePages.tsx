import type { ServiceView } from '@hctl/contracts';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { PaymentNotNeeded } from '../../../components/billing/PaymentNotNeeded';
import { OwnerArea } from '../../../components/OwnerArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { currentPlanQuery } from '../../../lib/api/current-plan';
import { shortDate } from '../../../lib/dates';
import { useOwner } from '../../../lib/owner';
import { servicePath } from '../../../lib/service-format';
import { type Owner, screens } from '../api/paths';
import { promoteQuoteQuery } from '../api/promote-quote';
import { promoteService } from '../api/promote-service';
import { serviceQuery } from '../api/service';
import { PromoteStep } from '../components/PromoteStep';

type PromotedKind = 'service_post' | 'service_request';
const kindOf = (k: string | undefined): PromotedKind =>
  k === 'service_request' ? 'service_request' : 'service_post';
const until = (s: ServiceView) => (s.promoted_until ? shortDate(s.promoted_until) : null);

/**
 * /individual/{slug}/services/promote/{serviceSlug} (…/services-requests/promote/…) and the
 * organization's /organization/services/promote/{slug}/{serviceSlug}: a 30-day promotion, paid with
 * tokens first and the card for the rest; only active services on a plan with promotions.
 */
export function ServicePromotePage({ role, kind: k }: { role: string; kind: string }) {
  const owner = useOwner(role);
  const kind = kindOf(k);
  const { serviceSlug = '' } = useParams();
  usePageTitle(kind === 'service_request' ? 'Promote request' : 'Promote service');
  const service = useQuery(serviceQuery(owner, kind, serviceSlug));
  const plan = useQuery(currentPlanQuery(owner.role === 'organization' ? owner.slug : undefined));
  const navigate = useNavigate();
  const back = screens.service(owner, kind, serviceSlug);
  return (
    <OwnerArea owner={owner} permission="services" size="sm">
      <QueryState query={service}>
        {(s) => (
          <QueryState query={plan}>
            {(p) =>
              s.status !== 'active' ? (
                <NotNow title="This cannot be promoted" back={back}>
                  {s.title} is archived: only active {kind === 'service_request' ? 'requests' : 'services'}{' '}
                  can be promoted.
                </NotNow>
              ) : !p.has_promotion_access ? (
                <NotNow
                  title="Your plan does not include promotions"
                  back={back}
                  action={{ label: 'Compare plans', to: membershipPath(owner) }}
                >
                  {p.name} has no promotions. Upgrade your plan to promote {s.title}.
                </NotNow>
              ) : (
                <PromoteStep
                  title={kind === 'service_request' ? 'Promote your request' : 'Promote your service'}
                  intro={
                    s.is_promoted && until(s)
                      ? `${s.title} is promoted until ${until(s)}. Paying again adds 30 days.`
                      : `${s.title} appears first in featured services for 30 days.`
                  }
                  what="A 30-day promotion"
                  billingSlug={owner.role === 'organization' ? owner.slug : null}
                  quoteOptions={(useTokens) => promoteQuoteQuery(owner, kind, serviceSlug, useTokens)}
                  pay={({ billingMethodId, useTokens }) =>
                    promoteService({ owner, kind, serviceSlug, billingMethodId, useTokens })
                  }
                  onPaid={() => navigate(screens.success(owner, kind, serviceSlug))}
                  backTo={back}
                />
              )
            }
          </QueryState>
        )}
      </QueryState>
    </OwnerArea>
  );
}

const membershipPath = (o: Owner) =>
  o.role === 'organization' ? '/organization/membership' : `/individual/${o.slug}/membership`;

function NotNow({ back, ...props }: Omit<Parameters<typeof PaymentNotNeeded>[0], 'back'> & { back: string }) {
  return <PaymentNotNeeded back={{ label: 'Back to the service', to: back }} {...props} />;
}

/**
 * The success page of a paid promotion. It reads the service, so opened directly (a bookmark, a
 * second tab) it tells the real state rather than claiming a success.
 */
export function ServicePromoteSuccessPage({ role, kind: k }: { role: string; kind: string }) {
  const owner = useOwner(role);
  const kind = kindOf(k);
  const { serviceSlug = '' } = useParams();
  const service = useQuery(serviceQuery(owner, kind, serviceSlug));
  const promoted = service.data?.is_promoted;
  usePageTitle(promoted === false ? 'Not promoted' : 'Promoted');
  return (
    <OwnerArea owner={owner} permission="services" size="sm">
      <QueryState query={service}>
        {(s) => (
          <Stack>
            <Title order={1}>
              {kind === 'service_request' ? 'Request' : 'Service'}{' '}
              {s.is_promoted ? 'promoted' : 'not promoted'}
            </Title>
            {s.is_promoted ? (
              <Alert color="teal" title="Your promotion is running" data-testid="promotion-state">
                {s.title} appears first in featured services
                {until(s) ? ` until ${until(s)}` : ''}.
              </Alert>
            ) : (
              <Alert color="yellow" title="This is not promoted" data-testid="promotion-state">
                {s.title} has no promotion running.
              </Alert>
            )}
            <Group>
              <Button component={Link} to={screens.service(owner, kind, s.slug)}>
                Manage it
              </Button>
              <Button variant="default" component={Link} to={servicePath(s)}>
                See the public page
              </Button>
              {!s.is_promoted && s.status === 'active' && (
                <Button variant="default" component={Link} to={screens.promote(owner, kind, s.slug)}>
                  Promote it
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </QueryState>
    </OwnerArea>
  );
}
