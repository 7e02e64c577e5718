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
  /**
   * Suspends an employer with a reason: its live jobs paused and its scheduled ones back in review (each
   * logged with the actor and the reason), its people signed out; the database keeps its jobs off the
   * board and its people out until lifted. Null when there is no such employer. `reason` null lifts it
   * (jobs stay paused: their people resume them).
   */
  suspendEmployer(id: string, reason: string | null, actor: string): Promise<{ employer: Employer; paused: number; signedOut: number } | null>;
}
