import { Box, Center, Loader } from '@mantine/core';
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
      <TestPaymentsBanner />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page arriving never shifts it (CLS). */}
      <Box component="main" style={{ flex: 1, minHeight: '100vh' }}>
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
