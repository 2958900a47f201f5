import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * API answers a page needs first, fetched with the HTML rather than after the page's code has run
 * (the browser hands the preloaded response to the page's own fetch of the same URL). Only for
 * anonymous views: a signed-in page asks with its viewer in the query string, a different URL, so a
 * browser that says it is signed in (VIEWER_COOKIE, set by the web app) is not sent one.
 */
const DATA_PRELOADS: Record<string, (p: Record<string, string>) => string> = {
  '/organization/jobs/:slug/details/:job': (p) => `/api/v1/organization/${p.slug}/job/${p.job}/show`,
};
const SAFE_PARAM = /^[A-Za-z0-9_-]{1,160}$/;
/** Not a credential: the web app's hint that this browser has a session (see lib/auth-store.ts). */
const VIEWER_COOKIE = /(?:^|;\s*)hctl_viewer=1(?:;|$)/;

/**
 * The SPA's index.html, with modulepreload links for the JS of the page being opened (from the
 * build's route-preloads.json): the page's code downloads alongside the entry rather than after
 * it has run. Unknown paths get the plain shell.
 */
export function webShell(webDist: string) {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const mapFile = join(webDist, 'route-preloads.json');
  const routes = existsSync(mapFile)
    ? (JSON.parse(readFileSync(mapFile, 'utf8')) as RoutePreload[]).map((r) => ({
        ...r,
        re:
          r.path === '*'
            ? /^/
            : new RegExp(
                `^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, '(?<$1>[^/]+)')}/?$`,
              ),
      }))
    : [];
  const cache = new Map<string, string>();
  return (urlPath: string, cookie = '') => {
    const path = urlPath.split('?')[0];
    const route = routes.find((r) => r.re.test(path));
    if (!route) return html;
    let page = cache.get(route.path);
    if (!page) {
      const links = route.files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      page = html.replace('</head>', `${links}</head>`);
      cache.set(route.path, page);
    }
    const data = DATA_PRELOADS[route.path];
    const params = route.re.exec(path)?.groups ?? {};
    if (data && !VIEWER_COOKIE.test(cookie) && Object.values(params).every((v) => SAFE_PARAM.test(v)))
      return page.replace(
        '</head>',
        `<link rel="preload" as="fetch" crossorigin href="${data(params)}"></head>`,
      );
    return page;
  };
}
