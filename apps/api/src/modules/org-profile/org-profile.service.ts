import type { orgAccountBody, orgBasicBody, orgContactBody, orgCreateBody } from '@hctl/contracts';
import { schema } from '@hctl/db';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import type { FilesService } from '../files/files.service';
import { fileUrl } from '../files/files.service';
import { toOrganizationSummary } from '../organizations/organizations.mapper';
import { organizationsRepository as orgRepo } from '../organizations/organizations.repository';
import type { OrganizationsService } from '../organizations/organizations.service';
import type { OrgItemsService } from './org-items.service';
import { orgVisibility, toAccount, toBasic, toContact } from './org-profile.mapper';

const media = schema.orgMedia;

/** An organization's profile: account, contact, basic info, media, visibility and its public view. */
export class OrgProfileService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private items: OrgItemsService,
    private files: FilesService,
  ) {}

  async create(userId: number, body: z.output<typeof orgCreateBody>) {
    const org = await this.orgs.createForOwner(this.deps.db, userId, body.company_name);
    const row = body.industry_type
      ? await orgRepo.update(this.deps.db, org.id, { industry_type: body.industry_type })
      : org;
    return { message: 'Organization created successfully!', data: toOrganizationSummary(row, userId) };
  }

  searchName(name: string) {
    return orgRepo.searchName(this.deps.db, name);
  }

  async account(slug: string, userId: number) {
    return toAccount((await this.orgs.authorize(slug, userId, 'profile')).org);
  }
  async contact(slug: string, userId: number) {
    return toContact((await this.orgs.authorize(slug, userId, 'profile')).org);
  }
  async basic(slug: string, userId: number) {
    return toBasic((await this.orgs.authorize(slug, userId, 'profile')).org);
  }

  private async save(slug: string, userId: number, values: Record<string, unknown>) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    return orgRepo.update(this.deps.db, org.id, values);
  }

  async updateAccount(slug: string, userId: number, body: z.output<typeof orgAccountBody>) {
    return {
      message: 'Account details have been saved.',
      data: toAccount(await this.save(slug, userId, body)),
    };
  }
  async updateContact(slug: string, userId: number, body: z.output<typeof orgContactBody>) {
    return {
      message: 'Contact details have been saved.',
      data: toContact(await this.save(slug, userId, body)),
    };
  }
  async updateBasic(slug: string, userId: number, body: z.output<typeof orgBasicBody>) {
    return {
      message: 'Basic information has been saved.',
      data: toBasic(await this.save(slug, userId, body)),
    };
  }
  async publish(slug: string, userId: number) {
    const row = await this.save(slug, userId, { is_published: true, published_at: this.deps.clock.now() });
    return { message: 'Your organization profile has been published.', data: toAccount(row) };
  }

  async setStatus(slug: string, userId: number, status: 'active' | 'deactive') {
    const { org } = await this.orgs.authorize(slug, userId, 'owner');
    const row = await orgRepo.update(this.deps.db, org.id, { status });
    return {
      message:
        status === 'active'
          ? 'Organization activated successfully!'
          : 'Organization deactivated successfully!',
      data: toAccount(row),
    };
  }

  async visibility(slug: string, userId: number) {
    return orgVisibility((await this.orgs.authorize(slug, userId, 'profile')).org);
  }
  async setVisibility(slug: string, userId: number, changes: Record<string, boolean | undefined>) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    const next = orgVisibility(org);
    for (const [k, v] of Object.entries(changes)) if (typeof v === 'boolean') next[k] = v;
    await orgRepo.update(this.deps.db, org.id, { visibility: next });
    return { message: 'Your visibility settings have been saved.', data: next };
  }

  async setLogo(slug: string, auth: AuthContext, upload: Upload) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'profile');
    const file = await this.files.store(auth.userId, 'org_logo', upload);
    const row = await orgRepo.update(this.deps.db, org.id, { company_profile_image: fileUrl(file.id) });
    return { message: 'The logo has been updated.', data: toAccount(row) };
  }

  async video(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    return { video_url: org.video_url };
  }

  async setVideo(slug: string, auth: AuthContext, upload: Upload) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'profile');
    const file = await this.files.store(auth.userId, 'org_video', upload);
    await this.deps.db.insert(media).values({ organization_id: org.id, kind: 'video', file_id: file.id });
    await orgRepo.update(this.deps.db, org.id, { video_url: fileUrl(file.id) });
    return { message: 'The video has been uploaded.', data: { video_url: fileUrl(file.id) } };
  }

  async deleteVideo(slug: string, userId: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    if (!org.video_url) throw notFound('There is no video to delete.');
    await orgRepo.update(this.deps.db, org.id, { video_url: null });
    await this.deps.db.delete(media).where(and(eq(media.organization_id, org.id), eq(media.kind, 'video')));
    return { message: 'The video has been deleted.', data: { video_url: null } };
  }

  private async mediaOf(orgId: number) {
    const rows = await this.deps.db
      .select({
        id: media.id,
        file_id: media.file_id,
        mime: schema.files.mime,
        name: schema.files.original_name,
        created_at: media.created_at,
      })
      .from(media)
      .innerJoin(schema.files, eq(schema.files.id, media.file_id))
      .where(and(eq(media.organization_id, orgId), eq(media.kind, 'facility_media')))
      .orderBy(asc(media.id));
    return rows.map((r) => ({
      id: r.id,
      url: fileUrl(r.file_id),
      mime: r.mime,
      name: r.name,
      created_at: r.created_at.toISOString(),
    }));
  }

  async facilityMedia(slug: string, userId: number) {
    return this.mediaOf((await this.orgs.authorize(slug, userId, 'profile')).org.id);
  }

  async uploadFacilityMedia(slug: string, auth: AuthContext, upload: Upload) {
    const { org } = await this.orgs.authorize(slug, auth.userId, 'profile');
    const file = await this.files.store(auth.userId, 'org_media', upload);
    const [row] = await this.deps.db
      .insert(media)
      .values({ organization_id: org.id, kind: 'facility_media', file_id: file.id })
      .returning();
    return {
      message: 'The media has been uploaded.',
      data: {
        id: row.id,
        url: fileUrl(file.id),
        mime: file.mime,
        name: file.original_name,
        created_at: row.created_at.toISOString(),
      },
    };
  }

  async deleteFacilityMedia(slug: string, userId: number, id: number) {
    const { org } = await this.orgs.authorize(slug, userId, 'profile');
    const rows = await this.deps.db
      .delete(media)
      .where(and(eq(media.id, id), eq(media.organization_id, org.id), eq(media.kind, 'facility_media')))
      .returning();
    if (!rows.length) throw notFound('Media not found.');
    return { message: 'The media has been deleted.', data: null };
  }

  /**
   * The public profile: the 17 visibility fields of spec §9 decide what a visitor, an individual or
   * another organization sees; team members see everything. Unpublished, deactivated or archived
   * organizations exist only for their team.
   */
  async publicProfile(slug: string, viewer: AuthContext | null) {
    const org = await orgRepo.bySlug(this.deps.db, slug);
    if (!org) throw notFound('Organization not found.');
    const isTeam = viewer ? await this.orgs.can(slug, viewer.userId, 'member') : false;
    const live = org.is_published && org.status === 'active' && !org.is_archived;
    if (!live && !isTeam) throw notFound('Organization not found.');
    const v = orgVisibility(org);
    const show = (field: string) => isTeam || v[field];
    const [items, media] = await Promise.all([
      this.items.allFor(org.id, !isTeam),
      show('media') ? this.mediaOf(org.id) : [],
    ]);
    const contact = toContact(org);
    const basic = toBasic(org);
    return {
      ...toAccount(org),
      is_team: isTeam,
      industry_type: basic.industry_type,
      company_size: basic.company_size,
      founded_year: basic.founded_year,
      about: basic.about,
      mission: show('mission') ? basic.mission : null,
      health_care_facility: show('health_care_facility') ? basic.health_care_facility : null,
      languages: show('language') ? basic.languages : [],
      website: show('website') ? contact.website : null,
      phone: show('phone_no') ? contact.phone : null,
      email: show('contact_info') ? contact.email : null,
      contact_person: show('contact_info') ? contact.contact_person : null,
      address: show('address') ? contact.address : null,
      city: contact.city,
      state: contact.state,
      country: contact.country,
      video_url: show('video_spotlight') ? org.video_url : null,
      media,
      about_facility: show('about_the_facility') ? items.about_facility : [],
      volunteers: show('volunteer') ? items.volunteer : [],
      communities: show('community') ? items.community : [],
      facilities: show('health_care_facility') ? items.facility : [],
      researches: show('research') ? items.research : [],
      can_message: show('message'),
      ...(isTeam ? { visibility: v } : {}),
    };
  }
}
