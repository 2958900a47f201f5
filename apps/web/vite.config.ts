import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ROUTE_MODULES } from './src/app/routes.data';

/** Writes .br and .gz next to every text asset, so the API serves them precompressed (no CPU per request). */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hctl-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Writes route-preloads.json: for each route path (app/routes.data.ts, the features' route data),
 * the JS files its page chunk needs. The API puts them in the HTML as modulepreload links, so a
 * page's code downloads alongside the entry instead of after it (one round trip less before the
 * page shows). The build fails when a route's page is not a chunk of its own, or a page chunk has
 * no route (a feature's routes.tsx or routes.data.ts left out of app/).
 */
function routePreloads(): Plugin {
  const src = join(import.meta.dirname, 'src');
  return {
    name: 'hctl-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const byModule = new Map<string, string>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId)
          byModule.set(chunk.facadeModuleId, chunk.fileName);
      const files = (fileName: string, seen = new Set<string>()): Set<string> => {
        if (seen.has(fileName)) return seen;
        seen.add(fileName);
        const c = bundle[fileName];
        if (c?.type === 'chunk') for (const i of c.imports) files(i, seen);
        return seen;
      };
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry);
      const inEntry = entry ? files(entry.fileName) : new Set<string>();
      const routes = ROUTE_MODULES.map(({ path, module }) => {
        const file = byModule.get(join(src, module));
        if (!file) this.error(`route ${path}: ${module} is not a page chunk of the build`);
        return { path, files: [...files(file)].filter((f) => !inEntry.has(f)) };
      });
      const routed = new Set(ROUTE_MODULES.map((r) => join(src, r.module)));
      const unrouted = [...byModule.keys()].filter(
        (id) => /\/src\/features\/[^/]+\/pages\//.test(id) && !routed.has(id),
      );
      if (unrouted.length)
        this.error(`page chunks without a route in app/routes.data.ts: ${unrouted.join(', ')}`);
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(routes) });
    },
  };
}

/**
 * The app stylesheet stops blocking the first paint: it is preloaded, and main.tsx applies it
 * before the app renders. Until then the boot screen in index.html (inline styles) is shown.
 */
function nonBlockingCss(): Plugin {
  return {
    name: 'hctl-non-blocking-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/g,
          '<link rel="preload" as="style" crossorigin href="$1" data-app-css>',
        ),
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), routePreloads(), nonBlockingCss()],
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      // The web app's realtime connection (Socket.IO over WebSocket) is served by the API.
      '/socket.io': { target: 'ws://localhost:3000', ws: true },
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
