import { type ComponentProps, lazy, Suspense } from 'react';

const ReportAbuseButton = lazy(() =>
  import('./ReportAbuseButton').then((m) => ({ default: m.ReportAbuseButton })),
);

/**
 * The "Report" button as public pages use it: loaded after the page (its dialog and the reasons
 * are not needed for the first paint, and the pages that carry it sit near their JS budget).
 */
export function ReportAbuse(props: ComponentProps<typeof ReportAbuseButton>) {
  return (
    <Suspense fallback={null}>
      <ReportAbuseButton {...props} />
    </Suspense>
  );
}
