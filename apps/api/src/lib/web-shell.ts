import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface RoutePreload {
  path: string;
  files: string[];
}

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
            : new RegExp(`^${r.path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`),
      }))
    : [];
  const cache = new Map<string, string>();
  return (urlPath: string) => {
    const path = urlPath.split('?')[0];
    const route = routes.find((r) => r.re.test(path));
    if (!route) return html;
    let page = cache.get(route.path);
    if (!page) {
      const links = route.files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('');
      page = html.replace('</head>', `${links}</head>`);
      cache.set(route.path, page);
    }
    return page;
  };
}
