import type {
  GroupSearchHitView,
  HighlightView,
  JobSearchHitView,
  OrganizationSearchHitView,
  ProfileSearchHitView,
  ServiceSearchHitView,
} from '@hctl/contracts';
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ImageOf, ProductAvatar } from '../../../components/ProductImage';
import { cityState } from '../../../lib/address';
import { shortDate } from '../../../lib/dates';
import { money, place } from '../../../lib/job-format';
import { plural } from '../../../lib/plural';
import { SERVICE_KIND_LABELS, servicePath, servicePrice } from '../../../lib/service-format';
import { Highlighted } from './Highlighted';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((w) => w.charAt(0))
    .join('')
    .toUpperCase();

/**
 * One result: the whole card links to the item (its accessible name starts with the title), the
 * matched words marked in the title and the snippet, then badges, facts and the reasons it is here.
 */
function HitCard({
  to,
  testId,
  image,
  title,
  snippet,
  badges,
  facts,
  reasons,
}: {
  to: string;
  testId: string;
  image: { src: string | null; type: ImageOf; name: string };
  title: HighlightView;
  snippet: HighlightView;
  badges?: ReactNode;
  facts: (string | null | undefined)[];
  reasons: string[];
}) {
  const line = facts.filter(Boolean).join(' · ');
  return (
    <Card withBorder component={Link} to={to} data-testid={testId} padding="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ProductAvatar src={image.src} alt="" type={image.type} size={44} radius="md">
          {initials(image.name)}
        </ProductAvatar>
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={700} component="h3" size="md" m={0}>
              <Highlighted text={title.text} ranges={title.ranges} />
            </Text>
            {badges}
          </Group>
          {line && (
            <Text size="sm" c="dimmed">
              {line}
            </Text>
          )}
          {snippet.text && (
            <Text size="sm" lineClamp={3}>
              <Highlighted text={snippet.text} ranges={snippet.ranges} />
            </Text>
          )}
          {reasons.length > 0 && (
            <Text size="xs" c="teal.9" data-testid="hit-reasons">
              {reasons.join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

export const PromotedBadge = () => (
  <Badge color="yellow.3" c="dark.8" size="sm" data-testid="promoted">
    Promoted
  </Badge>
);

export function JobHitCard({ hit: j }: { hit: JobSearchHitView }) {
  return (
    <HitCard
      to={`/organization/jobs/${j.organization.slug}/details/${j.slug}`}
      testId="job-hit"
      image={{
        src: j.organization.company_profile_image,
        type: 'organization',
        name: j.organization.company_name,
      }}
      title={j.highlight.title}
      snippet={j.highlight.snippet}
      badges={
        <>
          {j.promoted && <PromotedBadge />}
          {j.licensed_for && (
            <Badge color="teal" variant="light" size="sm">
              Licensed for you
            </Badge>
          )}
        </>
      }
      facts={[
        j.organization.company_name,
        place(j),
        money(j),
        j.employment_type,
        j.shift && `${j.shift} shift`,
        j.published_at && `Posted ${shortDate(j.published_at)}`,
      ]}
      reasons={j.reasons}
    />
  );
}

export function ServiceHitCard({ hit: s }: { hit: ServiceSearchHitView }) {
  return (
    <HitCard
      to={servicePath(s)}
      testId="service-hit"
      image={{ src: s.owner.image, type: s.owner.type, name: s.owner.name }}
      title={s.highlight.title}
      snippet={s.highlight.snippet}
      badges={
        <>
          {s.promoted && <PromotedBadge />}
          <Badge variant="light" size="sm">
            {SERVICE_KIND_LABELS[s.kind]}
          </Badge>
        </>
      }
      facts={[s.owner.name, s.category.name, s.is_remote ? 'Remote' : s.location, servicePrice(s)]}
      reasons={s.reasons}
    />
  );
}

export function ProfileHitCard({ hit: p }: { hit: ProfileSearchHitView }) {
  return (
    <HitCard
      to={`/individual/${p.slug}/view-profile`}
      testId="profile-hit"
      image={{ src: p.profile_image, type: 'individual', name: p.name }}
      title={p.highlight.title}
      snippet={p.highlight.snippet}
      facts={[p.occupation ?? p.specialty, cityState(p)]}
      reasons={p.reasons}
    />
  );
}

export function OrganizationHitCard({ hit: o }: { hit: OrganizationSearchHitView }) {
  return (
    <HitCard
      to={`/organization/${o.slug}/view-profile`}
      testId="organization-hit"
      image={{ src: o.company_profile_image, type: 'organization', name: o.company_name }}
      title={o.highlight.title}
      snippet={o.highlight.snippet}
      facts={[o.industry_type, cityState(o), o.tagline]}
      reasons={o.reasons}
    />
  );
}

export function GroupHitCard({ hit: g }: { hit: GroupSearchHitView }) {
  return (
    <HitCard
      to={`/groups/${g.slug}`}
      testId="group-hit"
      image={{ src: null, type: 'group', name: g.name }}
      title={g.highlight.title}
      snippet={g.highlight.snippet}
      badges={
        g.privacy === 'private' ? (
          <Badge variant="light" color="gray" size="sm">
            Private
          </Badge>
        ) : undefined
      }
      facts={[
        g.category,
        g.location,
        plural(g.member_count, 'member'),
        g.is_member ? 'You are a member' : null,
      ]}
      reasons={g.reasons}
    />
  );
}
