import { type ComponentProps, lazy, Suspense } from 'react';

const ReportAbuseButton = lazy(() =>
  import('./ReportAbuseButton').then((m) => ({ default: m.ReportAbuseButton })),
);
const ReportAbuseDialog = lazy(() =>
  import('./ReportAbuseButton').then((m) => ({ default: m.ReportAbuseDialog })),
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

/** The report form alone (a menu's "Report" opens it), loaded when first opened. */
export function ReportAbuseForm(props: ComponentProps<typeof ReportAbuseDialog>) {
  return (
    <Suspense fallback={null}>
      <ReportAbuseDialog {...props} />
    </Suspense>
  );
}
