import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { repoRoot } from '../runtime/infra';

/** Where uploaded bytes live: local disk by default, S3-compatible storage when configured (ARCHITECTURE §6). */
export interface Storage {
  put(ext: string, data: Buffer): Promise<string>;
  /** A file on disk, stored without reading it into memory (exports of a million rows). */
  putFile(ext: string, path: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** The bytes as a stream (large downloads), or null when the key holds nothing. */
  stream(key: string): Promise<Readable | null>;
  remove(key: string): Promise<void>;
}

/** Month folder + 128 random bits: keys reveal nothing and never collide. */
const newKey = (ext: string) =>
  `${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`;

export class LocalStorage implements Storage {
  private root: string;
  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string) {
    const p = resolve(join(this.root, key));
    if (!p.startsWith(`${this.root}/`)) throw new Error('invalid storage key');
    return p;
  }

  async put(ext: string, data: Buffer) {
    const key = newKey(ext);
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, data, { flag: 'wx' });
    return key;
  }

  async putFile(ext: string, path: string) {
    const key = newKey(ext);
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await copyFile(path, p);
    return key;
  }

  async get(key: string) {
    const p = this.path(key);
    try {
      return await readFile(p);
    } catch {
      return null;
    }
  }

  async stream(key: string) {
    const p = this.path(key);
    try {
      await stat(p);
      return createReadStream(p);
    } catch {
      return null;
    }
  }

  async remove(key: string) {
    await rm(this.path(key), { force: true });
  }
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style URLs (bucket in the path): what MinIO and most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** A folder inside the bucket, so one bucket can serve several deployments. */
  prefix?: string;
}

/**
 * Any S3-compatible object store (AWS S3, MinIO, R2, …). The API and the worker share it, so a
 * file uploaded through one process is readable by the other on another machine.
 */
export class S3Storage implements Storage {
  private client: S3Client;
  constructor(private s: S3Settings) {
    this.client = new S3Client({
      region: s.region,
      endpoint: s.endpoint,
      forcePathStyle: s.forcePathStyle,
      // Checksums only where S3 requires them: with the SDK's default a streamed body goes out
      // aws-chunked with a trailing checksum, which S3-compatible servers (older MinIO, s3rver)
      // store framing and all.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials:
        s.accessKeyId && s.secretAccessKey
          ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string) {
    if (key.includes('..') || key.startsWith('/')) throw new Error('invalid storage key');
    return this.s.prefix ? `${this.s.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  async put(ext: string, data: Buffer) {
    const key = newKey(ext);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.s.bucket, Key: this.objectKey(key), Body: data }),
    );
    return key;
  }

  async putFile(ext: string, path: string) {
    const key = newKey(ext);
    // A stream with its length: PutObject sends it as it reads (single PUTs take up to 5 GB).
    const { size } = await stat(path);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.s.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(path),
        ContentLength: size,
      }),
    );
    return key;
  }

  async stream(key: string) {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.s.bucket, Key: this.objectKey(key) }),
      );
      return (out.Body as Readable | undefined) ?? null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async get(key: string) {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.s.bucket, Key: this.objectKey(key) }),
      );
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.s.bucket, Key: this.objectKey(key) }));
  }
}

/** S3 when S3_BUCKET is set, otherwise local disk (UPLOAD_DIR, default .data/uploads). */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET)
    return new S3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      prefix: config.S3_PREFIX,
    });
  return new LocalStorage(config.UPLOAD_DIR ?? join(repoRoot, '.data', 'uploads'));
}
