import { buildOfflineApp } from './openapi/offline-app';

/** `npm run routes`: every API route as `METHOD /api/v1/path`, with no database or Redis needed. */
const lines: string[] = [];
const { close } = await buildOfflineApp({
  onRoute: (method, url) => {
    if (!url.startsWith('/api/v1') || url.startsWith('/api/v1/docs') || method === 'HEAD') return;
    lines.push(`${method} ${url}`);
  },
});
process.stdout.write(`${[...new Set(lines)].sort().join('\n')}\n`);
await close();
