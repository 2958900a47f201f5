import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** Where uploaded bytes live: local disk by default (ARCHITECTURE §6); S3-compatible can implement the same. */
export interface Storage {
  put(ext: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

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
    const key = `${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`;
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, data, { flag: 'wx' });
    return key;
  }

  async get(key: string) {
    try {
      return await readFile(this.path(key));
    } catch {
      return null;
    }
  }

  async remove(key: string) {
    await rm(this.path(key), { force: true });
  }
}
