import type { LicenseVerificationView, ProfileSectionItem, VisibilitySettings } from '@hctl/contracts';
import type { FileLink } from '../files/files.service';
import type { SectionDef } from './sections.config';
import type { SectionRow } from './sections.repository';

export const todayOf = (now: Date) => now.toISOString().slice(0, 10);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/**
 * Row → the section's item view: ISO timestamps, and expiry computed from the date so expired shows
 * everywhere. `link` signs a health record's document for its owner; without it (anyone else) the
 * record names no link, as the file would not open for them.
 */
export function toSectionItem(
  s: SectionDef,
  row: SectionRow,
  today: string,
  link?: FileLink,
): ProfileSectionItem {
  const { user_id: _u, ...rest } = row;
  const item: Record<string, unknown> = {
    ...rest,
    created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
    updated_at: row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at,
  };
  const expiry: string | null = row.expiry_date ?? row.expires_on ?? null;
  if (s.key === 'licenses' || s.key === 'certificates' || s.key === 'health_requirements') {
    // A credential is expired from its expiry day on (the daily job marks it the same day).
    const expired = expiry !== null && expiry <= today;
    item.is_expired = expired || row.is_expired === true;
    item.days_to_expiry = expiry ? daysBetween(today, expiry) : null;
    if (s.key === 'licenses') item.verification_status = expired ? 'expired' : row.verification_status;
  }
  if (s.key === 'health_requirements')
    item.document_url = row.document_id != null && link ? link(Number(row.document_id)) : null;
  return item as ProfileSectionItem;
}

/** Timestamps in a JSON row arrive as Postgres text ('…+00:00'); the wire format is ISO with 'Z'. */
export const fromJsonRow = (r: Record<string, unknown>): SectionRow => ({
  ...r,
  created_at: typeof r.created_at === 'string' ? new Date(r.created_at).toISOString() : r.created_at,
  updated_at: typeof r.updated_at === 'string' ? new Date(r.updated_at).toISOString() : r.updated_at,
});

export const toLicenseVerification = (r: LicenseVerificationView): LicenseVerificationView => ({
  id: r.id,
  user_id: r.user_id,
  verification_status: r.verification_status,
});

/** The accounts service types settings loosely; they always hold every field (defaults filled in). */
export const asVisibility = (v: Record<string, boolean>) => v as VisibilitySettings;
