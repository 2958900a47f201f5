import { type Executor, schema } from '@hctl/db';
import { and, asc, eq } from 'drizzle-orm';

const media = schema.orgMedia;
const files = schema.files;

/** The organization's video and about-facility media rows (the bytes are `files` rows). */
export const orgProfileRepository = {
  addVideo: (db: Executor, orgId: number, fileId: number) =>
    db.insert(media).values({ organization_id: orgId, kind: 'video', file_id: fileId }),

  async addFacilityMedia(db: Executor, orgId: number, fileId: number) {
    const [row] = await db
      .insert(media)
      .values({ organization_id: orgId, kind: 'facility_media', file_id: fileId })
      .returning();
    return row;
  },

  deleteVideos: (db: Executor, orgId: number) =>
    db.delete(media).where(and(eq(media.organization_id, orgId), eq(media.kind, 'video'))),

  facilityMedia: (db: Executor, orgId: number) =>
    db
      .select({
        id: media.id,
        file_id: media.file_id,
        mime: files.mime,
        name: files.original_name,
        created_at: media.created_at,
      })
      .from(media)
      .innerJoin(files, eq(files.id, media.file_id))
      .where(and(eq(media.organization_id, orgId), eq(media.kind, 'facility_media')))
      .orderBy(asc(media.id)),

  async deleteFacilityMedia(db: Executor, orgId: number, id: number) {
    const rows = await db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.organization_id, orgId), eq(media.kind, 'facility_media')))
      .returning({ id: media.id });
    return rows.length > 0;
  },
};
