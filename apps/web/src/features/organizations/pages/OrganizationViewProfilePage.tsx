import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ReportAbuse } from '../../../components/abuse/ReportAbuse';
import { FollowButton } from '../../../components/FollowButton';
import { JobCard } from '../../../components/JobCard';
import { ProductAvatar, ProductImage } from '../../../components/ProductImage';
import { LanguageBadges, ProfileActions } from '../../../components/ProfileHeading';
import { QueryState } from '../../../components/QueryState';
import { SaveButton } from '../../../components/SaveButton';
import { TitledCard } from '../../../components/TitledCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { VideoPlayer } from '../../../components/VideoPlayer';
import { cityState } from '../../../lib/address';
import { useAuth } from '../../../lib/auth-store';
import { useLeaveOnError } from '../../../lib/use-leave-on-error';
import { viewerParam } from '../../../lib/viewer-param';
import { publicOrganizationQuery } from '../api/public-organization';
import { ApprovalNotice } from '../components/ApprovalNotice';

/** Loaded after the profile: its modal and form code stay out of the page's first load. */
const ProfileReviews = lazy(() => import('../../../components/reviews/ProfileReviews'));

const LISTS = [
  ['about_facility', 'About the facility'],
  ['facilities', 'Health-care facilities'],
  ['volunteers', 'Volunteer programs'],
  ['communities', 'Communities'],
  ['researches', 'Research'],
] as const;

/** The organization's public profile; failing to load shows the message and goes to / (spec §8). */
export default function OrganizationViewProfilePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(publicOrganizationQuery(slug, viewerParam(useAuth())));
  usePageTitle(query.data?.company_name ?? 'Organization');
  useLeaveOnError(query, () => navigate('/'));
  return (
    <Container size="lg" py="xl">
      <QueryState query={query}>
        {(o) => (
          <Stack>
            <Card withBorder padding="xl">
              <Group justify="space-between">
                <Group>
                  <ProductAvatar
                    src={o.company_profile_image}
                    type="organization"
                    size={80}
                    radius="md"
                    alt={`${o.company_name} logo`}
                  >
                    {o.company_name.slice(0, 2).toUpperCase()}
                  </ProductAvatar>
                  <div>
                    <Title order={1}>{o.company_name}</Title>
                    {o.tagline && <Text>{o.tagline}</Text>}
                    <Text size="sm" c="dimmed">
                      {[o.industry_type, o.company_size && `${o.company_size} employees`, cityState(o)]
                        .filter(Boolean)
                        .join(' · ')}
                    </Text>
                  </div>
                </Group>
                <ProfileActions canEdit={o.is_team} editTo={`/organization/${slug}/edit`}>
                  <FollowButton slug={slug} name={o.company_name} />
                  <SaveButton mode="organization" target={slug} label={o.company_name} />
                  <ReportAbuse type="organization" target={slug} title={o.company_name} />
                </ProfileActions>
              </Group>
              <Group gap="lg" mt="sm" data-testid="org-contact">
                {o.website && (
                  <Anchor href={o.website} target="_blank" rel="noreferrer nofollow" size="sm">
                    {o.website}
                  </Anchor>
                )}
                {o.phone && <Text size="sm">☎ {o.phone}</Text>}
                {o.email && <Text size="sm">✉ {o.email}</Text>}
                {o.address && <Text size="sm">{o.address}</Text>}
              </Group>
              <LanguageBadges languages={o.languages} mt="xs" />
            </Card>
            {o.is_team && <ApprovalNotice org={o} />}
            <TitledCard data-testid="org-open-jobs" title="Open jobs" titleGap="xs">
              {o.jobs.length > 0 ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  {o.jobs.map((j) => (
                    <JobCard key={j.id} job={j} showOrganization={false} />
                  ))}
                </SimpleGrid>
              ) : (
                <Text c="dimmed">No open jobs right now.</Text>
              )}
            </TitledCard>
            {o.video_url && (
              <TitledCard title="Video spotlight" titleGap="xs">
                <VideoPlayer
                  src={o.video_url}
                  style={{ maxWidth: '100%', borderRadius: 8 }}
                  testId="org-video-player"
                />
              </TitledCard>
            )}
            {(o.about || o.mission) && (
              <Card withBorder>
                {o.about && <Text style={{ whiteSpace: 'pre-wrap' }}>{o.about}</Text>}
                {o.mission && (
                  <Text mt="sm" fs="italic">
                    Mission: {o.mission}
                  </Text>
                )}
              </Card>
            )}
            {o.media?.length > 0 && (
              <SimpleGrid cols={{ base: 2, sm: 4 }}>
                {o.media.map((m) =>
                  m.mime.startsWith('video/') ? (
                    <VideoPlayer key={m.id} src={m.url} style={{ width: '100%' }} />
                  ) : (
                    <ProductImage
                      key={m.id}
                      src={m.url}
                      type="organization"
                      alt={m.name}
                      radius="sm"
                      h={140}
                      sizes="(max-width: 48em) 50vw, 25vw"
                    />
                  ),
                )}
              </SimpleGrid>
            )}
            {LISTS.filter(([k]) => o[k]?.length).map(([k, label]) => (
              <TitledCard key={k} title={label} titleGap="xs">
                <Stack gap="xs">
                  {o[k].map((i) => (
                    <div key={i.id}>
                      <Text fw={600}>{i.title}</Text>
                      {i.description && (
                        <Text size="sm" c="dimmed">
                          {i.description}
                        </Text>
                      )}
                    </div>
                  ))}
                </Stack>
              </TitledCard>
            ))}
            <Suspense fallback={null}>
              <ProfileReviews kind="organization" slug={slug} />
            </Suspense>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
