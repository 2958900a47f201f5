import type { AnalyticsKind } from '@hctl/db/schema';

/** One thing that happened, for someone's analytics (see packages/db/src/schema/analytics.ts). */
export interface AnalyticsEventInput {
  kind: AnalyticsKind;
  /** Whose analytics it counts for: `user:{id}` or `org:{id}`. */
  ownerKey: `user:${number}` | `org:${number}`;
  /** The job, service, gallery, ad… (0 or omitted: the profile itself). */
  subjectId?: number;
  /** The signed-in viewer, if any (profile viewers; self-views are not counted). */
  viewerUserId?: number | null;
  /** Ad spend of an impression or click, in cents. */
  amountCents?: number;
  at?: Date;
}

/**
 * What other modules use of the analytics module. `record` never touches PostgreSQL on the
 * request path: it appends to a Redis buffer and returns at once (not awaited, never throws); the
 * worker inserts the buffer in batches and rolls events up per hour and day.
 */
export interface AnalyticsPort {
  record(event: AnalyticsEventInput): void;
}

/** The owner key of a row owned by a person or an organization (never both: the tables' checks). */
export const ownerKeyOf = (row: {
  user_id: number | null;
  organization_id: number | null;
}): AnalyticsEventInput['ownerKey'] =>
  row.organization_id !== null ? `org:${row.organization_id}` : `user:${Number(row.user_id)}`;
