// Business constants of spec §9, shared by the API and the web app.
export const LANGUAGES = [
  'english',
  'mandarin',
  'hindi',
  'spanish',
  'french',
  'arabic',
  'russian',
  'portuguese',
] as const;

export const HEALTH_REQUIREMENTS = [
  'covid',
  'flu shot',
  'tb test',
  'hep b',
  'Tdap',
  'mmr',
  'ppd',
  'drug test',
  'varicella',
] as const;

export const BENEFITS = [
  'medical insurance',
  'disability',
  'life insurance',
  'vision',
  'retirement fund',
  'dental',
  'paid time off',
  'bonuses',
  'profit sharing',
  'childcare',
  'gratuity',
  'paid holidays',
  'tuition assistance',
  'discounts',
  'housing',
  'company car',
  'company phone',
  'stock options',
  'flexible spending',
  'free parking',
  'maternity',
  'paternity',
  'paid medical leave',
  'family benefit coverage',
  'domestic partner coverage',
] as const;

export const INDUSTRY_TYPES = [
  'Pharmaceutical',
  'Biotechnology',
  'Medical Equipment',
  'Medical Distribution',
  'Medical Facilities',
  'Managed Healthcare',
  'All Support Auxiliary Services',
] as const;

export const INDIVIDUAL_VISIBILITY_FIELDS = [
  'email',
  'about',
  'phone',
  'address',
  'reviews',
  'occupation',
  'educations',
  'licenses',
  'awards',
  'certificates',
  'work_experiences',
  'publications',
  'skills',
] as const;

export const ORGANIZATION_VISIBILITY_FIELDS = [
  'video_spotlight',
  'experiences',
  'address',
  'review',
  'phone_no',
  'website',
  'message',
  'contact_info',
  'health_care_facility',
  'about_the_facility',
  'mission',
  'media',
  'language',
  'research',
  'services',
  'community',
  'volunteer',
] as const;

export const SOCIAL_LINKS = ['facebook', 'twitter', 'instagram', 'linked_in'] as const;

export const IMAGE_TYPES = ['jpg', 'jpeg', 'gif', 'png'] as const;
export const VIDEO_TYPES = ['mp4', 'mpeg', 'mov', 'avi', 'ogx', 'oga', 'ogv', 'ogg', 'webm', 'qt'] as const;
export const COVER_IMAGE = 'COVER_IMAGE';

export const TOUR_STATUSES = ['not_started', 'in_progress', 'skipped', 'completed'] as const;

/** Individual categories chosen on /individual/{slug}/choose. */
export const INDIVIDUAL_CATEGORIES = ['professional', 'candidate', 'service_provider'] as const;

/** Specialties offered by `GET specialty`; ordered as a recruiter would scan them. */
export const SPECIALTIES = [
  'Registered Nurse (RN)',
  'Licensed Practical Nurse (LPN)',
  'Certified Nursing Assistant (CNA)',
  'Nurse Practitioner (NP)',
  'Physician (MD/DO)',
  'Physician Assistant (PA)',
  'Physical Therapist',
  'Occupational Therapist',
  'Speech-Language Pathologist',
  'Respiratory Therapist',
  'Pharmacist',
  'Pharmacy Technician',
  'Medical Assistant',
  'Radiologic Technologist',
  'Surgical Technologist',
  'Medical Laboratory Scientist',
  'Paramedic / EMT',
  'Dentist',
  'Dental Hygienist',
  'Behavioral Health Counselor',
  'Healthcare Administrator',
  'Medical Coder / Biller',
] as const;

export const PLAN_BASIC = 'Basic Plan';

export const UI_TIMINGS = {
  signInModalDelayMs: 5000,
  toastMs: 2000,
  activationFlagResetMs: 2000,
  verificationFlagResetMs: 5000,
  loadingOverlayMs: 3000,
  modalWidth: 700,
} as const;

export const PAGINATION = {
  jobs: { page: 1, perPage: 5 },
  applicants: { page: 1, pageSize: 10 },
  admin: { page: 1, pageSize: 5 },
  ads: { pageSize: 5 },
  network: { page: 1, perPage: 25 },
} as const;

/** Categories of spec §2 with their page title and description. */
export const CATEGORIES = [
  {
    id: 'nursing-jobs',
    title: 'Nursing Jobs',
    description: 'RN, LPN, CNA and nurse practitioner openings across hospitals, clinics and home care.',
  },
  {
    id: 'physicians-jobs',
    title: 'Physician Jobs',
    description: 'Permanent and locum positions for physicians and surgeons in every specialty.',
  },
  {
    id: 'therapy-jobs',
    title: 'Therapy Jobs',
    description: 'Physical, occupational, speech and respiratory therapy roles.',
  },
  {
    id: 'medical-jobs',
    title: 'Medical Jobs',
    description: 'Allied health, technologist, assistant and laboratory positions.',
  },
  {
    id: 'finance-jobs',
    title: 'Healthcare Finance Jobs',
    description: 'Billing, coding, revenue-cycle and administration roles in health care.',
  },
] as const;

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const EMPLOYMENT_TYPES = [
  'full-time',
  'part-time',
  'per diem',
  'travel',
  'contract',
  'internship',
  'volunteer',
] as const;

/** Organization permission catalogue (GET permissions): every organization capability. */
export const ORG_PERMISSIONS = [
  { key: 'profile', label: 'Organization profile' },
  { key: 'jobs', label: 'Jobs and question bank' },
  { key: 'applicants', label: 'Applicants' },
  { key: 'interviews', label: 'Interviews' },
  { key: 'services', label: 'Services' },
  { key: 'galleries', label: 'Service galleries' },
  { key: 'ads', label: 'Advertisements' },
  { key: 'messages', label: 'Messages' },
  { key: 'billing', label: 'Billing and plans' },
  { key: 'wallet', label: 'Wallet' },
  { key: 'analytics', label: 'Analytics' },
  { key: 'users', label: 'Team members and invitations' },
  { key: 'roles', label: 'Roles and permissions' },
] as const;
export type OrgPermission = (typeof ORG_PERMISSIONS)[number]['key'];
export const ORG_PERMISSION_KEYS = ORG_PERMISSIONS.map((p) => p.key) as [OrgPermission, ...OrgPermission[]];

/** Super-admin permission catalogue (admin/get-all-permissions). */
export const ADMIN_PERMISSIONS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'users', label: 'Users' },
  { key: 'organizations', label: 'Organizations and approvals' },
  { key: 'jobs', label: 'Jobs' },
  { key: 'services', label: 'Services, requests and galleries' },
  { key: 'ads', label: 'Advertisements' },
  { key: 'groups', label: 'Groups' },
  { key: 'payments', label: 'Payments' },
  { key: 'reports', label: 'Reports and abuse' },
  { key: 'roles', label: 'Admin roles' },
] as const;
export const ADMIN_PERMISSION_KEYS = ADMIN_PERMISSIONS.map((p) => p.key) as [string, ...string[]];
export type AdminPermission = (typeof ADMIN_PERMISSIONS)[number]['key'];

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;
/** Where an organization stands with the super admin's review. */
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const ORG_ITEM_KINDS = ['volunteer', 'community', 'facility', 'research'] as const;
export const QUESTION_TYPES = ['text', 'yes_no', 'multiple_choice'] as const;

export const JOB_EMPLOYMENT_TYPES = ['full-time', 'part-time', 'per diem', 'travel', 'contract'] as const;
export const JOB_SHIFTS = ['day', 'night', 'rotating', 'evening', 'weekend'] as const;
export const PAY_PERIODS = ['hour', 'shift', 'week', 'month', 'year'] as const;
export const JOB_STATUSES = ['draft', 'published', 'archived', 'closed'] as const;
export const JOB_CATEGORIES = ['nursing', 'physicians', 'therapy', 'medical', 'finance'] as const;

/**
 * Tokens earned for actions that make the marketplace better (the /hctl-tokens page lists them).
 * Each is granted once per subject (a referred user, a profile, a license, a hire).
 */
export const REWARDS = [
  {
    key: 'referral_verified',
    title: 'Refer a colleague',
    description: 'A person who signs up with your referral code verifies their e-mail.',
    tokens: 50,
  },
  {
    key: 'profile_completed',
    title: 'Complete your profile',
    description: 'Your profile reaches 100% and is published.',
    tokens: 25,
  },
  {
    key: 'license_verified',
    title: 'Verify a license',
    description: 'One of your licenses is verified.',
    tokens: 20,
  },
  {
    key: 'hired',
    title: 'Get hired on HCTL',
    description: 'You are hired through a job posted on HCTL (the hiring organization earns tokens too).',
    tokens: 100,
  },
  {
    key: 'org_hire',
    title: 'Hire on HCTL',
    description: 'Your organization hires a candidate who applied on HCTL.',
    tokens: 50,
  },
] as const;
export type RewardKey = (typeof REWARDS)[number]['key'];

/** Stripe's documented test cards, accepted by the local test gateway (the default, offline). */
export const TEST_CARDS = [
  { number: '4242424242424242', brand: 'visa', outcome: 'succeeds' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'succeeds' },
  { number: '378282246310005', brand: 'amex', outcome: 'succeeds' },
  { number: '4000000000000002', brand: 'visa', outcome: 'card_declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds' },
  { number: '4000000000000069', brand: 'visa', outcome: 'expired_card' },
  { number: '4000000000000127', brand: 'visa', outcome: 'incorrect_cvc' },
  { number: '4000000000000341', brand: 'visa', outcome: 'attach_ok_charge_declined' },
] as const;

/** What a complete individual profile has (dashboard meter; the profile_completed reward). */
export const PROFILE_COMPLETENESS_FIELDS = [
  ['occupation', 'Headline'],
  ['specialty', 'Specialty'],
  ['about', 'About'],
  ['phone_number', 'Phone'],
  ['address', 'Address'],
  ['languages', 'Languages'],
  ['profile_image', 'Profile photo'],
] as const;

export function profileCompleteness(
  a: Partial<Record<(typeof PROFILE_COMPLETENESS_FIELDS)[number][0], unknown>>,
) {
  const missing = PROFILE_COMPLETENESS_FIELDS.filter(([k]) => {
    const v = a[k];
    return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
  }).map(([, label]) => label);
  const n = PROFILE_COMPLETENESS_FIELDS.length;
  return { percent: Math.round(((n - missing.length) / n) * 100), missing };
}

/** How a meeting's date and time are written (an interview), on the web and in messages alike. */
export const MEETING_TIME_FORMAT: Readonly<Intl.DateTimeFormatOptions> = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/** Interview statuses after which nothing changes any more. */
export const INTERVIEW_FINAL_STATUSES: readonly string[] = ['rejected', 'no_show', 'cancelled', 'completed'];
/**
 * Which status each interview change may come from (spec §4: accept, reject, confirm, reschedule,
 * request reschedule, no-show). The API refuses other changes; the web app offers only these.
 */
export const INTERVIEW_CHANGES_FROM: Readonly<Record<string, readonly string[]>> = {
  accepted: ['scheduled', 'rescheduled'],
  rejected: ['scheduled', 'rescheduled', 'accepted', 'confirmed'],
  reschedule_requested: ['scheduled', 'rescheduled', 'accepted', 'confirmed'],
  confirmed: ['accepted'],
  rescheduled: ['scheduled', 'reschedule_requested', 'accepted', 'confirmed', 'rescheduled'],
  no_show: ['accepted', 'confirmed'],
  cancelled: ['scheduled', 'reschedule_requested', 'accepted', 'confirmed', 'rescheduled'],
  completed: ['accepted', 'confirmed'],
};
/** Whether an interview in `current` may change to `next`. */
export const canChangeInterview = (current: string, next: string) =>
  !INTERVIEW_FINAL_STATUSES.includes(current) && (INTERVIEW_CHANGES_FROM[next]?.includes(current) ?? false);
// Applicant statuses live here, free of zod, so the pages that only read them stay light.
/**
 * The statuses the organization moves an applicant between. `withdrawn` is the candidate's own
 * (individual/job/application/{id}/withdraw) and is never set by the organization.
 */
export const PIPELINE_STATUSES = [
  'applied',
  'reviewed',
  'shortlisted',
  'interview',
  'offered',
  'hired',
  'rejected',
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];
export const APPLICATION_STATUSES = [...PIPELINE_STATUSES, 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Statuses a candidate may still withdraw from: not once hired or turned down (nor withdrawn). */
export const WITHDRAWABLE_STATUSES: readonly ApplicationStatus[] = [
  'applied',
  'reviewed',
  'shortlisted',
  'interview',
  'offered',
];
/** Statuses before the interview: moving an applicant back to one calls off their open interviews. */
export const PRE_INTERVIEW_STATUSES: readonly ApplicationStatus[] = ['applied', 'reviewed', 'shortlisted'];

/** Applicant statuses the pipeline may still shortlist. */
export const SHORTLISTABLE_STATUSES: readonly string[] = ['applied', 'reviewed'];
/**
 * Statuses the pipeline offers "Schedule interview" from (scheduling moves the applicant to
 * `interview`). The API also takes another round from `interview` itself; not after an offer.
 */
export const INTERVIEWABLE_STATUSES: readonly string[] = ['applied', 'reviewed', 'shortlisted'];

/**
 * Resized images (spec §9, §7's image helper): the widths `GET /image` makes, device widths for
 * photos and covers, icon widths for avatars and logos; the default quality; how far ahead of the
 * viewport images start loading.
 */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
export const IMAGE_ICON_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384] as const;
export const IMAGE_WIDTHS: readonly number[] = [...IMAGE_ICON_WIDTHS, ...IMAGE_DEVICE_WIDTHS];
export const IMAGE_QUALITY = 75;
export const IMAGE_LAZY_MARGIN = '200px';
/** Who an image stands for: picks its blur placeholder. */
export const IMAGE_PLACEHOLDER_TYPES = ['individual', 'organization', 'group'] as const;

/** Featured carousels (spec §9): slides per view by viewport (widest first), autoplay and transition. */
export const CAROUSEL = {
  slidesPerView: 4,
  below: [
    { maxWidth: 1440, slides: 3 },
    { maxWidth: 1024, slides: 2 },
    { maxWidth: 768, slides: 1 },
  ],
  autoplayMs: 5000,
  speedMs: 500,
} as const;

/** The longest search the API reads (`searchWords`); search boxes stop there. */
export const SEARCH_WORDS_MAX = 200;
