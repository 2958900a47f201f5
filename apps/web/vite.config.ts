import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * Writes route-preloads.json: for each route path of src/app/router.tsx, the JS files its page
 * chunk needs. The API puts them in the HTML as modulepreload links, so a page's code downloads
 * alongside the entry instead of after it (one round trip less before the page shows).
 */
function routePreloads(): Plugin {
  return {
    name: 'hctl-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const routerFile = join(import.meta.dirname, 'src/app/router.tsx');
      const src = readFileSync(routerFile, 'utf8');
      const firstImport = (text: string) => /import\('([^']+)'\)/.exec(text)?.[1];
      /** The module a route element loads: an inline import(), or one inside the helper it calls. */
      const moduleOf = (segment: string) => {
        const direct = firstImport(segment.split(/\bpath:/)[0]);
        if (direct) return direct;
        for (const [, name] of segment.matchAll(/\b([A-Za-z_]\w*)\b/g)) {
          const decl = new RegExp(`const ${name} = [\\s\\S]*?(?=\\nconst |\\nfunction |\\nexport )`).exec(
            src,
          )?.[0];
          const found = decl && firstImport(decl);
          if (found) return found;
        }
        return undefined;
      };
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
      const routes: { path: string; files: string[] }[] = [];
      const parts = src.split(/\bpath: '/).slice(1);
      for (const part of parts) {
        const path = part.slice(0, part.indexOf("'"));
        const mod = moduleOf(part);
        if (!mod) continue;
        const abs = join(import.meta.dirname, 'src/app', mod).replace(/\.tsx?$/, '');
        const file = [...byModule].find(([id]) => id.replace(/\.tsx?$/, '') === abs)?.[1];
        if (file) routes.push({ path, files: [...files(file)].filter((f) => !inEntry.has(f)) });
      }
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
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 800, manifest: true },
});
