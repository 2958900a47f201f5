import type { ServedAdView } from '@hctl/contracts';
import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { get } from '../../lib/api-client';
import { useAuth } from '../../lib/auth-store';
import { ReportAbuse } from '../abuse/ReportAbuse';

/**
 * An ad placement (`<AdSlot placement="home-feed" />`): asks for an ad only when the slot comes near
 * the viewport (each ad served is a paid impression), renders nothing when there is none or the
 * call fails, and labels what it shows "Sponsored". The link goes through the API's signed click
 * redirect, which counts the click and sends the reader to the advertiser's own link. Signed-in
 * readers may report the ad to HCTL's moderators (visitors do not load the report form at all).
 */
export function AdSlot({ placement, mt }: { placement: string; mt?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ad, setAd] = useState<ServedAdView | null>(null);
  const signedIn = useAuth().isAuthenticated;
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let live = true;
    const load = () =>
      get<ServedAdView[]>(`/advertisement/list?ad-placement=${encodeURIComponent(placement)}`)
        .then((r) => live && setAd(r.data[0] ?? null))
        .catch(() => undefined);
    if (typeof IntersectionObserver === 'undefined') {
      void load();
      return () => {
        live = false;
      };
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io.disconnect();
          void load();
        }
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => {
      live = false;
      io.disconnect();
    };
  }, [placement]);
  return (
    <div ref={ref} data-placement={placement}>
      {ad && (
        <Paper
          component="aside"
          withBorder
          p="sm"
          mt={mt}
          aria-label={`Sponsored: ${ad.title}`}
          data-testid="ad-slot"
        >
          <Text size="xs" fw={600} c="dark.3" tt="uppercase">
            {ad.label} · {ad.sponsor}
          </Text>
          {ad.image_url && (
            <img
              src={ad.image_url}
              alt=""
              loading="lazy"
              style={{ width: '100%', maxHeight: 180, objectFit: 'cover', borderRadius: 4, marginTop: 6 }}
            />
          )}
          <Text fw={600} mt={6}>
            {ad.title}
          </Text>
          {ad.description && (
            <Text size="sm" lineClamp={3}>
              {ad.description}
            </Text>
          )}
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Anchor href={ad.click_url} rel="sponsored noopener" fw={600} size="sm" data-testid="ad-cta">
              {ad.cta_title}
            </Anchor>
            {signedIn && (
              <ReportAbuse
                type="ad"
                target={ad.slug}
                title={`the ad “${ad.title}”`}
                aria-label={`Report the ad: ${ad.title}`}
              />
            )}
          </Group>
        </Paper>
      )}
    </div>
  );
}
