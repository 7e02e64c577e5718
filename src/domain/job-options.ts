/** Option lists and labels. No zod here: islands import this module. */
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'per-diem'] as const;
/** The spec's six settings, plus 'remote' (telehealth), which the spec's structured data maps to TELECOMMUTE. */
export const SETTINGS = ['outpatient', 'inpatient', 'home-health', 'skilled-nursing', 'acute-care', 'pediatric', 'remote'] as const;
export const SPECIALTIES = [
  'orthopedic',
  'pediatrics',
  'geriatric',
  'neurology',
  'primary-care',
  'sports-medicine',
  'cardiopulmonary',
  'women-health',
  'hand-therapy',
] as const;
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior', 'all-levels'] as const;

export type JobType = (typeof JOB_TYPES)[number];
export type Setting = (typeof SETTINGS)[number];
export type Specialty = (typeof SPECIALTIES)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];

/** Human labels for option lists (filters, badges). */
export const JOB_TYPE_LABELS: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  'per-diem': 'Per Diem',
};
export const SETTING_LABELS: Record<Setting, string> = {
  outpatient: 'Outpatient',
  inpatient: 'Inpatient',
  'home-health': 'Home Health',
  'skilled-nursing': 'Skilled Nursing',
  'acute-care': 'Acute Care',
  pediatric: 'Pediatric',
  remote: 'Remote / Telehealth',
};
export const SPECIALTY_LABELS: Record<Specialty, string> = {
  orthopedic: 'Orthopedic',
  pediatrics: 'Pediatrics',
  geriatric: 'Geriatric',
  neurology: 'Neurology',
  'primary-care': 'Primary Care',
  'sports-medicine': 'Sports Medicine',
  cardiopulmonary: 'Cardiopulmonary',
  'women-health': "Women's Health",
  'hand-therapy': 'Hand Therapy',
};

/** Schedule tags, stored comma-separated. */
export const SCHEDULES = ['4x10', 'days', 'evenings', 'weekends', 'prn'] as const;
export const SCHEDULE_LABELS: Record<(typeof SCHEDULES)[number], string> = {
  '4x10': 'Four 10-hour days',
  days: 'Day shifts',
  evenings: 'Evenings',
  weekends: 'Weekends',
  prn: 'PRN (as needed)',
};
/** Schedule tags in SCHEDULES order (the store keeps them as typed): one spelling per set, for the board's index. */
export function canonicalSchedule(schedule: string | null): string | null {
  if (!schedule) return null;
  const tags = schedule.split(',').map((t) => t.trim());
  return SCHEDULES.filter((t) => tags.includes(t)).join(',') || null;
}
export const NEW_GRAD = ['none', 'informal', 'structured', 'residency'] as const;
export const NEW_GRAD_LABELS: Record<(typeof NEW_GRAD)[number], string> = {
  none: 'Experienced therapists only',
  informal: 'New grads welcome, informal mentoring',
  structured: 'New grads welcome, structured mentorship',
  residency: 'New-grad residency program',
};

/** Who employs: a nonprofit or a government employer qualifies for Public Service Loan Forgiveness. */
export const EMPLOYER_TYPES = ['nonprofit', 'government', 'for_profit'] as const;
export const EMPLOYER_TYPE_LABELS: Record<(typeof EMPLOYER_TYPES)[number], string> = {
  nonprofit: 'Nonprofit',
  government: 'Government',
  for_profit: 'For-profit',
};
/** Nonprofit and government employers are PSLF-eligible. */
export const isPslfEligible = (type: string | null | undefined): boolean => type === 'nonprofit' || type === 'government';
