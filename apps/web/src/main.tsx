import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { theme } from './app/theme';
import { notificationsHost } from './lib/notify';
import { queryClient } from './lib/query-client';
import { TYPED_TEXT_KEY } from './lib/typed-text';

// Form checks run the contracts' schemas: their default messages in plain language, as the API's.
// Loaded beside the first page rather than in it (zod's core is not on every page's first load).
void import('@hctl/contracts/zod-messages').then((m) => m.installZodMessages());

// Text kept when a session ended goes back into its page once its writer is back (lib/typed-text.ts).
if (sessionStorage.getItem(TYPED_TEXT_KEY))
  void import('./lib/restore-typed-text').then((m) => m.restoreTypedText());

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);
function ToastHost() {
  const wanted = useSyncExternalStore(notificationsHost.subscribe, notificationsHost.wanted);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="bottom-right" />
    </Suspense>
  ) : null;
}

/** Applies the preloaded app stylesheet (see vite.config nonBlockingCss); the dev server injects CSS itself. */
function appStyles() {
  const preload = document.querySelector<HTMLLinkElement>('link[data-app-css]');
  if (!preload) return Promise.resolve();
  const sheet = document.createElement('link');
  sheet.rel = 'stylesheet';
  sheet.crossOrigin = '';
  sheet.href = preload.href;
  return new Promise<void>((resolve) => {
    sheet.onload = () => resolve();
    sheet.onerror = () => resolve();
    document.head.append(sheet);
  });
}

void appStyles().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <MantineProvider theme={theme}>
        <ToastHost />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  ),
);
