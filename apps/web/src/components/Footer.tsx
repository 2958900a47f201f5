import { Anchor, Box, Button, Container, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { subscribeNewsletter } from '../lib/api/subscribe-newsletter';
import { showServerError } from '../lib/notify';
import { type SiteLink, SiteLinks } from './SiteLinks';

export const SUPPORT_EMAIL = 'support@hctl.example';
export const SUPPORT_PHONE = '+1 (800) 555-0142';

const COMPANY: SiteLink[] = [
  { to: '/about', label: 'About us' },
  { to: '/services', label: 'Services' },
  { to: '/events', label: 'Events' },
  { to: '/hctl-tokens', label: 'HCTL tokens' },
  { to: '/membership', label: 'Membership' },
];

const HELP: SiteLink[] = [
  { to: '/terms-and-conditions', label: 'Terms and conditions' },
  { to: '/privacy-policy', label: 'Privacy policy' },
  { to: '/contact-us', label: 'Support' },
];

function Newsletter() {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  // Said under the button, not in a toast: the toasts' corner is where this form sits.
  const [done, setDone] = useState<string | null>(null);
  // Not useApiMutation: the footer is in every page's first load, and TanStack's mutation code is not.
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setDone(null);
    try {
      setDone((await subscribeNewsletter(email)).message);
      setEmail('');
    } catch (err) {
      showServerError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="xs">
        <Text fw={600}>Newsletter</Text>
        <Text size="sm" c="dimmed">
          New roles and industry news, twice a month.
        </Text>
        <Stack gap="xs">
          <TextInput
            aria-label="Newsletter e-mail"
            placeholder="you@example.com"
            type="email"
            required
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
          />
          <Button type="submit" loading={busy} w="fit-content">
            Subscribe
          </Button>
          <Text size="sm" c="teal.9" role="status">
            {done}
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

export function Footer() {
  return (
    <Box
      component="footer"
      bg="gray.0"
      mt="xl"
      py="xl"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap={6}>
            <Title order={2} size="h4" c="teal.8">
              HCTL
            </Title>
            <Text size="sm" c="dimmed">
              The marketplace and professional network for health care.
            </Text>
          </Stack>
          <Stack gap={6}>
            <Text fw={600}>Company</Text>
            <SiteLinks links={COMPANY} size="sm" />
          </Stack>
          <Stack gap={6}>
            <Text fw={600}>Help and support</Text>
            <SiteLinks links={HELP} size="sm" />
            <Anchor href={`mailto:${SUPPORT_EMAIL}`} size="sm">
              {SUPPORT_EMAIL}
            </Anchor>
            <Anchor href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`} size="sm">
              {SUPPORT_PHONE}
            </Anchor>
          </Stack>
          <Newsletter />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          © {new Date().getFullYear()} HCTL. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
