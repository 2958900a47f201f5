import { schema } from '@hctl/db';
import { and, eq, or } from 'drizzle-orm';
import { codeIn, lastMessage } from '../../../../test/context';
import { MP4, makePdf, PNG } from '../../../../test/fixtures';
import { SECTIONS } from '../../../modules/individual-profile/sections.config';
import { ADMIN_ROWS } from './admin.rows';
import { ADS_ROWS } from './ads.rows';
import { ANALYTICS_ROWS } from './analytics.rows';
import { SECTION_BODIES, sectionCreateBody } from './bodies';
import { FAVOURITES_ROWS } from './favourites.rows';
import { GROUPS_ROWS } from './groups.rows';
import { IMAGES_ROWS } from './images.rows';
import { JOBS_APPLICATIONS_ROWS } from './jobs-applications.rows';
import { MESSAGING_ROWS } from './messaging.rows';
import { MODERATION_ROWS } from './moderation.rows';
import { NETWORK_ROWS } from './network.rows';
import { NOTIFICATIONS_ROWS } from './notifications.rows';
import { ORG_TEAM_ROWS } from './org-team.rows';
import {
  A_ONLY,
  A_ONLY_INDIVIDUAL,
  ADMIN,
  INDIVIDUAL,
  MEMBER,
  ORG,
  OWNER,
  PUBLIC,
  SIGNED_IN,
} from './outcomes';
import { QUOTATIONS_ROWS } from './quotations.rows';
import { QUOTATIONS_CALLS_ROWS } from './quotations-calls.rows';
import { QUOTATIONS_OFFERS_ROWS } from './quotations-offers.rows';
import { REALTIME_ROWS } from './realtime.rows';
import { RECOMMENDATIONS_ROWS } from './recommendations.rows';
import { REPORTS_ROWS } from './reports.rows';
import { REVIEWS_ROWS } from './reviews.rows';
import type { Call } from './runner';
import { SEARCH_OTHERS_ROWS } from './search.rows';
import { SEARCH_JOBS_ROWS } from './search-jobs.rows';
import { SERVICES_ROWS } from './services.rows';
import { SERVICES_PROMOTIONS_ROWS } from './services-promotions.rows';
import { ACTORS, type Actor, type World } from './world';

export type Outcome = 'ok' | `${number}`;
export interface Row {
  /** Outcome per actor, in this order: anonymous unverified A B owner memberWith memberWithout otherOwner superAdmin. */
  expect: string;
  /** The valid request (path parameters, query, body); called once per actor, so it may create fresh resources. */
  call?: (w: World, actor: Actor) => Call | Promise<Call>;
  /** Ends the caller's session or account: each actor signs in anew, and all are restored afterwards. */
  session?: 'fresh';
  /** Puts back what an allowed call changed that later rows rely on. */
  after?: (w: World) => Promise<void>;
  /** Run order: rows that end sessions or accounts go after the others. */
  order?: number;
}

const emailOf = (w: World, actor: Actor) => w.users[actor]?.email ?? w.C.email;
const unique = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.test`;
const linkIn = async (w: World, to: string, template: string) =>
  new URL(/http\S+/.exec((await lastMessage(w.ctx, to, template))!.text)![0]);
const codeFor = async (w: World, to: string, template: string) =>
  codeIn((await lastMessage(w.ctx, to, template))?.text ?? '') || '000000';
const phoneOf = (a: Actor) => `+1512555${String(1000 + ACTORS.indexOf(a))}`;
const pdf = () => ({
  field: 'file',
  name: 'cv.pdf',
  data: makePdf(['Matrix A, RN']),
  type: 'application/pdf',
});
const png = (field: string) => ({ field, name: 'photo.png', data: PNG, type: 'image/png' });
/** The world's resources that rows name by their number. */
type NumberedId = {
  [K in keyof World['ids']]: World['ids'][K] extends number ? K : never;
}[keyof World['ids']];
/** A row's `:id`: one of the world's resources. */
const idOf = (key: NumberedId) => (w: World) => ({ params: { id: w.ids[key] } });

/** Rows for the profile sections (awards, certificates, …): list, read, create, update, delete, visibility. */
function sectionRows(): Record<string, Row> {
  const rows: Record<string, Row> = {};
  for (const s of SECTIONS) {
    const body = SECTION_BODIES[s.key];
    const mine = (w: World) => ({ params: { id: w.ids.sections[s.key] } });
    rows[`GET /api/v1/individual${s.list}`] = { expect: INDIVIDUAL };
    rows[`GET /api/v1/individual${s.show}`] = { expect: A_ONLY_INDIVIDUAL, call: mine };
    for (const m of s.create.methods)
      rows[`${m} /api/v1/individual${s.create.path}`] = {
        expect: INDIVIDUAL,
        call: () => ({ body: sectionCreateBody(s.key) }),
      };
    for (const m of s.update.methods)
      rows[`${m} /api/v1/individual${s.update.path}`] = {
        expect: A_ONLY_INDIVIDUAL,
        call: (w) => ({ ...mine(w), body }),
      };
    rows[`DELETE /api/v1/individual${s.remove}`] = {
      expect: A_ONLY_INDIVIDUAL,
      call: async (w) => ({ params: { id: await w.make.section(s.create.path, sectionCreateBody(s.key)) } }),
    };
    for (const m of s.visibility.methods)
      rows[`${m} /api/v1/individual${s.visibility.path}`] = { expect: A_ONLY_INDIVIDUAL, call: mine };
  }
  return rows;
}

// Columns as in outcomes.ts: anon  unverif  A    B    owner member  memberNo  otherOwner  admin
export const TABLE: Record<string, Row> = {
  'GET /api/v1/health': { expect: PUBLIC },
  'GET /api/v1/dev/outbox': { expect: PUBLIC },
  'POST /api/v1/dev/run/search-alerts': { expect: PUBLIC },
  'POST /api/v1/dev/run/digest': { expect: PUBLIC },
  'GET /api/v1/specialty': { expect: PUBLIC },
  'GET /api/v1/categories': { expect: PUBLIC },
  'GET /api/v1/category/:id/:mode': {
    expect: PUBLIC,
    call: () => ({ params: { id: 'nursing-jobs', mode: 'all' } }),
  },
  'GET /api/v1/app-config': { expect: PUBLIC },
  'GET /api/v1/license-list': { expect: PUBLIC },
  'GET /api/v1/feature-jobs': { expect: PUBLIC },
  'GET /api/v1/billing/config': { expect: PUBLIC },
  'GET /api/v1/plans/:plan': { expect: PUBLIC },
  'POST /api/v1/contact-us': {
    expect: PUBLIC,
    call: () => ({
      body: {
        first_name: 'Ann',
        last_name: 'Matrix',
        email: unique('contact'),
        phone_number: '+15125550100',
        find_us: 'Search',
        message: 'Do you post night shifts in Austin?',
      },
    }),
  },
  'POST /api/v1/newsltter-subscription': {
    expect: PUBLIC,
    call: () => ({ body: { email: unique('news') } }),
  },

  // Accounts and sign-in: public calls about the caller's own (or A's) account.
  'POST /api/v1/submit-login': {
    expect: PUBLIC,
    call: (w) => ({ body: { email: w.A.email, password: w.A.password } }),
  },
  'POST /api/v1/submit-login-activate': {
    expect: PUBLIC,
    call: (w) => ({ body: { email: w.A.email, password: w.A.password } }),
  },
  'POST /api/v1/sent-otp-login': { expect: PUBLIC, call: (w, a) => ({ body: { email: emailOf(w, a) } }) },
  'POST /api/v1/generate-otp': { expect: PUBLIC, call: (w, a) => ({ body: { email: emailOf(w, a) } }) },
  'POST /api/v1/verify-otp': {
    expect: PUBLIC,
    call: async (w, a) => {
      const email = emailOf(w, a);
      // Codes go by SMS to a verified phone, else by e-mail.
      const u = await w.ctx.db.query.users.findFirst({ where: (x, { eq: e }) => e(x.email, email) });
      const to = u?.phone_verified_at ? u.phone_number! : email;
      return { body: { email, otp: await codeFor(w, to, 'login-otp') } };
    },
  },
  'POST /api/v1/password-request': { expect: PUBLIC, call: (w, a) => ({ body: { email: emailOf(w, a) } }) },
  'POST /api/v1/password-update': {
    expect: PUBLIC,
    session: 'fresh',
    order: 1,
    call: async (w, a) => {
      const email = emailOf(w, a);
      await w.ctx.app.inject({
        method: 'POST',
        url: '/api/v1/password-request',
        payload: { email },
        remoteAddress: '10.99.0.1',
      });
      const token = (await linkIn(w, email, 'password-reset')).searchParams.get('token');
      return { body: { email, token, password: 'Secret123', password_confirmation: 'Secret123' } };
    },
  },
  'POST /api/v1/individual/register': {
    expect: PUBLIC,
    call: () => ({
      body: {
        first_name: 'New',
        last_name: 'Nurse',
        email: unique('reg'),
        password: 'Secret123',
        password_confirmation: 'Secret123',
        terms: true,
      },
    }),
  },
  'POST /api/v1/organization/register': {
    expect: PUBLIC,
    call: () => ({
      body: {
        first_name: 'New',
        last_name: 'Owner',
        email: unique('orgreg'),
        password: 'Secret123',
        password_confirmation: 'Secret123',
        terms: true,
        company_name: 'New Clinic',
      },
    }),
  },
  'POST /api/v1/email/resend/': { expect: PUBLIC, call: (w, a) => ({ body: { email: emailOf(w, a) } }) },
  'GET /api/v1/email/verify/:id/:hash': {
    expect: PUBLIC,
    call: async (w) => {
      const u = w.users.unverified!;
      await w.ctx.app.inject({ method: 'POST', url: '/api/v1/email/resend/', payload: { email: u.email } });
      const q = (await linkIn(w, u.email, 'verify-email')).searchParams;
      return {
        params: { id: q.get('id')!, hash: q.get('hash')! },
        query: `?expires=${q.get('expires')}&signature=${q.get('signature')}`,
      };
    },
    after: async (w) => {
      await w.ctx.db
        .update(schema.users)
        .set({ email_verified_at: null })
        .where(eq(schema.users.id, w.users.unverified!.id));
    },
  },
  'POST /api/v1/logout': { expect: SIGNED_IN, session: 'fresh', order: 1 },
  'POST /api/v1/account-withdrawal': {
    expect: SIGNED_IN,
    session: 'fresh',
    order: 1,
    call: (w, a) => ({ body: { password: w.users[a]?.password ?? 'Secret123', reason: 'Taking a break' } }),
  },
  'PUT /api/v1/individual/account-active': {
    expect: SIGNED_IN,
    session: 'fresh',
    order: 1,
    call: (w, a) => ({ body: { is_active: true, password: w.users[a]?.password ?? 'Secret123' } }),
  },
  'DELETE /api/v1/individual/account/:id': {
    expect: A_ONLY,
    session: 'fresh',
    order: 2,
    call: async (w) => {
      // Open organizations and quotations in process refuse a deletion (409): A's branches from
      // organization/create are archived and A's quotations closed first.
      await w.ctx.db
        .update(schema.organizations)
        .set({ is_archived: true })
        .where(eq(schema.organizations.owner_id, w.A.id));
      const q = schema.quotations;
      await w.ctx.db
        .update(q)
        .set({ status: 'completed' })
        .where(
          and(eq(q.status, 'in_process'), or(eq(q.buyer_user_id, w.A.id), eq(q.provider_user_id, w.A.id))),
        );
      return { params: { id: w.A.id }, body: { password: w.A.password } };
    },
  },
  'GET /api/v1/individual/profiles': { expect: SIGNED_IN },
  'POST /api/v1/individual/profiles': {
    expect: SIGNED_IN,
    call: () => ({ body: { category: 'professional', specialty: 'Critical care' } }),
  },
  'GET /api/v1/individual/accounts': { expect: SIGNED_IN },
  'PUT /api/v1/individual/accounts': {
    expect: SIGNED_IN,
    call: () => ({
      body: { first_name: 'Test', last_name: 'User', occupation: 'Registered Nurse', about: 'ICU nurse.' },
    }),
  },
  'PUT /api/v1/individual/publish': { expect: INDIVIDUAL },
  'GET /api/v1/individual/public-profile/:slug': {
    expect: PUBLIC,
    call: (w) => ({ params: { slug: w.A.slug } }),
  },
  'POST /api/v1/individual/account/generate-otp': {
    expect: SIGNED_IN,
    call: (_w, a) => ({ body: { phone_number: phoneOf(a) } }),
  },
  'POST /api/v1/individual/account/verify-otp': {
    expect: SIGNED_IN,
    call: async (w, a) => ({ body: { otp: await codeFor(w, phoneOf(a), 'phone-otp') } }),
  },
  'GET /api/v1/plans/current': { expect: SIGNED_IN },
  'GET /api/v1/tour-guide': { expect: SIGNED_IN },
  'POST /api/v1/tour-guide/update': { expect: SIGNED_IN, call: () => ({ body: { status: 'completed' } }) },
  'POST /api/v1/tour-guide/tour-progress': {
    expect: SIGNED_IN,
    call: () => ({ body: { page: 'dashboard', step: 2, completed: false } }),
  },

  // Organizations the caller belongs to.
  'GET /api/v1/organization/list': { expect: SIGNED_IN },
  'GET /api/v1/show-assigned-organization': { expect: SIGNED_IN },
  'GET /api/v1/organization/:slug/show': { expect: MEMBER },
  // Archiving is the owner's alone; to members the organization answers as if it were not there.
  'PUT /api/v1/organization/:ref/archive': {
    expect: '401 404 404 404 ok 404 404 404 404',
    call: () => ({ body: { is_archived: false } }),
  },
  'GET /api/v1/organization/search-name': { expect: SIGNED_IN, call: () => ({ query: '?name=Matrix' }) },
  'POST /api/v1/organization/create': {
    expect: SIGNED_IN,
    call: () => ({
      body: {
        company_name: `Branch ${Math.random().toString(36).slice(2, 7)}`,
        industry_type: 'Pharmaceutical',
      },
    }),
  },

  ...sectionRows(),
  'GET /api/v1/individual/visibility': { expect: INDIVIDUAL },
  'POST /api/v1/individual/visibility': {
    expect: INDIVIDUAL,
    call: () => ({ body: { email: false, phone: false } }),
  },
  'PUT /api/v1/admin/license/:id/verification': {
    expect: ADMIN,
    call: (w) => ({ params: { id: w.ids.sections.licenses }, body: { status: 'verified' } }),
  },

  // Files.
  'GET /api/v1/files/:id': { expect: '404 404 ok 404 ok ok 404 404 404', call: idOf('resume') },
  'POST /api/v1/individual/profile-image': {
    expect: SIGNED_IN,
    call: () => ({ upload: { fields: {}, file: png('image') } }),
  },
  'GET /api/v1/individual/resume-letter': { expect: INDIVIDUAL },
  'POST /api/v1/individual/resume-letter': {
    expect: INDIVIDUAL,
    call: () => ({ upload: { fields: { type: 'resume' }, file: pdf() } }),
  },
  'DELETE /api/v1/individual/resume-letter/:id': {
    expect: A_ONLY_INDIVIDUAL,
    call: async (w) => ({ params: { id: await w.make.resume() } }),
  },
  'POST /api/v1/individual/health-requirement-document': {
    expect: INDIVIDUAL,
    call: () => ({ upload: { fields: {}, file: pdf() } }),
  },
  'POST /api/v1/individual/resume-import': {
    expect: SIGNED_IN,
    call: () => ({ upload: { fields: {}, file: pdf() } }),
  },
  'GET /api/v1/individual/resume-import/:id': { expect: A_ONLY, call: idOf('resumeImport') },

  // Organization team: roles, members, invitations.
  'GET /api/v1/permissions': { expect: SIGNED_IN },
  'GET /api/v1/:slug/roles': { expect: ORG },
  'GET /api/v1/:slug/roles/:role': { expect: ORG },
  'POST /api/v1/:slug/roles/create': {
    expect: ORG,
    call: () => ({
      body: { role_name: `Role ${Math.random().toString(36).slice(2, 7)}`, permissions: ['jobs'] },
    }),
  },
  'PUT /api/v1/:slug/roles/:role/update': {
    expect: ORG,
    call: (w) => ({
      params: { role: w.ids.roleNone },
      body: { role_name: 'Messages only', permissions: ['messages'] },
    }),
  },
  'DELETE /api/v1/:slug/roles/:role/destroy': {
    expect: ORG,
    call: async (w) => ({
      params: { role: await w.make.role(`Temp ${Math.random().toString(36).slice(2, 7)}`) },
    }),
  },
  'GET /api/v1/organization/:slug/users': { expect: ORG },
  'GET /api/v1/organization/:slug/users/invities-list': { expect: ORG },
  'POST /api/v1/organization/users/send-invite': {
    expect: ORG,
    call: (w) => ({ body: { slug: w.slug, email: unique('invitee'), role_id: w.ids.roleNone } }),
  },
  'DELETE /api/v1/organization/:slug/user-invitation/:id/delete': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.orgInvite(unique('gone')) } }),
  },
  'DELETE /api/v1/organization/users/:id/delete': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.member() }, query: `?slug=${w.slug}` }),
  },
  'PUT /api/v1/organization/users/:id/update': {
    expect: ORG,
    call: (w) => ({ params: { id: w.ids.memberRow }, body: { role_id: w.ids.roleNone, slug: w.slug } }),
  },
  'GET /api/v1/organization/:slug/job/job-role-assigned-users': { expect: ORG },
  ...ORG_TEAM_ROWS,
  'GET /api/v1/individual/organization-invitations': { expect: SIGNED_IN },
  'PUT /api/v1/individual/accept-or-reject-invite': {
    expect: '401 404 ok 404 404 404 404 404 404',
    call: (w) => ({ body: { invitation_id: w.ids.orgInvitation, status: 'rejected' } }),
  },

  // Super admin.
  'GET /api/v1/admin/get-all-permissions': { expect: ADMIN },
  'GET /api/v1/admin/my-permissions': { expect: ADMIN },
  'GET /api/v1/admin/admin-roles': { expect: ADMIN },
  'GET /api/v1/admin/admin-roles/:role': {
    expect: ADMIN,
    call: (w) => ({ params: { role: w.ids.adminRole } }),
  },
  'POST /api/v1/admin/admin-roles/create': {
    expect: ADMIN,
    call: () => ({
      body: { role_name: `Admins ${Math.random().toString(36).slice(2, 7)}`, permissions: ['jobs'] },
    }),
  },
  'PUT /api/v1/admin/admin-roles/:role/update': {
    expect: ADMIN,
    call: (w) => ({
      params: { role: w.ids.adminRole },
      body: { role_name: 'Matrix moderators', permissions: ['jobs', 'users'] },
    }),
  },
  'DELETE /api/v1/admin/admin-roles/:role/destroy': {
    expect: ADMIN,
    call: async (w) => ({
      params: { role: await w.make.adminRole(`Temp ${Math.random().toString(36).slice(2, 7)}`) },
    }),
  },
  'POST /api/v1/admin/assign-role-user': {
    expect: ADMIN,
    call: (w) => ({ body: { user_id: w.admin2.id, role_id: w.ids.adminRole } }),
  },
  'POST /api/v1/admin/update-assign-role-user': {
    expect: ADMIN,
    call: (w) => ({ body: { user_id: w.admin2.id, role_id: w.ids.adminRole } }),
  },
  'GET /api/v1/admin/organizations/list': { expect: ADMIN },
  // O is already approved: approving again changes nothing the other rows rely on.
  'PUT /api/v1/admin/organizations/:slug/approval-status': {
    expect: ADMIN,
    call: () => ({ body: { approval_status: 'approved' } }),
  },

  // Organization profile (public pages and the editor).
  'GET /api/v1/organization/profile/:slug': { expect: PUBLIC },
  'GET /api/v1/organization/volunteer/show/:id': { expect: PUBLIC, call: idOf('volunteer') },
  'GET /api/v1/organization/community/:id': { expect: PUBLIC, call: idOf('community') },
  'GET /api/v1/organization/facility/:id': { expect: PUBLIC, call: idOf('facility') },
  'GET /api/v1/organization/research/:id': { expect: PUBLIC, call: idOf('research') },
  'GET /api/v1/organization/:slug/account': { expect: ORG },
  'POST /api/v1/organization/:slug/account': {
    expect: ORG,
    call: () => ({ body: { company_name: 'Matrix Hospital' } }),
  },
  'POST /api/v1/organization/:slug/account/publish': { expect: ORG },
  'POST /api/v1/organization/:slug/logo': {
    expect: ORG,
    call: () => ({ upload: { fields: {}, file: png('logo') } }),
  },
  'GET /api/v1/organization/:slug/contact': { expect: ORG },
  'POST /api/v1/organization/:slug/contact': {
    expect: ORG,
    call: () => ({ body: { city: 'Austin', state: 'TX' } }),
  },
  'GET /api/v1/organization/:slug/basic': { expect: ORG },
  'POST /api/v1/organization/:slug/basic': {
    expect: ORG,
    call: () => ({ body: { industry_type: 'Medical Facilities' } }),
  },
  'PUT /api/v1/organization/:slug/status': { expect: OWNER, call: () => ({ body: { status: 'active' } }) },
  'GET /api/v1/organization/:slug/visibility': { expect: ORG },
  'POST /api/v1/organization/:slug/visibility': { expect: ORG, call: () => ({ body: { phone_no: true } }) },
  ...Object.fromEntries(
    (['volunteer', 'community', 'facility', 'research'] as const).flatMap((kind) => {
      const mine = (w: World) => ({ params: { id: w.ids[kind] } });
      return [
        [`GET /api/v1/organization/:slug/${kind}`, { expect: ORG }],
        [
          `POST /api/v1/organization/:slug/${kind}/create`,
          { expect: ORG, call: () => ({ body: { title: `A ${kind}` } }) },
        ],
        [
          `POST /api/v1/organization/:slug/${kind}/:id`,
          { expect: ORG, call: (w: World) => ({ ...mine(w), body: { title: `A ${kind}` } }) },
        ],
        [`POST /api/v1/organization/:slug/${kind}/:id/visibility`, { expect: ORG, call: mine }],
        [
          `DELETE /api/v1/organization/:slug/${kind}/:id/delete`,
          { expect: ORG, call: async (w: World) => ({ params: { id: await w.make.item(kind) } }) },
        ],
      ] as [string, Row][];
    }),
  ),
  'GET /api/v1/organization/:slug/video': { expect: ORG },
  'POST /api/v1/organization/:slug/video': {
    expect: ORG,
    call: () => ({
      upload: { fields: {}, file: { field: 'video', name: 'tour.mp4', data: MP4, type: 'video/mp4' } },
    }),
  },
  'DELETE /api/v1/organization/:slug/video/delete': {
    expect: ORG,
    call: async (w) => {
      await w.make.video();
      return {};
    },
  },
  'GET /api/v1/organization/:slug/about-facility': { expect: ORG },
  'POST /api/v1/organization/:slug/about-facility': {
    expect: ORG,
    call: (w) => ({ body: { id: w.ids.aboutFacility, title: 'Our ICU', description: 'Twenty beds.' } }),
  },
  'DELETE /api/v1/organization/:slug/about-facility/delete/:id': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.aboutFacility() } }),
  },
  'GET /api/v1/organization/:slug/about-facility/media': { expect: ORG },
  'POST /api/v1/organization/:slug/about-facility/upload': {
    expect: ORG,
    call: () => ({ upload: { fields: {}, file: png('media') } }),
  },
  'DELETE /api/v1/organization/:slug/about-facility/upload/:id/delete': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.media() } }),
  },
  'GET /api/v1/organization/:slug/question-bank': { expect: ORG },
  'POST /api/v1/organization/:slug/question-bank/create': {
    expect: ORG,
    call: () => ({ body: { question: 'Are you BLS certified?', type: 'yes_no' } }),
  },
  'DELETE /api/v1/organization/:slug/question-bank/:uuid/delete': {
    expect: ORG,
    call: async (w) => ({ params: { uuid: await w.make.question() } }),
  },

  // Jobs.
  'POST /api/v1/share/:token': { expect: PUBLIC },
  'GET /api/v1/organization/:slug/job/:jobSlug/show': { expect: PUBLIC },
  'GET /api/v1/organization/job/:slug': { expect: ORG },
  'GET /api/v1/organization/:slug/job/jobCount': { expect: ORG },
  'GET /api/v1/organization/:slug/job': { expect: ORG },
  'GET /api/v1/organization/:slug/job/flat-list': { expect: ORG },
  'POST /api/v1/organization/:slug/job/create': {
    expect: ORG,
    call: () => ({
      body: {
        title: 'Charge nurse',
        employment_type: 'full-time',
        is_remote: true,
        description: 'Lead the night shift team.',
      },
    }),
  },
  'POST /api/v1/organization/:slug/job/:jobSlug/update': {
    expect: ORG,
    call: () => ({
      body: {
        title: 'Matrix ICU RN',
        employment_type: 'full-time',
        city: 'Austin',
        state: 'TX',
        description: 'Registered nurse for a busy intensive care unit.',
      },
    }),
  },
  'POST /api/v1/organization/:slug/job/:jobSlug/duplicate': { expect: ORG, call: () => ({ body: {} }) },
  'POST /api/v1/organization/:slug/job/:jobSlug/archive': {
    expect: ORG,
    call: async (w) => ({ params: { jobSlug: (await w.make.job()).slug } }),
  },
  'POST /api/v1/organization/:slug/job/:jobSlug/open': {
    expect: ORG,
    call: async (w) => ({ params: { jobSlug: (await w.make.draftJob()).slug } }),
  },
  'DELETE /api/v1/organization/:slug/job/:jobSlug/delete': {
    expect: ORG,
    call: async (w) => ({ params: { jobSlug: (await w.make.job()).slug } }),
  },
  'POST /api/v1/organization/:slug/job/:jobSlug/create/job-questions': {
    expect: ORG,
    call: (w) => ({ body: { question_uuids: [w.ids.question] } }),
  },
  'DELETE /api/v1/organization/:slug/job/:jobSlug/testimonial/:uid/delete': {
    expect: ORG,
    call: async (w) => ({ params: { uid: await w.make.jobQuestion(w.ids.job.slug) } }),
  },
  'GET /api/v1/organization/:slug/job/:jobSlug/payment-quote': {
    expect: ORG,
    call: () => ({ query: '?kind=promote' }),
  },
  'POST /api/v1/organization/:slug/job/:jobSlug/promote': {
    expect: ORG,
    call: async (w) => ({ params: { jobSlug: (await w.make.job()).slug }, body: { use_tokens: true } }),
  },
  // A flat fee opens a job beyond the plan's limit: O is put on Basic (3 open jobs) for this row.
  'POST /api/v1/organization/:slug/job/:jobSlug/flat-fee': {
    expect: ORG,
    call: async (w) => {
      const job = await w.make.draftJob();
      await w.setPlan('organization-basic');
      return { params: { jobSlug: job.slug }, body: { use_tokens: true } };
    },
    after: (w) => w.setPlan('organization-premium'),
  },
  'GET /api/v1/organization/:slug/job-directory/show': { expect: ORG },
  'POST /api/v1/organization/:slug/job-directory/create': {
    expect: ORG,
    call: () => ({ body: { name: 'Night shifts' } }),
  },
  'POST /api/v1/organization/:slug/job-directory/:id/update': {
    expect: ORG,
    call: (w) => ({ params: { id: w.ids.directory }, body: { name: 'ICU' } }),
  },
  'POST /api/v1/organization/:slug/job-directory/:id/archive': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.directory() } }),
  },
  'DELETE /api/v1/organization/:slug/job-directory/:id/delete': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.directory() } }),
  },
  'GET /api/v1/organization/:slug/job-directory/:id/show-paginated-jobs': {
    expect: ORG,
    call: idOf('directory'),
  },

  // Applying and hiring.
  // Individuals only: organization and super-admin accounts (O's owner included) get 403.
  'POST /api/v1/organization/:slug/job/apply/': {
    expect: INDIVIDUAL,
    call: async (w, a) => {
      const job = await w.make.job();
      return {
        upload: {
          fields: { job_id: String(job.id), first_name: 'Ann', last_name: 'Matrix', email: emailOf(w, a) },
          file: { ...pdf(), field: 'resume' },
        },
      };
    },
  },
  'GET /api/v1/individual-job-listing': { expect: SIGNED_IN },
  ...JOBS_APPLICATIONS_ROWS,
  'GET /api/v1/organization/:slug/job/:jobSlug/applicants': { expect: ORG },
  'GET /api/v1/organization/:slug/job/:id/applicant-detail': { expect: ORG, call: idOf('application') },
  // Interview: a status before it would cancel A's interview the later rows answer, and one after it
  // (offered, hired) would refuse the interviews the world schedules for A afterwards.
  'POST /api/v1/organization/:slug/job/change-status/:jobId': {
    expect: ORG,
    call: () => ({ query: '?status=interview' }),
  },
  'GET /api/v1/organization/:slug/job/short-listed-candidates': { expect: ORG },
  'GET /api/v1/organization/:slug/job/interviews': { expect: ORG },
  'POST /api/v1/organization/:slug/job/interviews/store': {
    expect: ORG,
    call: (w) => ({
      body: {
        application_id: w.ids.application,
        schedule_date: '2027-04-01T15:00:00.000Z',
        timezone: 'America/Chicago',
        mode: 'phone',
      },
    }),
  },
  'PUT /api/v1/organization/:slug/job/interviews/:id/change-status': {
    expect: ORG,
    call: (w) => ({
      params: { id: w.ids.interview },
      body: { status: 'rescheduled', schedule_date: '2027-05-01T15:00:00.000Z' },
    }),
  },
  'POST /api/v1/organization/:slug/job/interview/:id/joined': { expect: ORG, call: idOf('interview') },
  'PUT /api/v1/job/interviews/:id/end-call': {
    expect: '401 404 ok 404 ok ok 404 404 404',
    call: idOf('interview'),
  },
  'GET /api/v1/individual/interviews': { expect: SIGNED_IN },
  'POST /api/v1/individual/interviews/:id/change-status': {
    expect: A_ONLY,
    call: (w) => ({ params: { id: w.ids.interview }, body: { status: 'accepted' } }),
  },
  // The candidate's own call link: others are refused outright (they know the channel, not the seat).
  'POST /api/v1/individual/joinInterview/:userId/:channelName': {
    expect: '401 403 ok 403 403 403 403 403 403',
  },
  'POST /api/v1/organization/:slug/job/:jobSlug/invitation': {
    expect: ORG,
    call: async (w) => ({ body: { user_slug: await w.make.person() } }),
  },
  'GET /api/v1/organization/:slug/job/invitee-list': { expect: ORG },
  'GET /api/v1/individual/job/invitation-list': { expect: SIGNED_IN },

  // Billing, plans, wallet, rewards.
  'POST /api/v1/billing/test-gateway/payment-methods': {
    expect: SIGNED_IN,
    call: () => ({ body: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' } }),
  },
  'POST /api/v1/billing-method': {
    expect: ORG,
    call: async (w, a) => ({
      query: `?slug=${w.slug}`,
      body: { payment_method_id: await w.make.paymentMethod(a) },
    }),
  },
  'GET /api/v1/billing-method': { expect: ORG, call: (w) => ({ query: `?slug=${w.slug}` }) },
  'GET /api/v1/billing-method/history': { expect: ORG, call: (w) => ({ query: `?slug=${w.slug}` }) },
  'DELETE /api/v1/billing-method/:id': {
    expect: ORG,
    call: async (w) => ({ params: { id: await w.make.card('orgOwner', w.slug) }, query: `?slug=${w.slug}` }),
  },
  'PUT /api/v1/billing-method/:id/primary': {
    expect: ORG,
    call: (w) => ({ params: { id: w.ids.cardO }, query: `?slug=${w.slug}` }),
  },
  'GET /api/v1/plans/organizations/:slug/:plan': { expect: ORG },
  'GET /api/v1/subscription/subscription_plans/:plan': {
    expect: ORG,
    call: (w) => ({ query: `?slug=${w.slug}` }),
  },
  'POST /api/v1/subscription/subscription_plans/:id/change': {
    expect: ORG,
    // Owner moves to Standard, the member with billing rights back to Premium.
    call: (w, a) => ({
      params: { id: a === 'memberWith' ? 'organization-premium' : 'organization-standard' },
      body: { billing_method_id: w.ids.cardO, slug: w.slug },
    }),
  },
  'GET /api/v1/token-wallet': { expect: ORG, call: (w) => ({ query: `?slug=${w.slug}` }) },
  'POST /api/v1/token-wallet/top-up': {
    expect: ORG,
    call: (w) => ({ body: { tokens: 10, billing_method_id: w.ids.cardO, slug: w.slug } }),
  },
  'GET /api/v1/:role/:slug/payout-history': {
    expect: ORG,
    call: () => ({ params: { role: 'organization' } }),
  },
  'POST /api/v1/:role/:slug/payout': {
    expect: ORG,
    call: async (w) => {
      await w.call('GET', `/organization/${w.slug}/connect-accounnt-verify`, 'orgOwner');
      return { params: { role: 'organization' }, body: { token_use: 100 } };
    },
  },
  'GET /api/v1/:role/:slug/connect-accounnt-verify': {
    expect: ORG,
    call: () => ({ params: { role: 'organization' } }),
  },
  'GET /api/v1/individual/reward/token/count': { expect: SIGNED_IN },
  'GET /api/v1/individual/reward/history/all': { expect: SIGNED_IN },
  'GET /api/v1/individual/reward/listing': { expect: SIGNED_IN },
  'POST /api/v1/individual/reward/token/pay-out': {
    expect: SIGNED_IN,
    call: async (w, a) => {
      if (w.users[a]) await w.call('GET', `/individual/${w.users[a]!.slug}/connect-accounnt-verify`, a);
      return { body: { token_use: 100 } };
    },
  },
  'POST /api/v1/webhooks/stripe': { expect: '400 400 400 400 400 400 400 400 400' },
  ...REALTIME_ROWS,
  ...MESSAGING_ROWS,
  ...IMAGES_ROWS,
  ...SERVICES_PROMOTIONS_ROWS,
  ...SERVICES_ROWS,
  ...QUOTATIONS_OFFERS_ROWS,
  ...QUOTATIONS_ROWS,
  ...QUOTATIONS_CALLS_ROWS,
  ...REVIEWS_ROWS,
  ...FAVOURITES_ROWS,
  ...GROUPS_ROWS,
  ...NETWORK_ROWS,
  ...NOTIFICATIONS_ROWS,
  ...RECOMMENDATIONS_ROWS,
  ...ANALYTICS_ROWS,
  ...ADS_ROWS,
  ...REPORTS_ROWS,
  ...ADMIN_ROWS,
  ...SEARCH_JOBS_ROWS,
  ...MODERATION_ROWS,
  ...SEARCH_OTHERS_ROWS,
};
