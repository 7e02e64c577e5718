/** An employer as the store reads it and the staff API answers. Types only: the console and the server share them. */
export interface Employer {
  id: string;
  name: string;
  legal_entity: string;
  license_number: string | null;
  license_state: string | null;
  verified_by: string | null;
  verified_at: string | null;
  created_at: string;
  jobs: number;
  /** What a claim stated (a person who signed in and named the practice) and how many people it has. */
  work_address: string | null;
  claimed_by: string | null;
  people: number;
  /** A suspension: when, why and by whom (its jobs paused, its people signed out). */
  suspended_at: string | null;
  suspended_reason: string | null;
  suspended_by: string | null;
  /** The employer's key for the posting form, in the answer to its verification only (then only its hash is kept). */
  posting_key?: string;
}
