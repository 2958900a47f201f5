import type { Executor } from '../client';
import { serviceCategories, serviceSubCategories } from '../schema/services';
import { fromExcluded } from './upsert';

export interface CategorySeed {
  slug: string;
  name: string;
  description: string;
  /** The job category whose jobs the category page lists (the five job pages of the home page). */
  job_category?: string;
  /** Offering services here needs a verified, unexpired license of one of these types (any case). */
  license_types?: string[];
  subs: [slug: string, name: string][];
}

const RN = ['Registered Nurse (RN)', 'Registered Nurse', 'RN'];
const LPN = ['Licensed Practical Nurse (LPN)', 'Licensed Practical Nurse', 'LPN', 'LVN'];
const NP = ['Nurse Practitioner (NP)', 'Nurse Practitioner', 'NP', 'APRN'];
const MD = ['Physician (MD/DO)', 'Physician', 'MD', 'DO'];
const PA = ['Physician Assistant (PA)', 'Physician Assistant', 'PA', 'PA-C'];
const THERAPY = [
  'Physical Therapist',
  'PT',
  'Physical Therapist Assistant',
  'PTA',
  'Occupational Therapist',
  'OT',
  'Certified Occupational Therapy Assistant',
  'COTA',
  'Speech-Language Pathologist',
  'SLP',
  'Respiratory Therapist',
  'RRT',
];

/**
 * The service taxonomy: the five job category pages of the home page (they list jobs and services)
 * followed by the health-care service categories. Order here is the order of `GET categories`.
 */
export const SERVICE_CATEGORIES: CategorySeed[] = [
  {
    slug: 'nursing-jobs',
    name: 'Nursing Jobs',
    description: 'RN, LPN, CNA and nurse practitioner openings across hospitals, clinics and home care.',
    job_category: 'nursing',
    license_types: [...RN, ...LPN, ...NP],
    subs: [
      ['private-duty-nursing', 'Private duty nursing'],
      ['per-diem-shifts', 'Per diem shifts'],
      ['wound-care', 'Wound care'],
      ['infusion-therapy', 'Infusion therapy'],
      ['pediatric-nursing', 'Pediatric nursing'],
      ['nurse-consulting', 'Nurse consulting'],
    ],
  },
  {
    slug: 'physicians-jobs',
    name: 'Physician Jobs',
    description: 'Permanent and locum positions for physicians and surgeons in every specialty.',
    job_category: 'physicians',
    license_types: [...MD, ...PA],
    subs: [
      ['locum-tenens', 'Locum tenens'],
      ['second-opinions', 'Second opinions'],
      ['medical-director', 'Medical director services'],
      ['house-calls', 'House calls'],
      ['chart-review', 'Chart review'],
    ],
  },
  {
    slug: 'therapy-jobs',
    name: 'Therapy Jobs',
    description: 'Physical, occupational, speech and respiratory therapy roles.',
    job_category: 'therapy',
    license_types: THERAPY,
    subs: [
      ['contract-therapy', 'Contract therapy'],
      ['school-based-therapy', 'School-based therapy'],
      ['travel-therapy', 'Travel therapy'],
      ['therapy-coverage', 'Therapy coverage'],
    ],
  },
  {
    slug: 'medical-jobs',
    name: 'Medical Jobs',
    description: 'Allied health, technologist, assistant and laboratory positions.',
    job_category: 'medical',
    subs: [
      ['medical-assistants', 'Medical assistants'],
      ['phlebotomy', 'Phlebotomy'],
      ['surgical-technology', 'Surgical technology'],
      ['emt-paramedic', 'EMT and paramedic services'],
      ['patient-transport', 'Patient transport'],
    ],
  },
  {
    slug: 'finance-jobs',
    name: 'Healthcare Finance Jobs',
    description: 'Billing, coding, revenue-cycle and administration roles in health care.',
    job_category: 'finance',
    subs: [
      ['revenue-cycle', 'Revenue cycle management'],
      ['practice-accounting', 'Practice accounting'],
      ['payroll', 'Payroll and benefits'],
      ['financial-audits', 'Financial audits'],
    ],
  },
  {
    slug: 'home-health-care',
    name: 'Home Health Care',
    description: 'Skilled nursing, personal care and companionship delivered in the patient’s home.',
    license_types: [
      ...RN,
      ...LPN,
      'Certified Nursing Assistant (CNA)',
      'Certified Nursing Assistant',
      'CNA',
      'Home Health Aide (HHA)',
      'Home Health Aide',
      'HHA',
    ],
    subs: [
      ['skilled-nursing-visits', 'Skilled nursing visits'],
      ['personal-care', 'Personal care and bathing'],
      ['companion-care', 'Companion care'],
      ['post-surgical-care', 'Post-surgical care'],
      ['medication-management', 'Medication management'],
      ['respite-care', 'Respite care'],
      ['hospice-support', 'Hospice and palliative support'],
    ],
  },
  {
    slug: 'medical-staffing',
    name: 'Medical Staffing',
    description: 'Agencies and recruiters placing nurses, physicians and allied staff, short or long term.',
    subs: [
      ['travel-nurse-staffing', 'Travel nurse staffing'],
      ['per-diem-staffing', 'Per diem staffing'],
      ['locum-staffing', 'Locum tenens staffing'],
      ['allied-staffing', 'Allied health staffing'],
      ['executive-search', 'Executive search'],
      ['credentialing', 'Credentialing and onboarding'],
    ],
  },
  {
    slug: 'medical-billing-and-coding',
    name: 'Medical Billing and Coding',
    description: 'Claims, coding, denials and revenue-cycle services for practices and facilities.',
    subs: [
      ['claims-submission', 'Claims submission'],
      ['icd-cpt-coding', 'ICD-10 and CPT coding'],
      ['denial-management', 'Denial management'],
      ['coding-audits', 'Coding audits'],
      ['patient-billing', 'Patient statements and collections'],
      ['payer-credentialing', 'Payer enrollment and credentialing'],
    ],
  },
  {
    slug: 'telehealth',
    name: 'Telehealth',
    description: 'Virtual visits, remote monitoring and tele-consultations by licensed clinicians.',
    license_types: [...MD, ...NP, ...PA, ...RN],
    subs: [
      ['virtual-primary-care', 'Virtual primary care'],
      ['remote-patient-monitoring', 'Remote patient monitoring'],
      ['tele-consultations', 'Specialist tele-consultations'],
      ['telepsychiatry', 'Telepsychiatry'],
      ['nurse-triage-lines', 'Nurse triage lines'],
    ],
  },
  {
    slug: 'rehabilitation-therapy',
    name: 'Physical, Occupational and Speech Therapy',
    description: 'Rehabilitation at home, in clinics and in schools by licensed therapists.',
    license_types: THERAPY,
    subs: [
      ['physical-therapy', 'Physical therapy'],
      ['occupational-therapy', 'Occupational therapy'],
      ['speech-therapy', 'Speech and language therapy'],
      ['respiratory-therapy', 'Respiratory therapy'],
      ['pediatric-therapy', 'Pediatric therapy'],
      ['sports-rehabilitation', 'Sports rehabilitation'],
    ],
  },
  {
    slug: 'behavioral-and-mental-health',
    name: 'Behavioral and Mental Health',
    description: 'Counseling, therapy and psychiatric care for individuals, families and groups.',
    license_types: [
      'Licensed Clinical Social Worker (LCSW)',
      'Licensed Clinical Social Worker',
      'LCSW',
      'Licensed Professional Counselor (LPC)',
      'Licensed Professional Counselor',
      'LPC',
      'Licensed Marriage and Family Therapist (LMFT)',
      'LMFT',
      'Psychologist',
      'Psychiatrist',
      'Behavioral Health Counselor',
      'Psychiatric Mental Health Nurse Practitioner (PMHNP)',
      'PMHNP',
    ],
    subs: [
      ['individual-counseling', 'Individual counseling'],
      ['family-therapy', 'Couples and family therapy'],
      ['substance-use', 'Substance use treatment'],
      ['psychiatric-evaluation', 'Psychiatric evaluation'],
      ['group-therapy', 'Group therapy'],
      ['crisis-support', 'Crisis support'],
    ],
  },
  {
    slug: 'lab-and-diagnostics',
    name: 'Lab and Diagnostics',
    description: 'Mobile phlebotomy, laboratory testing and diagnostic imaging services.',
    license_types: [
      'Medical Laboratory Scientist',
      'MLS',
      'Medical Laboratory Technician',
      'MLT',
      'Radiologic Technologist',
      'RT(R)',
      'Certified Phlebotomy Technician',
      'CPT',
      'Diagnostic Medical Sonographer',
      'RDMS',
    ],
    subs: [
      ['mobile-phlebotomy', 'Mobile phlebotomy'],
      ['clinical-lab-testing', 'Clinical lab testing'],
      ['mobile-imaging', 'Mobile X-ray and imaging'],
      ['ultrasound', 'Ultrasound'],
      ['covid-testing', 'Infectious disease testing'],
    ],
  },
  {
    slug: 'medical-equipment-and-supplies',
    name: 'Medical Equipment and Supplies',
    description: 'Durable medical equipment, supplies, rentals and repair for homes and facilities.',
    subs: [
      ['durable-medical-equipment', 'Durable medical equipment'],
      ['mobility-aids', 'Wheelchairs and mobility aids'],
      ['respiratory-equipment', 'Oxygen and respiratory equipment'],
      ['equipment-repair', 'Equipment repair and calibration'],
      ['medical-supplies', 'Medical and surgical supplies'],
      ['equipment-rental', 'Equipment rental'],
    ],
  },
  {
    slug: 'training-and-continuing-education',
    name: 'Training and Continuing Education',
    description: 'Certifications, CE credits and in-service training for health-care teams.',
    subs: [
      ['bls-acls', 'BLS, ACLS and PALS'],
      ['ce-courses', 'Continuing education courses'],
      ['exam-prep', 'Licensing exam preparation'],
      ['compliance-training', 'Compliance and HIPAA training'],
      ['clinical-skills', 'Clinical skills workshops'],
    ],
  },
  {
    slug: 'healthcare-consulting',
    name: 'Healthcare Consulting',
    description: 'Operations, compliance, accreditation and technology advice for providers.',
    subs: [
      ['compliance-consulting', 'Compliance and HIPAA'],
      ['accreditation', 'Accreditation readiness'],
      ['practice-management', 'Practice management'],
      ['ehr-implementation', 'EHR implementation'],
      ['quality-improvement', 'Quality improvement'],
      ['strategy', 'Strategy and growth'],
    ],
  },
  {
    slug: 'pharmacy-services',
    name: 'Pharmacy Services',
    description: 'Medication reviews, compounding, delivery and consultant pharmacist services.',
    license_types: ['Pharmacist', 'PharmD', 'RPh'],
    subs: [
      ['medication-therapy-management', 'Medication therapy management'],
      ['consultant-pharmacist', 'Consultant pharmacist'],
      ['compounding', 'Compounding'],
      ['prescription-delivery', 'Prescription delivery'],
    ],
  },
  {
    slug: 'senior-care',
    name: 'Senior Care',
    description: 'Assisted living placement, adult day care and care management for older adults.',
    subs: [
      ['care-management', 'Geriatric care management'],
      ['adult-day-care', 'Adult day care'],
      ['placement-services', 'Assisted living placement'],
      ['dementia-care', 'Dementia and memory care'],
    ],
  },
];

/**
 * Writes the taxonomy, by slug: existing rows are updated (names, descriptions, license rules,
 * order), new ones added; nothing is deleted, so services keep their categories across releases.
 */
export async function seedServiceCategories(db: Executor) {
  const rows = await db
    .insert(serviceCategories)
    .values(
      SERVICE_CATEGORIES.map((c, i) => ({
        slug: c.slug,
        name: c.name,
        description: c.description,
        job_category: c.job_category ?? null,
        requires_license: (c.license_types?.length ?? 0) > 0,
        license_types: c.license_types ?? [],
        position: i,
      })),
    )
    .onConflictDoUpdate({
      target: serviceCategories.slug,
      set: fromExcluded(serviceCategories, [
        'name',
        'description',
        'job_category',
        'requires_license',
        'license_types',
        'position',
      ]),
    })
    .returning({ id: serviceCategories.id, slug: serviceCategories.slug });
  const idOf = new Map(rows.map((r) => [r.slug, r.id]));
  await db
    .insert(serviceSubCategories)
    .values(
      SERVICE_CATEGORIES.flatMap((c) =>
        c.subs.map(([slug, name], i) => ({ category_id: idOf.get(c.slug)!, slug, name, position: i })),
      ),
    )
    .onConflictDoUpdate({
      target: [serviceSubCategories.category_id, serviceSubCategories.slug],
      set: fromExcluded(serviceSubCategories, ['name', 'position']),
    });
}
