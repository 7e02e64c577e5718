import { describe, expect, it } from 'vitest';
import { deriveRole, ROLE_ONET } from './job-role';

describe('job role', () => {
  it('reads the role from the title, assistants first', () => {
    expect(deriveRole('Outpatient Orthopedic Physical Therapist')).toBe('pt');
    expect(deriveRole('Physical Therapist Assistant - SNF')).toBe('pta');
    expect(deriveRole('Home Health PTA - Partner Agency')).toBe('pta');
    expect(deriveRole('Pediatric Occupational Therapist')).toBe('ot');
    expect(deriveRole('Outpatient OT')).toBe('ot');
    expect(deriveRole('COTA - Skilled Nursing')).toBe('cota');
    expect(deriveRole('Occupational Therapy Assistant')).toBe('cota');
    expect(deriveRole('Home Health PT - East Bay')).toBe('pt');
    expect(deriveRole('Clinic Director')).toBe('other');
  });
  it('maps each role to its O*NET occupation', () => {
    expect(ROLE_ONET.pt).toBe('29-1123.00');
    expect(ROLE_ONET.pta).toBe('31-2021.00');
    expect(ROLE_ONET.ot).toBe('29-1122.00');
  });
});
