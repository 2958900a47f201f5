import { type ComponentType, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAuth, RequireOwnSlug } from '../components/RequireAuth';
import type { DerivedRole } from './auth-store';

/**
 * One route of a feature, as plain data (its routes.data.ts): the path, and the module of the
 * feature's pages/ folder that renders it. The feature's routes.tsx turns these into route objects;
 * vite.config.ts reads the same data (through app/routes.data.ts) to write route-preloads.json.
 */
export interface PageRoute {
  path: string;
  /** File name in the feature's pages/ folder, without extension; every page is its own lazy chunk. */
  page: string;
  /** The component's export in that module; the default export when absent. */
  component?: string;
  /** Props handed to the page component. */
  props?: Record<string, string>;
  /** Signed-in only (RequireAuth); a role also restricts it to that derived role. */
  auth?: true | DerivedRole;
  /** The `:slug` is the signed-in person's own (their dashboard, editor…): another slug becomes theirs. */
  own?: true;
}

/** What `import.meta.glob('./pages/*.tsx')` gives a feature's routes.tsx: one lazy loader per page. */
export type PageModules = Record<string, () => Promise<unknown>>;

/** The element of one route: its page, loaded when first shown, behind RequireAuth if asked. */
function pageElement(r: PageRoute, load: () => Promise<unknown>) {
  const Page = lazy(async () => ({
    default: ((await load()) as Record<string, ComponentType<Record<string, string>>>)[
      r.component ?? 'default'
    ],
  }));
  const page = r.own ? (
    <RequireOwnSlug>
      <Page {...r.props} />
    </RequireOwnSlug>
  ) : (
    <Page {...r.props} />
  );
  return r.auth ? <RequireAuth role={r.auth === true ? undefined : r.auth}>{page}</RequireAuth> : page;
}

/** Route objects for a feature's page routes (one lazy component per route, as before). */
export function pageRoutes(routes: readonly PageRoute[], pages: PageModules): RouteObject[] {
  return routes.map((r) => {
    const load = pages[`./pages/${r.page}.tsx`];
    if (!load) throw new Error(`Route ${r.path}: no page module pages/${r.page}.tsx`);
    return { path: r.path, element: pageElement(r, load) };
  });
}
