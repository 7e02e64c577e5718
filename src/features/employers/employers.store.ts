/** Employers: listed, created, verified (with the posting key), and an unverified one merged into another; written once in SQL over either driver. */
import { newPostingKey, postingKeyHash } from '~/domain/posting-key';
import type { Sql } from '~/server/db/sql';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { actingAs, refused, serviceRole } from '~/server/store/acting';
import type { EmployerStore } from './employers.port';
import { employer, EMPLOYER_SELECT } from './employer-rows.store';

export function createEmployerStore(sql: Sql): EmployerStore {
  const service = serviceRole(sql);
  const as = actingAs(sql);

  return {
    async listEmployers() {
      const rows = await service((tx) => tx.query(`select ${EMPLOYER_SELECT} from public.employers e order by e.verified_at is not null, e.name limit 1000`));
      return rows.map(employer);
    },

    async createEmployer(e) {
      return refused(() =>
        service(async (tx) => {
          const rows = await tx.query(`insert into public.employers (name, legal_entity, license_number, license_state) values ($1, $2, $3, $4) returning id`, [
            e.name,
            e.legal_entity,
            e.license_number ?? null,
            e.license_state ?? null,
          ]);
          const found = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [rows[0]!.id]);
          return employer(found[0]!);
        }),
      ).catch((error) => {
        if (error instanceof PolicyRefusal && error.rule !== 'check')
          throw new PolicyRefusal('An employer with this legal entity and name exists already', 'employers_entity_name');
        throw error;
      });
    },

    async verifyEmployer(id, licence, actor) {
      if (!/^\d{1,18}$/.test(id)) return null;
      return as(actor, undefined, async (tx) => {
        // A new posting key with each verification, shown once (only its hash is kept).
        const key = newPostingKey();
        const rows = await tx.query(
          `update public.employers set license_number = $2, license_state = $3, verified_by = $4, verified_at = now(), posting_key_hash = $5 where id = $1 returning id`,
          [id, licence.license_number, licence.license_state, actor, await postingKeyHash(key)],
        );
        if (!rows[0]) return null;
        const found = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [id]);
        return { ...employer(found[0]!), posting_key: key };
      });
    },

    async mergeEmployer(from, into, actor) {
      if (!/^\d{1,18}$/.test(from) || !/^\d{1,18}$/.test(into) || from === into) return null;
      return refused(() =>
        as(actor, 'Moved from an unverified employer of the same name', async (tx) => {
          const found = await tx.query(`select id from public.employers where id = $1 and verified_at is null for update`, [from]);
          const target = await tx.query(`select id from public.employers where id = $1`, [into]);
          if (!found[0] || !target[0]) return null;
          const moved = await tx.query(`update public.jobs set employer_id = $2 where employer_id = $1 returning id`, [from, into]);
          await tx.query(`delete from public.employers where id = $1`, [from]);
          const e = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [into]);
          return { employer: employer(e[0]!), moved: moved.length };
        }),
      );
    },

    async suspendEmployer(id, reason, actor) {
      if (!/^\d{1,18}$/.test(id)) return null;
      return refused(() =>
        as(actor, reason ? `Employer suspended: ${reason}` : 'Employer suspension lifted', async (tx) => {
          const found = await tx.query(
            `update public.employers set suspended_at = case when $2::text is null then null else now() end, suspended_reason = $2, suspended_by = case when $2::text is null then null else $3 end
              where id = $1 returning id`,
            [id, reason, actor],
          );
          if (!found[0]) return null;
          let paused = 0;
          let signedOut = 0;
          if (reason) {
            paused += (await tx.query(`update public.jobs set status = 'paused' where employer_id = $1 and status = 'live' returning id`, [id])).length;
            paused += (
              await tx.query(
                `update public.jobs set status = 'pending_review', go_live_at = null where employer_id = $1 and status = 'scheduled' returning id`,
                [id],
              )
            ).length;
            signedOut = (await tx.query(`select public.employer_sign_out($1) as n`, [id]))[0]!.n as number;
          }
          const e = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [id]);
          return { employer: employer(e[0]!), paused, signedOut: Number(signedOut) };
        }),
      );
    },
  };
}
