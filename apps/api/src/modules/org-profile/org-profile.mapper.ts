import type {
  OrgAccountView,
  OrgBasicView,
  OrgContactView,
  OrgItemView,
  OrgMediaView,
  OrgQuestionView,
  OrgVisibilityView,
} from '@hctl/contracts';
import { ORGANIZATION_VISIBILITY_FIELDS } from '@hctl/contracts/constants';
import { iso } from '../../lib/pagination';
import { fileUrl } from '../files/files.service';
import type { OrganizationRow } from '../organizations/organizations.service';
import type { OrgItemRow } from './org-items.repository';
import type { QuestionRow } from './question-bank.repository';

/** Every field is shown until the organization hides it. */
export const orgVisibility = (o: OrganizationRow): OrgVisibilityView => ({
  ...Object.fromEntries(ORGANIZATION_VISIBILITY_FIELDS.map((f) => [f, true])),
  ...o.visibility,
});

export const toAccount = (o: OrganizationRow): OrgAccountView => ({
  id: o.id,
  slug: o.slug,
  company_name: o.company_name,
  tagline: o.tagline,
  company_profile_image: o.company_profile_image,
  approval_status: o.approval_status,
  approval_comment: o.approval_status === 'rejected' ? o.approval_comment : null,
  status: o.status,
  is_archived: o.is_archived,
  is_published: o.is_published,
  published_at: iso(o.published_at),
});

export const toContact = (o: OrganizationRow): OrgContactView => ({
  email: o.email,
  phone: o.phone,
  website: o.website,
  contact_person: o.contact_person,
  address: o.address,
  city: o.city,
  state: o.state,
  zip_code: o.zip_code,
  country: o.country,
});

export const toBasic = (o: OrganizationRow): OrgBasicView => ({
  industry_type: o.industry_type,
  company_size: o.company_size,
  founded_year: o.founded_year,
  mission: o.mission,
  about: o.about,
  health_care_facility: o.health_care_facility,
  languages: o.languages,
});

export const toItem = (r: OrgItemRow): OrgItemView => ({
  id: r.id,
  kind: r.kind,
  title: r.title,
  description: r.description,
  location: r.location,
  url: r.url,
  start_date: r.start_date,
  end_date: r.end_date,
  is_visible: r.is_visible,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export const toMedia = (r: {
  id: number;
  file_id: number;
  mime: string;
  name: string;
  created_at: Date;
}): OrgMediaView => ({
  id: r.id,
  url: fileUrl(r.file_id),
  mime: r.mime,
  name: r.name,
  created_at: r.created_at.toISOString(),
});

export const toQuestion = (r: QuestionRow): OrgQuestionView => ({
  id: r.id,
  uuid: r.uuid,
  question: r.question,
  type: r.type,
  options: r.options,
  is_required: r.is_required,
  created_at: r.created_at.toISOString(),
});
