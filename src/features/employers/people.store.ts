/**
 * An employer's people, as the signed-in person: every query runs under their verified claims, so what
 * they read and change is what row-level security grants (src/features/employers/people.schema.sql).
 * A rule's refusal comes back as PolicyRefusal naming the rule.
 */
import { asRole, type Queryable, type Sql } from '~/server/db/sql';
import { refused } from '~/server/store/acting';
import type { Claim, EmployerAccount } from './people';

type Claims = Record<string, unknown>;

export function createPeopleStore(sql: Sql) {
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => refused(() => asRole(sql, 'authenticated', fn, claims));
  return {
    /** Joins the practices that invited this address, then answers everything the person may see. */
    account(claims: Claims): Promise<EmployerAccount> {
      return as(claims, async (tx) => {
        await tx.query('select public.employer_join()');
        const employers = await tx.query<{
          id: string;
          name: string;
          legal_entity: string;
          license_number: string | null;
          license_state: string | null;
          work_address: string | null;
          verified: boolean;
        }>(
          `select id::text, name, legal_entity, license_number, license_state, work_address, verified_at is not null as verified
             from public.employers order by name, id`,
        );
        const people = await tx.query<{ employer_id: string; user_id: string; email: string; role: 'owner' | 'member' }>(
          'select employer_id::text, user_id::text, email, role from public.my_employer_people()',
        );
        const invites = await tx.query<{ employer_id: string; email: string }>(
          'select employer_id::text, email from public.employer_invites order by created_at',
        );
        return {
          employers: employers.map((e) => ({
            id: e.id,
            name: e.name,
            legalEntity: e.legal_entity,
            licenseNumber: e.license_number,
            licenseState: e.license_state,
            workAddress: e.work_address,
            verified: e.verified,
            you: people.find((p) => p.employer_id === e.id && p.user_id === claims.sub)?.role ?? 'member',
            people: people.filter((p) => p.employer_id === e.id).map((p) => ({ userId: p.user_id, email: p.email, role: p.role })),
            invites: invites.filter((i) => i.employer_id === e.id).map((i) => i.email),
          })),
        };
      });
    },
    claim(claims: Claims, c: Claim): Promise<string> {
      return as(claims, async (tx) => {
        const [row] = await tx.query<{ id: string }>('select public.employer_claim($1, $2, $3, $4, $5)::text as id', [
          c.name,
          c.legalEntity,
          c.licenseNumber,
          c.licenseState,
          c.workAddress,
        ]);
        return row!.id;
      });
    },
    /** True when the invite was stored (a practice the person owns). */
    invite(claims: Claims, employerId: string, email: string): Promise<void> {
      return as(claims, async (tx) => void (await tx.query('insert into public.employer_invites (employer_id, email) values ($1, $2)', [employerId, email])));
    },
    /** True when an invite was withdrawn (row-level security: an owner's). */
    withdraw(claims: Claims, employerId: string, email: string): Promise<boolean> {
      return as(
        claims,
        async (tx) => (await tx.query('delete from public.employer_invites where employer_id = $1 and email = $2 returning 1', [employerId, email])).length > 0,
      );
    },
    /** True when the person was removed (an owner removes anyone; anyone may leave). */
    remove(claims: Claims, employerId: string, userId: string): Promise<boolean> {
      return as(
        claims,
        async (tx) =>
          (await tx.query('delete from public.employer_people where employer_id = $1 and user_id = $2 returning 1', [employerId, userId])).length > 0,
      );
    },
  };
}
