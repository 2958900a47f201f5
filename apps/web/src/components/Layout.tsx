import { Anchor, Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Footer } from './Footer';
import { Header } from './Header';
import { StartupOverlay } from './LoadingOverlay';
import { ScrollToTop } from './ScrollToTop';
import { SignInModal } from './SignInModal';
import { TestPaymentsBanner } from './TestPaymentsBanner';

export function Layout() {
  return (
    <Box style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <ScrollToTop />
      {/* Keyboard users skip the header's links: hidden until focused by the first Tab. */}
      <Anchor
        href="#main"
        style={(t) => ({
          position: 'absolute',
          left: -9999,
          zIndex: 1000,
          padding: t.spacing.sm,
          background: 'white',
        })}
        onFocus={(e) => Object.assign(e.currentTarget.style, { left: '8px', top: '8px' })}
        onBlur={(e) => Object.assign(e.currentTarget.style, { left: '-9999px' })}
      >
        Skip to content
      </Anchor>
      <TestPaymentsBanner />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never shifts it (CLS). */}
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense
          fallback={
            <Center py={80}>
              <Loader role="status" aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <SignInModal />
      <StartupOverlay />
    </Box>
  );
}
