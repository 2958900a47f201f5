import type { licenseTypeView } from '@hctl/contracts';
import type { z } from 'zod';

/** License types offered by `GET license-list` for the license form (decision: the spec's 'full license list'). */
export const LICENSE_TYPES: z.infer<typeof licenseTypeView>[] = [
  { code: 'RN', name: 'Registered Nurse' },
  { code: 'LPN', name: 'Licensed Practical Nurse' },
  { code: 'LVN', name: 'Licensed Vocational Nurse' },
  { code: 'APRN', name: 'Advanced Practice Registered Nurse' },
  { code: 'NP', name: 'Nurse Practitioner' },
  { code: 'CNA', name: 'Certified Nursing Assistant' },
  { code: 'MD', name: 'Doctor of Medicine' },
  { code: 'DO', name: 'Doctor of Osteopathic Medicine' },
  { code: 'PA', name: 'Physician Assistant' },
  { code: 'PT', name: 'Physical Therapist' },
  { code: 'PTA', name: 'Physical Therapist Assistant' },
  { code: 'OT', name: 'Occupational Therapist' },
  { code: 'SLP', name: 'Speech-Language Pathologist' },
  { code: 'RRT', name: 'Registered Respiratory Therapist' },
  { code: 'RPh', name: 'Pharmacist' },
  { code: 'CPhT', name: 'Pharmacy Technician' },
  { code: 'EMT', name: 'Emergency Medical Technician' },
  { code: 'Paramedic', name: 'Paramedic' },
  { code: 'DDS', name: 'Dentist' },
  { code: 'RDH', name: 'Dental Hygienist' },
  { code: 'LCSW', name: 'Licensed Clinical Social Worker' },
  { code: 'LPC', name: 'Licensed Professional Counselor' },
  { code: 'RT(R)', name: 'Radiologic Technologist' },
];
