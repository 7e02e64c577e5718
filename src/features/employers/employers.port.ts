/** The employers store: listed for staff, created, verified with a licence, and merged. Implemented once in SQL (employers.store.ts). */
import type { Employer } from './employer-records';

export type { Employer } from './employer-records';

export interface EmployerStore {
  listEmployers(): Promise<Employer[]>;
  /** Throws PolicyRefusal for a duplicate (same legal entity and name). */
  createEmployer(e: { name: string; legal_entity: string; license_number?: string | null; license_state?: string | null }): Promise<Employer>;
  verifyEmployer(id: string, licence: { license_number: string; license_state: string }, actor: string): Promise<Employer | null>;
  /**
   * Moves an unverified employer's postings to another employer and removes the unverified record (a
   * posting typed under a verified employer's name lands apart until staff say it is theirs). Null when
   * either is missing or `from` is verified; the posting rules (one brand, duplicates) refuse by name.
   */
  mergeEmployer(from: string, into: string, actor: string): Promise<{ employer: Employer; moved: number } | null>;
}
