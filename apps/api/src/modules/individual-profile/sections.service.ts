import {
  type ProfileSectionItem,
  type ProfileSectionKey,
  type ProfileSectionsView,
  sameNameKey,
} from '@hctl/contracts';
import type { AppDeps } from '../../deps';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { AccountsService } from '../accounts/accounts.service';
import type { FilesService } from '../files/files.service';
import { SECTIONS, type SectionDef, sectionByKey } from './sections.config';
import { fromJsonRow, todayOf, toSectionItem } from './sections.mapper';
import { sectionsRepository as repo, type SectionRow, type SectionsJson } from './sections.repository';

export class SectionsService {
  constructor(
    private deps: AppDeps,
    private accounts: AccountsService,
    private files: FilesService,
  ) {}

  /** A health record may only point at the owner's own uploaded document. */
  private async checkDocument(key: ProfileSectionKey, userId: number, body: Record<string, unknown>) {
    if (key !== 'health_requirements' || body.document_id == null) return;
    const file = await this.files.ownFile(userId, Number(body.document_id), ['health_document']);
    if (!file) throw invalid({ document_id: 'Upload the document first.' });
  }

  private today() {
    return todayOf(this.deps.clock.now());
  }

  /** An item as `ownerId` (its owner) sees it; without an owner, as anyone else does. */
  private view(s: SectionDef, row: SectionRow, ownerId?: number) {
    return toSectionItem(s, row, this.today(), ownerId ? this.files.links.forViewer(ownerId) : undefined);
  }

  async list(key: ProfileSectionKey, userId: number): Promise<ProfileSectionItem[]> {
    const s = sectionByKey(key);
    return (await repo.own(this.deps.db, s, userId)).map((r) => this.view(s, r, userId));
  }

  async show(key: ProfileSectionKey, userId: number, id: number): Promise<ProfileSectionItem> {
    const s = sectionByKey(key);
    const row = await repo.one(this.deps.db, s, userId, id);
    if (!row) throw notFound(`${s.label} not found.`);
    return this.view(s, row, userId);
  }

  private async afterChange(s: SectionDef, userId: number) {
    if (s.publishesProfile) await this.accounts.publish(userId);
  }

  async create(key: ProfileSectionKey, userId: number, body: Record<string, unknown>) {
    const s = sectionByKey(key);
    if (key === 'skills') return this.createSkills(userId, body as { skills: Record<string, unknown>[] });
    await this.checkDocument(key, userId, body);
    const [row] = await repo.insert(this.deps.db, s, [{ ...body, user_id: userId }]);
    await this.afterChange(s, userId);
    return { message: `${s.label} has been added successfully.`, data: this.view(s, row, userId) };
  }

  /**
   * Several skills at once; names the user already has (however cased or accented) are skipped,
   * not duplicated.
   */
  private async createSkills(userId: number, body: { skills: Record<string, unknown>[] }) {
    const s = sectionByKey('skills');
    const existing = new Set(
      (await repo.list(this.deps.db, s, userId)).map((r) => sameNameKey(String(r.name))),
    );
    const seen = new Set<string>();
    const fresh = body.skills.filter((k) => {
      const n = sameNameKey(String(k.name));
      if (existing.has(n) || seen.has(n)) return false;
      seen.add(n);
      return true;
    });
    if (fresh.length === 0)
      throw conflict('You already have these skills.', { 'skills.0.name': 'You already have this skill.' });
    const rows = await repo.insert(
      this.deps.db,
      s,
      fresh.map((k) => ({ ...k, user_id: userId })),
    );
    return {
      message: 'Your skills has been added successfully.',
      data: rows.map((r) => this.view(s, r, userId)),
    };
  }

  async update(key: ProfileSectionKey, userId: number, id: number, body: Record<string, unknown>) {
    const s = sectionByKey(key);
    await this.checkDocument(key, userId, body);
    const values = { ...body };
    // A renewed license goes back to 'unverified' until checked again.
    if (key === 'licenses' && typeof body.expiry_date === 'string' && body.expiry_date >= this.today()) {
      const before = await repo.one(this.deps.db, s, userId, id);
      if (before?.verification_status === 'expired') values.verification_status = 'unverified';
    }
    if (key === 'certificates' && typeof body.expiry_date === 'string' && body.expiry_date >= this.today())
      values.is_expired = false;
    if (key === 'skills') {
      const dup = (await repo.list(this.deps.db, s, userId)).find(
        (r) => r.id !== id && sameNameKey(String(r.name)) === sameNameKey(String(body.name)),
      );
      if (dup) throw conflict('You already have this skill.', { name: 'You already have this skill.' });
    }
    const row = await repo.update(this.deps.db, s, userId, id, values);
    if (!row) throw notFound(`${s.label} not found.`);
    await this.afterChange(s, userId);
    return { message: `${s.label} has been updated successfully.`, data: this.view(s, row, userId) };
  }

  async toggleVisibility(key: ProfileSectionKey, userId: number, id: number) {
    const s = sectionByKey(key);
    const row = await repo.toggle(this.deps.db, s, userId, id);
    if (!row) throw notFound(`${s.label} not found.`);
    await this.afterChange(s, userId);
    return {
      message: row.is_visible
        ? `${s.label} is now visible on your profile.`
        : `${s.label} is now hidden from your profile.`,
      data: this.view(s, row, userId),
    };
  }

  async remove(key: ProfileSectionKey, userId: number, id: number) {
    const s = sectionByKey(key);
    if (!(await repo.remove(this.deps.db, s, userId, id))) throw notFound(`${s.label} not found.`);
    await this.afterChange(s, userId);
    return { message: `${s.label} has been deleted successfully.`, data: null };
  }

  /** The sections another viewer may see: whole sections gated by the visibility settings, items by their flag. */
  async publicSections(userId: number, settings: Record<string, boolean>, isOwner: boolean) {
    const shown = isOwner ? SECTIONS : this.visibleTo(settings);
    const rows = await repo.manyForUser(this.deps.db, shown, userId, !isOwner);
    return this.sectionsFrom(rows, shown, isOwner ? userId : undefined);
  }

  /**
   * Section items (as JSON rows) to their views; sections not in `shown` come out empty. `ownerId`
   * when the owner is the viewer (their private documents are linked for them).
   */
  sectionsFrom(rows: SectionsJson, shown: SectionDef[] = SECTIONS, ownerId?: number): ProfileSectionsView {
    const out: Record<string, ProfileSectionItem[]> = {};
    for (const s of SECTIONS)
      out[s.key] = shown.includes(s)
        ? (rows[s.key] ?? []).map((r) => this.view(s, fromJsonRow(r), ownerId))
        : [];
    return out as ProfileSectionsView;
  }

  /** Sections a visitor may see under the owner's settings. */
  visibleTo(settings: Record<string, boolean>) {
    return SECTIONS.filter((s) => !s.visibilityField || settings[s.visibilityField]);
  }
}
