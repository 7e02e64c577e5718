/**
 * The role a job is for, and its O*NET-SOC occupation: JobPosting's occupationalCategory and
 * the board's role filter. Until jobs carry a role column, it is derived from the title, the way the
 * migration will derive it for existing rows.
 */
export const ROLES = ['pt', 'pta', 'ot', 'cota', 'other'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  pt: 'Physical Therapist',
  pta: 'Physical Therapist Assistant',
  ot: 'Occupational Therapist',
  cota: 'Occupational Therapy Assistant',
  other: 'Other',
};

/** The letters PTs and OTs use themselves, for the board's narrow filter. */
export const ROLE_SHORT_LABELS: Record<Role, string> = { pt: 'PT', pta: 'PTA', ot: 'OT', cota: 'COTA', other: 'Other' };

/** O*NET-SOC codes; "other" (directors, hand therapists of either profession) falls back to PT's. */
export const ROLE_ONET: Record<Role, string> = {
  pt: '29-1123.00',
  pta: '31-2021.00',
  ot: '29-1122.00',
  cota: '31-2011.00',
  other: '29-1123.00',
};

/** The role a title names: assistants before therapists ("Physical Therapist Assistant" is a PTA). */
export function deriveRole(title: string): Role {
  const t = title.toLowerCase();
  if (/\bcota\b|occupational therap(y|ist) assistant/.test(t)) return 'cota';
  if (/\bpta\b|physical therap(y|ist) assistant/.test(t)) return 'pta';
  if (/\bot\b|\botr\b|occupational therap/.test(t)) return 'ot';
  if (/\bpt\b|\bdpt\b|physical therap|physiotherap/.test(t)) return 'pt';
  return 'other';
}
