import { describe, expect, it } from 'vitest';
import { deriveRole, ROLE_ONET } from './job-role';

describe('job role', () => {
  // Assistants first: "Physical Therapist Assistant" is a PTA, not a PT.
  const titles: Record<string, string> = {
    'Outpatient Orthopedic Physical Therapist': 'pt',
    'Physical Therapist Assistant - SNF': 'pta',
    'Home Health PTA - Partner Agency': 'pta',
    'Pediatric Occupational Therapist': 'ot',
    'Outpatient OT': 'ot',
    'COTA - Skilled Nursing': 'cota',
    'Occupational Therapy Assistant': 'cota',
    'Home Health PT - East Bay': 'pt',
    'Clinic Director': 'other',
  };
  it.each(Object.entries(titles))('reads %s as %s', (title, role) => {
    expect(deriveRole(title)).toBe(role);
  });
  it('maps each role to its O*NET occupation', () => {
    expect(ROLE_ONET.pt).toBe('29-1123.00');
    expect(ROLE_ONET.pta).toBe('31-2021.00');
    expect(ROLE_ONET.ot).toBe('29-1122.00');
  });
});
