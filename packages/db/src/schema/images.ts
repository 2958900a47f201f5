import { sql } from 'drizzle-orm';
import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, fk, id } from './_columns';
import { files } from './profile';

/**
 * Resized copies of public image files (`GET /image`), made on first request and kept in storage.
 * One row per file, width, quality and format: the unique key lets concurrent first requests race
 * safely (the loser removes its bytes). When the file is deleted `file_id` becomes null rather than
 * cascading, so the variant's stored bytes are still known and the images sweep removes them.
 */
export const imageVariants = pgTable(
  'image_variants',
  {
    id: id(),
    file_id: fk('file_id').references(() => files.id, { onDelete: 'set null' }),
    width: integer('width').notNull(),
    quality: integer('quality').notNull(),
    format: varchar('format', { length: 8 }).notNull().$type<'webp' | 'jpeg' | 'png' | 'gif'>(),
    storage_key: varchar('storage_key', { length: 255 }).notNull(),
    size: integer('size').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('image_variants_variant_uq').on(t.file_id, t.width, t.quality, t.format),
    // The sweep finds the variants of deleted files.
    index('image_variants_orphans_idx').on(t.id).where(sql`${t.file_id} is null`),
  ],
);
