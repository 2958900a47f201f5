/** Valid bodies for A's profile sections (keys as in sections.config), shared by the world and the table. */
export const SECTION_BODIES: Record<string, Record<string, unknown>> = {
  awards: { title: 'Nurse of the Year', issuer: 'St. Mary Hospital', awarded_on: '2023-05-12' },
  certificates: {
    name: 'BLS Provider',
    issuing_organization: 'American Heart Association',
    issue_date: '2024-01-10',
    expiry_date: '2027-01-10',
  },
  licenses: {
    license_type: 'RN',
    license_number: 'RN-884211',
    issuing_authority: 'Texas Board of Nursing',
    state: 'TX',
    expiry_date: '2028-06-30',
  },
  educations: {
    school: 'University of Texas at Austin',
    degree: 'BSN',
    field_of_study: 'Nursing',
    start_date: '2012-08-20',
    end_date: '2016-05-15',
  },
  skills: { name: 'Ventilator management', level: 'expert', years: 6 },
  work_experiences: {
    title: 'ICU Registered Nurse',
    employer: 'Austin General',
    employment_type: 'full-time',
    start_date: '2016-07-01',
    is_current: true,
  },
  publications: {
    title: 'Early mobility in the ICU',
    publisher: 'Critical Care Nurse',
    published_on: '2021-03-01',
    url: 'https://example.org/paper',
  },
  health_requirements: { requirement: 'flu shot', completed_on: '2025-10-01', expires_on: '2027-10-01' },
};

/** The create call's body: skills are added several at a time. */
export const sectionCreateBody = (key: string) =>
  key === 'skills'
    ? { skills: [{ ...SECTION_BODIES.skills, name: `Skill ${Math.random().toString(36).slice(2, 8)}` }] }
    : SECTION_BODIES[key];
