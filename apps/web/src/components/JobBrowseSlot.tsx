import { type ComponentType, Suspense } from 'react';

/**
 * The job browse with the search filters (features/search) shown on the individual's jobs page
 * (features/jobs). Features do not import each other, so src/app hands it in here, lazily loaded.
 */
let provided: ComponentType | null = null;

export function provideJobBrowse(browse: ComponentType) {
  provided = browse;
}

export function JobBrowseSlot() {
  const Browse = provided;
  if (!Browse) return null;
  return (
    <Suspense fallback={null}>
      <Browse />
    </Suspense>
  );
}
