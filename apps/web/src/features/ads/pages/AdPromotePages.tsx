import { Alert, Button, Group, Stack, Stepper, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { OwnerArea } from '../../../components/OwnerArea';
import { QueryState } from '../../../components/QueryState';
import { usePageTitle } from '../../../components/usePageTitle';
import { useOwner } from '../../../lib/owner';
import { adQuery, adScreens } from '../api/ads';
import { AdBadges } from '../components/AdBadges';
import { AdForm } from '../components/AdForm';
import { AdPromoteStep } from '../components/AdPromoteStep';
import { adFirstDay, adLastDay } from '../components/ad-dates';

/**
 * /individual/{slug}/advertisement/promote/ and /organization/advertisement/promote/{slug}: write
 * the ad (kept on the device until saved), then choose its placement, dates and budget and pay.
 * `?ad={adSlug}` promotes an existing ad (step 2 directly).
 */
export function AdPromotePage({ role }: { role: string }) {
  const owner = useOwner(role);
  const [params, setParams] = useSearchParams();
  const adSlug = params.get('ad');
  const navigate = useNavigate();
  usePageTitle(adSlug ? 'Promote advertisement' : 'Create an advertisement');
  const ad = useQuery({ ...adQuery(owner, adSlug ?? ''), enabled: !!adSlug });
  return (
    <OwnerArea owner={owner} permission="ads" size="sm">
      <Stack>
        <Title order={1}>{adSlug ? 'Promote your advertisement' : 'Create an advertisement'}</Title>
        <Stepper active={adSlug ? 1 : 0} size="sm" aria-label="Steps">
          <Stepper.Step label="The ad" />
          <Stepper.Step label="Placement and payment" />
        </Stepper>
        {!adSlug ? (
          <AdForm
            owner={owner}
            onSaved={(saved, draft) =>
              draft ? navigate(adScreens.list(owner)) : setParams({ ad: saved.slug }, { replace: false })
            }
          />
        ) : (
          <QueryState query={ad}>
            {(a) => (
              <AdPromoteStep owner={owner} ad={a} onPaid={() => navigate(adScreens.success(owner, a.slug))} />
            )}
          </QueryState>
        )}
      </Stack>
    </OwnerArea>
  );
}

/**
 * The success page of a paid promotion. It reads the ad, so opened directly it tells the real state
 * (waiting for approval, scheduled, running) rather than claiming a success.
 */
export function AdPromoteSuccessPage({ role }: { role: string }) {
  const owner = useOwner(role);
  const { adSlug = '' } = useParams();
  const ad = useQuery(adQuery(owner, adSlug));
  usePageTitle(ad.data?.status === 'promoted' ? 'Advertisement promoted' : 'Advertisement');
  return (
    <OwnerArea owner={owner} permission="ads" size="sm">
      <QueryState query={ad}>
        {(a) => (
          <Stack>
            <Title order={1}>{a.status === 'promoted' ? 'Advertisement promoted' : 'Not promoted yet'}</Title>
            <AdBadges ad={a} />
            <Alert
              color={a.status === 'promoted' ? 'teal' : 'yellow'}
              title={a.title}
              data-testid="promotion-state"
            >
              {a.status !== 'promoted'
                ? 'This advertisement has no paid placement yet.'
                : !a.is_approved
                  ? `Paid for ${a.placement_name}. It is shown once an administrator approves it.`
                  : a.is_running
                    ? `Running in ${a.placement_name} through ${adLastDay(a.ends_at)}.`
                    : `Scheduled in ${a.placement_name} from ${adFirstDay(a.starts_at)}.`}
            </Alert>
            <Group>
              <Button component={Link} to={adScreens.list(owner)}>
                My advertisements
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </OwnerArea>
  );
}
