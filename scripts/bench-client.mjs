/**
 * The load generator of `npm run bench` in a process of its own (BENCH_CLIENT=process, the default).
 * Run in the server's process, autocannon parses every response and builds every request on the
 * event loop it is measuring: each request waited behind the client's own work, which set the p99.
 * Reads one run from stdin as JSON ({ url, connections, duration, method, headers, body, paths,
 * headerSets }), cycles through the given paths (and header sets), prints autocannon's result.
 */
import autocannon from 'autocannon';

let input = '';
for await (const chunk of process.stdin) input += chunk;
const o = JSON.parse(input);
let i = 0;
const result = await autocannon({
  url: o.url,
  connections: o.connections,
  duration: o.duration,
  method: o.method,
  headers: o.headers,
  body: o.body,
  requests: [
    {
      setupRequest: (req) => {
        const k = i++;
        const set = o.headerSets?.length ? o.headerSets[k % o.headerSets.length] : null;
        return {
          ...req,
          path: o.paths[k % o.paths.length],
          ...(set ? { headers: { ...req.headers, ...set } } : {}),
        };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests,
    latency: result.latency,
    non2xx: result.non2xx,
    errors: result.errors,
  }),
);
