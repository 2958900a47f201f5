import { Anchor, Badge, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ReportAbuse } from '../../../components/abuse/ReportAbuse';
import { ProfileConnect } from '../../../components/network/ConnectButton';
import { ProfileRecommendations } from '../../../components/network/ProfileRecommendations';
import { ProductAvatar, ProductImage } from '../../../components/ProductImage';
import { LanguageBadges, ProfileActions } from '../../../components/ProfileHeading';
import { QueryState } from '../../../components/QueryState';
import { SaveButton } from '../../../components/SaveButton';
import { CredentialBadges } from '../../../components/sections/CredentialBadges';
import { ItemLink } from '../../../components/sections/ItemLink';
import { SECTION_UI } from '../../../components/sections/individual';
import { TitledCard } from '../../../components/TitledCard';
import { usePageTitle } from '../../../components/usePageTitle';
import { cityState } from '../../../lib/address';
import { useAuth } from '../../../lib/auth-store';
import { useLeaveOnError } from '../../../lib/use-leave-on-error';
import { viewerParam } from '../../../lib/viewer-param';
import { publicProfileQuery } from '../api/public-profile';

/** Loaded after the profile: its modal and form code stay out of the page's first load. */
const ProfileReviews = lazy(() => import('../../../components/reviews/ProfileReviews'));

/** The profile as the viewer may see it: visitors, individuals and organizations differ only by visibility rules. */
export default function ViewProfilePage() {
  const { slug = '' } = useParams();
  const navigate = useNavigate();
  const query = useQuery(publicProfileQuery(slug, viewerParam(useAuth())));
  usePageTitle(query.data?.name ?? 'Profile');
  // Spec §8: a failed profile shows the error and goes back — within HCTL only: opened from
  // another site or a mail (the app's first entry), going back would leave HCTL, so home instead.
  const firstEntry = useLocation().key === 'default';
  useLeaveOnError(query, () => (firstEntry ? navigate('/') : navigate(-1)));

  return (
    <Container size="md" py="xl">
      <QueryState query={query}>
        {(p) => (
          <Stack>
            <Card withBorder p={0}>
              {p.cover_image ? (
                <ProductImage
                  src={p.cover_image}
                  type="individual"
                  h={160}
                  alt=""
                  sizes="(max-width: 62em) 100vw, 960px"
                />
              ) : (
                <div
                  style={{
                    height: 120,
                    background:
                      'linear-gradient(120deg, var(--mantine-color-teal-1), var(--mantine-color-cyan-1))',
                  }}
                />
              )}
              <Stack p="lg" gap="xs">
                <Group justify="space-between">
                  <Group>
                    <ProductAvatar
                      src={p.profile_image}
                      type="individual"
                      size={80}
                      radius="xl"
                      alt={p.name}
                    />
                    <div>
                      <Title order={1} size="h2">
                        {p.name}
                      </Title>
                      {p.occupation && <Text>{p.occupation}</Text>}
                      <Text size="sm" c="dimmed">
                        {[p.specialty, cityState(p)].filter(Boolean).join(' · ')}
                      </Text>
                    </div>
                  </Group>
                  <ProfileActions canEdit={p.is_owner} editTo={`/individual/${slug}/edit`}>
                    <ProfileConnect
                      slug={slug}
                      name={p.name}
                      image={p.profile_image}
                      headline={p.occupation}
                      isOwner={p.is_owner}
                    />
                    <SaveButton mode="profile" target={slug} label={p.name} />
                    <ReportAbuse type="user" target={slug} title={p.name} />
                  </ProfileActions>
                </Group>
                <Group gap="lg" data-testid="contact">
                  {p.email && <Text size="sm">✉ {p.email}</Text>}
                  {p.phone_number && (
                    <Text size="sm" data-testid="phone">
                      ☎ {p.phone_number}
                    </Text>
                  )}
                  {p.address && <Text size="sm">{p.address}</Text>}
                </Group>
                <LanguageBadges languages={p.languages} />
                <Group gap="sm">
                  {Object.entries(p.social_links ?? {}).map(([k, url]) => (
                    <Anchor key={k} href={String(url)} target="_blank" rel="noreferrer nofollow" size="sm">
                      {k.replace('_', ' ')}
                    </Anchor>
                  ))}
                </Group>
              </Stack>
            </Card>
            {p.about && (
              <TitledCard title="About" titleGap="xs">
                <Text style={{ whiteSpace: 'pre-wrap' }}>{p.about}</Text>
              </TitledCard>
            )}
            {SECTION_UI.filter((s) => (p[s.key] ?? []).length > 0).map((s) => (
              <TitledCard key={s.key} data-testid={`public-${s.key}`} title={s.title} titleGap="xs">
                <Stack gap="xs">
                  {p[s.key].map((i: any) => (
                    <div key={i.id}>
                      <Group gap="xs">
                        <Text fw={600}>{s.headline(i)}</Text>
                        <CredentialBadges item={i} />
                        {p.is_owner && !i.is_visible && <Badge color="gray">hidden from others</Badge>}
                      </Group>
                      <Text size="sm" c="dimmed">
                        {s.detail(i)}
                      </Text>
                      <ItemLink s={s} item={i} />
                    </div>
                  ))}
                </Stack>
              </TitledCard>
            ))}
            <ProfileRecommendations slug={slug} isOwner={p.is_owner} />
            <Suspense fallback={null}>
              <ProfileReviews kind="individual" slug={slug} />
            </Suspense>
          </Stack>
        )}
      </QueryState>
    </Container>
  );
}
