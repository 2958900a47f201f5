import { UI_TIMINGS } from '@hctl/contracts/constants';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** Spec §1: a full-screen loading overlay with text shows for 3 s, then hides. */
export function StartupOverlay() {
  const [shown, setShown] = useState(() => !sessionStorage.getItem('overlay-shown'));
  useEffect(() => {
    if (!shown) return;
    sessionStorage.setItem('overlay-shown', '1');
    const t = setTimeout(() => setShown(false), UI_TIMINGS.loadingOverlayMs);
    return () => clearTimeout(t);
  }, [shown]);
  if (!shown) return null;
  return (
    <Center
      data-testid="loading-overlay"
      onClick={() => setShown(false)}
      style={{ position: 'fixed', inset: 0, zIndex: 1000, background: 'rgba(255,255,255,0.94)' }}
    >
      <Stack align="center">
        <Loader size="lg" />
        <Text fw={600}>Loading HCTL — health care, connected…</Text>
      </Stack>
    </Center>
  );
}
