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
  /** The employer's key for the posting form, in the answer to its verification only (then only its hash is kept). */
  posting_key?: string;
}
