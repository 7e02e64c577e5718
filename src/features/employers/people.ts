/**
 * An employer's people and claims: one typed input schema for the page and the handlers (the database
 * applies the same rules), and what the account answer holds. Browser-safe.
 */
import { z } from 'zod';
import { US_STATES } from '~/domain/us-states';

const text = (max: number, what: string) => z.string().trim().min(1, `Enter ${what}`).max(max, `At most ${max} characters`);
const email = z.string().trim().toLowerCase().max(254, 'At most 254 characters').pipe(z.email('Enter an email address like name@clinic.com'));

export const claimSchema = z
  .object({
    name: text(200, 'the practice’s name as patients know it'),
    legalEntity: text(200, 'the legal entity (as on the licence)'),
    licenseNumber: text(60, 'the facility or PT licence number'),
    licenseState: z.string().refine((s) => Object.hasOwn(US_STATES, s), 'Choose the state that issued the licence'),
    workAddress: text(300, 'a work address (street, city, state)'),
  })
  .strict();
export type Claim = z.infer<typeof claimSchema>;

const id = z.string().regex(/^\d{1,18}$/, 'Choose a practice');
export const inviteSchema = z.object({ employerId: id, email }).strict();
export const removeSchema = z.object({ employerId: id, userId: z.uuid('Choose a person') }).strict();

export interface EmployerAccount {
  employers: {
    id: string;
    name: string;
    legalEntity: string;
    licenseNumber: string | null;
    licenseState: string | null;
    workAddress: string | null;
    verified: boolean;
    /** The signed-in person's role here. */
    you: 'owner' | 'member';
    people: { userId: string; email: string; role: 'owner' | 'member' }[];
    invites: string[];
  }[];
}
