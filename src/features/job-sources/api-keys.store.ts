/**
 * An employer's API keys for its tracking system. Made and revoked by the practice's owners and listed for
 * its people, as the person (api-keys.schema.sql decides who may); read by the jobs API as the service, by
 * the key's SHA-256 (the key itself is shown once and never stored). Web Crypto: the same on Node and workerd.
 */
import { asRole, type Queryable, type Sql } from '~/server/db/sql';
import { refused } from '~/server/store/acting';
import type { ApiKey } from './job-source-records';

type Claims = Record<string, unknown>;

/** A new key: `rmj_` and 32 characters of base64url (24 random bytes). */
function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return `rmj_${btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')}`;
}

async function apiKeyHash(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** What a call's key names: the key and its employer, when the key is live. */
export interface KeyHolder {
  keyId: string;
  /** Who the job's history names: "api:<key name>". */
  actor: string;
  keyName: string;
  employerId: string;
  employerName: string;
  legalEntity: string;
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

export function createApiKeyStore(sql: Sql) {
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => refused(() => asRole(sql, 'authenticated', fn, claims));
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  return {
    /** A new key for the practice (owners only): the key, to show once, and its record. */
    async make(claims: Claims, employerId: string, name: string): Promise<{ key: string; id: string; prefix: string }> {
      const key = newApiKey();
      const prefix = key.slice(0, 8);
      const [row] = await as(claims, async (tx) =>
        tx.query<{ id: string }>('select public.employer_api_key_add($1, $2, $3, $4)::text as id', [employerId, name, await apiKeyHash(key), prefix]),
      );
      return { key, id: row!.id, prefix };
    },
    list: (claims: Claims): Promise<ApiKey[]> =>
      as(claims, async (tx) =>
        (await tx.query('select id::text, employer_id::text, name, prefix, created_at, last_used_at from public.my_api_keys()')).map((r) => ({
          id: String(r.id),
          employerId: String(r.employer_id),
          name: String(r.name),
          prefix: String(r.prefix),
          createdAt: iso(r.created_at)!,
          lastUsedAt: iso(r.last_used_at),
        })),
      ),
    /** Revokes a key of a practice the person owns; false when there is no such live key. */
    revoke: async (claims: Claims, id: string): Promise<boolean> =>
      (await as(claims, (tx) => tx.query('select public.employer_api_key_revoke($1) as done', [id])))[0]?.done === true,
    /** The live key's holder, or null; its last use noted (once a minute at most). */
    async holder(key: string): Promise<KeyHolder | null> {
      if (!/^rmj_[A-Za-z0-9_-]{32}$/.test(key)) return null;
      const hash = await apiKeyHash(key);
      return service(async (tx) => {
        const [r] = await tx.query(
          `update public.employer_api_keys k set last_used_at = now()
             from public.employers e
            where k.key_hash = $1 and k.revoked_at is null and e.id = k.employer_id
              and (k.last_used_at is null or k.last_used_at < now() - interval '1 minute')
           returning k.id::text, k.name, e.id::text as employer_id, e.name as employer_name, e.legal_entity`,
          [hash],
        );
        const row =
          r ??
          (
            await tx.query(
              `select k.id::text, k.name, e.id::text as employer_id, e.name as employer_name, e.legal_entity
                 from public.employer_api_keys k join public.employers e on e.id = k.employer_id where k.key_hash = $1 and k.revoked_at is null`,
              [hash],
            )
          )[0];
        return row
          ? {
              keyId: String(row.id),
              actor: `api:${String(row.name)}`,
              keyName: String(row.name),
              employerId: String(row.employer_id),
              employerName: String(row.employer_name),
              legalEntity: String(row.legal_entity),
            }
          : null;
      });
    },
  };
}
