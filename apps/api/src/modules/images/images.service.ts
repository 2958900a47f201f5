import type { ImageQuery } from '@hctl/contracts';
import sharp from 'sharp';
import type { AppDeps } from '../../deps';
import { invalid, notFound } from '../../lib/errors';
import type { FilesService } from '../files/files.service';
import { imagesRepository as repo, type VariantKey, type VariantRow } from './images.repository';

type Format = VariantRow['format'];
export type ImageFiles = Pick<FilesService, 'publicImage'>;

/** Source types the route resizes; anything else (an SVG one day, a video) is not an image here. */
const FORMAT_OF_MIME: Record<string, Format> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/**
 * Decompression bombs: a few KB of PNG can claim 50,000 × 50,000 pixels. 40 MP covers any camera
 * photo; for an animated GIF it counts every frame.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const RESIZE_TIMEOUT_SECONDS = 20;
/** Plain URLs of stored files; anything else (another host, a signed private link) is refused. */
const FILE_URL = /^\/api\/v1\/files\/(\d{1,15})$/;
const ORPHAN_BATCH = 500;

export interface ImageVariant {
  data: Buffer;
  format: Format;
}

/**
 * Resized public images (`GET /image`): each variant (file, width, quality, format) is made once
 * with sharp, stored, and recorded in `image_variants`; later requests read the stored bytes.
 */
export class ImagesService {
  /** Resizes in progress in this process, so simultaneous first requests share one. */
  private inFlight = new Map<string, Promise<ImageVariant>>();

  constructor(
    private deps: AppDeps,
    private files: ImageFiles,
  ) {}

  async variant(q: ImageQuery, accept: string | undefined): Promise<ImageVariant> {
    const id = FILE_URL.exec(q.url)?.[1];
    const file = id ? await this.files.publicImage(Number(id)) : null;
    const source = file ? FORMAT_OF_MIME[file.mime] : undefined;
    if (!file || !source) throw notFound('Image not found.');
    // WebP when the browser says it takes it (every current one does); else the source's format.
    const format: Format = accept?.includes('image/webp') ? 'webp' : source;
    const key: VariantKey = { file_id: file.id, width: q.w, quality: q.q, format };

    const cached = await this.cached(key);
    if (cached) return { data: cached, format };
    const flight = `${file.id}:${q.w}:${q.q}:${format}`;
    let made = this.inFlight.get(flight);
    if (!made) {
      made = this.make(key, file.bytes).finally(() => this.inFlight.delete(flight));
      this.inFlight.set(flight, made);
    }
    return made;
  }

  /** The stored bytes of a recorded variant; a row whose bytes are gone is dropped and made again. */
  private async cached(key: VariantKey) {
    const row = await repo.find(this.deps.db, key);
    if (!row) return null;
    const data = await this.deps.storage.get(row.storage_key);
    if (!data) await repo.remove(this.deps.db, row.id);
    return data;
  }

  private async make(key: VariantKey, original: () => Promise<Buffer | null>): Promise<ImageVariant> {
    const input = await original();
    if (!input) throw notFound('Image not found.');
    const data = await resize(input, key.width, key.quality, key.format);
    const storageKey = await this.deps.storage.put(key.format, data);
    // Another process may have made the same variant meanwhile: the unique key keeps its row, and
    // these bytes (identical) are removed rather than left unreferenced.
    const row = await repo
      .insert(this.deps.db, { ...key, storage_key: storageKey, size: data.length })
      .catch(async (err) => {
        await this.deps.storage.remove(storageKey);
        throw err;
      });
    if (!row) await this.deps.storage.remove(storageKey);
    return { data, format: key.format };
  }

  /** Removes the stored bytes and rows of variants whose file was deleted; returns how many. */
  async sweepOrphans() {
    let removed = 0;
    for (;;) {
      const rows = await repo.orphans(this.deps.db, ORPHAN_BATCH);
      for (const r of rows) await this.deps.storage.remove(r.storage_key);
      await repo.removeMany(
        this.deps.db,
        rows.map((r) => r.id),
      );
      removed += rows.length;
      if (rows.length < ORPHAN_BATCH) return removed;
    }
  }
}

/**
 * Never wider than the original (withoutEnlargement). Animated GIFs stay animated in GIF and WebP
 * (sharp resizes every frame). Metadata (EXIF, GPS) is dropped; the EXIF orientation is applied
 * first. PNG stays lossless: sharp's PNG "quality" means palette quantization, which bands photos.
 */
export async function resize(input: Buffer, width: number, quality: number, format: Format) {
  const animated = format === 'gif' || format === 'webp';
  try {
    const img = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated, autoOrient: true })
      .timeout({ seconds: RESIZE_TIMEOUT_SECONDS })
      .resize({ width, withoutEnlargement: true });
    if (format === 'webp') return await img.webp({ quality }).toBuffer();
    if (format === 'jpeg') return await img.jpeg({ quality, mozjpeg: true }).toBuffer();
    if (format === 'png') return await img.png().toBuffer();
    return await img.gif().toBuffer();
  } catch (err) {
    // A stored image sharp cannot read, or one over the pixel limit: not a server fault.
    throw invalid({ url: `This image cannot be resized (${(err as Error).message}).` });
  }
}
