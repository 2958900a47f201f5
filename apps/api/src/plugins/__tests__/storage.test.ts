import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, S3Storage, type Storage } from '../storage';

// A real S3-compatible server on loopback (s3rver), so the S3 adapter is tested over HTTP.
let s3dir: string;
let localDir: string;
let server: S3rver;
let endpoint: string;

beforeAll(async () => {
  s3dir = await mkdtemp(join(tmpdir(), 'hctl-s3-'));
  localDir = await mkdtemp(join(tmpdir(), 'hctl-local-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: s3dir,
    configureBuckets: [{ name: 'hctl-test', configs: [] }],
  });
  const addr = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${addr.port}`;
});

afterAll(async () => {
  await server?.close();
  await rm(s3dir, { recursive: true, force: true });
  await rm(localDir, { recursive: true, force: true });
});

const adapters: [string, () => Storage][] = [
  ['local disk', () => new LocalStorage(localDir)],
  [
    'S3-compatible',
    () =>
      new S3Storage({
        bucket: 'hctl-test',
        region: 'us-east-1',
        endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'deploy-a',
      }),
  ],
];

describe.each(adapters)('%s storage', (_name, make) => {
  it('stores bytes under a fresh key, reads them back and removes them', async () => {
    const s = make();
    const data = Buffer.from([0, 1, 2, 250, 251, 252, 10, 13]);
    const key = await s.put('pdf', data);
    expect(key).toMatch(/^\d{4}-\d{2}\/[0-9a-f]{32}\.pdf$/);
    expect(await s.put('pdf', data)).not.toBe(key);
    expect(Buffer.compare((await s.get(key)) ?? Buffer.alloc(0), data)).toBe(0);
    await s.remove(key);
    expect(await s.get(key)).toBeNull();
  });

  it('stores a file from disk and streams it back (exports: never whole in memory)', async () => {
    const s = make();
    const data = Buffer.alloc(3 * 1024 * 1024 + 7, 'a');
    const path = join(localDir, `upload-${Math.random()}.csv`);
    await writeFile(path, data);
    const key = await s.putFile('csv', path);
    expect(key).toMatch(/\.csv$/);
    const stream = await s.stream(key);
    const chunks: Buffer[] = [];
    for await (const c of stream ?? []) chunks.push(Buffer.from(c as Buffer));
    expect(Buffer.compare(Buffer.concat(chunks), data)).toBe(0);
    await s.remove(key);
    expect(await s.stream(key)).toBeNull();
  });

  it('answers null for a key that does not exist', async () => {
    expect(await make().get('2020-01/00000000000000000000000000000000.png')).toBeNull();
  });

  it('refuses keys that climb out of its folder', async () => {
    await expect(make().get('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});
