import type {
  OrganizationNameMatchView,
  OrgMediaView,
  OrgPublicProfileView,
  orgAccountBody,
  orgBasicBody,
  orgContactBody,
  orgCreateBody,
} from '@hctl/contracts';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import type { AuthContext } from '../../plugins/auth';
import type { Upload } from '../../plugins/uploads';
import type { AnalyticsPort } from '../analytics/analytics.port';
import type { FilesService } from '../files/files.service';
import { fileUrl } from '../files/files.service';
import type { JobsService } from '../jobs/jobs.service';
import type {
  OrganizationChanges,
  OrganizationRow,
  OrganizationsService,
} from '../organizations/organizations.service';
import type { OrgItemsService } from './org-items.service';
import { orgVisibility, toAccount, toBasic, toContact, toMedia } from './org-profile.mapper';
import { orgProfileRepository as repo } from './org-profile.repository';

/** How many of its newest published jobs an organization's public profile lists. */
const PUBLIC_PROFILE_JOBS = 20;

/** An organization's profile: account, contact, basic info, media, visibility and its public view. */
export class OrgProfileService {
  constructor(
    private deps: AppDeps,
    private orgs: OrganizationsService,
    private items: OrgItemsService,
    private files: FilesService,
    private jobs: Pick<JobsService, 'published'>,
    private analytics: AnalyticsPort,
  ) {}

  async create(userId: number, body: z.output<typeof orgCreateBody>) {
    const data = await this.orgs.create(userId, body.company_name, body.industry_type);
    return { message: 'Organization created successfully!', data };
  }

  searchName(name: string): Promise<OrganizationNameMatchView[]> {
    return this.orgs.searchName(name);
  }

  account(org: OrganizationRow) {
    return toAccount(org);
  }
  contact(org: OrganizationRow) {
    return toContact(org);
  }
  basic(org: OrganizationRow) {
    return toBasic(org);
  }

  private save(org: OrganizationRow, values: OrganizationChanges) {
    return this.orgs.update(org.id, values);
  }

  async updateAccount(org: OrganizationRow, body: z.output<typeof orgAccountBody>) {
    return {
      message: 'Account details have been saved.',
      data: toAccount(await this.save(org, body)),
    };
  }
  async updateContact(org: OrganizationRow, body: z.output<typeof orgContactBody>) {
    return {
      message: 'Contact details have been saved.',
      data: toContact(await this.save(org, body)),
    };
  }
  async updateBasic(org: OrganizationRow, body: z.output<typeof orgBasicBody>) {
    return {
      message: 'Basic information has been saved.',
      data: toBasic(await this.save(org, body)),
    };
  }
  async publish(org: OrganizationRow) {
    const row = await this.save(org, { is_published: true, published_at: this.deps.clock.now() });
    return { message: 'Your organization profile has been published.', data: toAccount(row) };
  }

  async setStatus(org: OrganizationRow, status: 'active' | 'deactive') {
    const row = await this.save(org, { status });
    return {
      message:
        status === 'active'
          ? 'Organization activated successfully!'
          : 'Organization deactivated successfully!',
      data: toAccount(row),
    };
  }

  visibility(org: OrganizationRow) {
    return orgVisibility(org);
  }
  async setVisibility(org: OrganizationRow, changes: Record<string, boolean | undefined>) {
    const next = orgVisibility(org);
    for (const [k, v] of Object.entries(changes)) if (typeof v === 'boolean') next[k] = v;
    await this.save(org, { visibility: next });
    return { message: 'Your visibility settings have been saved.', data: next };
  }

  async setLogo(org: OrganizationRow, userId: number, upload: Upload) {
    const file = await this.files.store(userId, 'org_logo', upload);
    const row = await this.save(org, { company_profile_image: fileUrl(file.id) });
    return { message: 'The logo has been updated.', data: toAccount(row) };
  }

  video(org: OrganizationRow) {
    return { video_url: org.video_url };
  }

  async setVideo(org: OrganizationRow, userId: number, upload: Upload) {
    const file = await this.files.store(userId, 'org_video', upload);
    await repo.addVideo(this.deps.db, org.id, file.id);
    await this.save(org, { video_url: fileUrl(file.id) });
    return { message: 'The video has been uploaded.', data: { video_url: fileUrl(file.id) } };
  }

  async deleteVideo(org: OrganizationRow) {
    if (!org.video_url) throw notFound('There is no video to delete.');
    await this.save(org, { video_url: null });
    await repo.deleteVideos(this.deps.db, org.id);
    return { message: 'The video has been deleted.', data: { video_url: null } };
  }

  private async mediaOf(orgId: number): Promise<OrgMediaView[]> {
    return (await repo.facilityMedia(this.deps.db, orgId)).map(toMedia);
  }

  facilityMedia(org: OrganizationRow) {
    return this.mediaOf(org.id);
  }

  async uploadFacilityMedia(org: OrganizationRow, userId: number, upload: Upload) {
    const file = await this.files.store(userId, 'org_media', upload);
    const row = await repo.addFacilityMedia(this.deps.db, org.id, file.id);
    return {
      message: 'The media has been uploaded.',
      data: toMedia({ ...row, mime: file.mime, name: file.original_name }),
    };
  }

  async deleteFacilityMedia(org: OrganizationRow, id: number) {
    if (!(await repo.deleteFacilityMedia(this.deps.db, org.id, id))) throw notFound('Media not found.');
    return { message: 'The media has been deleted.', data: null };
  }

  /**
   * The public profile: the 17 visibility fields of spec §9 decide what a visitor, an individual or
   * another organization sees; team members see everything. Unpublished, deactivated or archived
   * organizations exist only for their team. Anyone may call it, so team membership is checked here.
   */
  async publicProfile(slug: string, viewer: AuthContext | null): Promise<OrgPublicProfileView> {
    const org = await this.orgs.bySlug(slug);
    if (!org) throw notFound('Organization not found.');
    const isTeam = viewer ? await this.orgs.can(slug, viewer.userId, 'member') : false;
    const live = org.is_published && org.status === 'active' && !org.is_archived;
    if (!live && !isTeam) throw notFound('Organization not found.');
    // The team's own looks are not views.
    if (!isTeam)
      this.analytics.record({
        kind: 'profile_view',
        ownerKey: `org:${org.id}`,
        viewerUserId: viewer?.userId,
      });
    const v = orgVisibility(org);
    const show = (field: string) => isTeam || v[field];
    const [items, media, jobs] = await Promise.all([
      this.items.allFor(org.id, !isTeam),
      show('media') ? this.mediaOf(org.id) : [],
      this.jobs.published({ organizationId: org.id }, 1, PUBLIC_PROFILE_JOBS),
    ]);
    const contact = toContact(org);
    const basic = toBasic(org);
    return Object.assign(toAccount(org), {
      is_team: isTeam,
      jobs,
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
    });
  }
}
