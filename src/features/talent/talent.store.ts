/**
 * Open to offers in SQL, one implementation for both drivers. The clinician's and the employer's calls
 * run as that person (their verified claims), so what they read and change is what row-level security and
 * the functions of talent.schema.sql grant; staff's and the scheduled match pass's run as service_role.
 */
import { asRole, textArray, type Queryable, type Sql } from '~/server/db/sql';
import { refused, serviceRole } from '~/server/store/acting';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import type { OutboxMail } from '~/server/ports/mail-outbox';
import type { PayUnit } from '~/domain/pay';
import type { LatLng } from '~/features/location/geo';
import type { InterviewRequestInput, PoolProfile, Profile, ProfileInput, ReceivedRequest, SentRequest, TalentAccount, TalentSearch } from './talent';
import type { TalentRole } from './talent-options';

type Claims = Record<string, unknown>;

type ProfileRow = {
  ref: string;
  role: TalentRole;
  licence_states: string[];
  compact: boolean;
  settings: string[];
  specialties: string[];
  pay_floor: string | number;
  pay_unit: PayUnit;
  place: string | null;
  radius_miles: number | null;
  remote: boolean;
  available_from: string | Date | null;
  schedule: ProfileInput['schedule'];
  must_haves: ProfileInput['mustHaves'];
  paused: boolean;
  match_mails: boolean;
  updated_at: string | Date;
  name: string | null;
  phone: string | null;
  current_employer: string | null;
  has_resume: boolean;
};

const day = (d: string | Date | null) => (d === null ? null : d instanceof Date ? d.toISOString().slice(0, 10) : String(d).slice(0, 10));
const iso = (d: string | Date) => (d instanceof Date ? d : new Date(d)).toISOString();
// Arrays come back as arrays from both drivers; a text[] literal is how both take one in.
const arr = (xs: readonly string[]) => textArray(xs);

const PROFILE_COLUMNS = `p.ref::text, p.role, to_json(p.licence_states) as licence_states, p.compact, to_json(p.settings) as settings, to_json(p.specialties) as specialties, p.pay_floor, p.pay_unit, p.place, p.radius_miles,
  p.remote, p.available_from, p.schedule, to_json(p.must_haves) as must_haves, p.paused, p.match_mails, p.updated_at, i.name, i.phone, i.current_employer,
  i.resume_path is not null as has_resume`;

function toProfile(r: ProfileRow, email: string): Profile {
  return {
    ref: r.ref,
    email,
    name: r.name ?? '',
    phone: r.phone,
    currentEmployer: r.current_employer,
    role: r.role,
    licenceStates: r.licence_states,
    compact: r.compact,
    settings: r.settings as Profile['settings'],
    specialties: r.specialties as Profile['specialties'],
    payFloor: Number(r.pay_floor),
    payUnit: r.pay_unit,
    place: r.place,
    radiusMiles: r.radius_miles,
    remote: r.remote,
    availableFrom: day(r.available_from),
    schedule: r.schedule,
    mustHaves: r.must_haves,
    paused: r.paused,
    matchMails: r.match_mails,
    hasResume: r.has_resume,
    updatedAt: iso(r.updated_at),
  };
}

export interface SearchPoint {
  at: LatLng | null;
  /** Whether the searched state honours a PT Compact privilege. */
  compactState: boolean;
}

/** A profile due its day's match mail, as the match pass reads it. */
export interface DueProfile {
  user_id: string;
  ref: string;
  email: string;
  role: string;
  licence_states: string[];
  compact: boolean;
  pay_floor: string;
  pay_unit: PayUnit;
  lat: number | null;
  lng: number | null;
  radius_miles: number | null;
  remote: boolean;
  since: string | Date;
  [k: string]: unknown;
}

/** A live job as the match pass reads it. */
export interface LiveJob {
  id: string;
  slug: string | null;
  job_title: string;
  employer_name: string;
  employer_id: string | null;
  city: string;
  state: string;
  zip_code: string | null;
  role: string;
  setting: string;
  salary_min: number | null;
  salary_max: number | null;
  pay_unit: PayUnit;
  accepts_pt_compact: boolean | null;
  live_since: string | Date;
  [k: string]: unknown;
}

export function createTalentStore(sql: Sql) {
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => refused(() => asRole(sql, 'authenticated', fn, claims));
  const staff = serviceRole(sql);

  /** A request's two sides and words (service role, through talent_request_parties). */
  const parties = (id: string) =>
    staff(async (tx) => {
      const [r] = await tx.query<{
        status: string;
        clinician_email: string;
        name: string;
        phone: string | null;
        sender_email: string | null;
        employer: string;
        job_title: string;
        pay_min: string;
        pay_max: string;
        pay_unit: PayUnit;
        message: string;
      }>('select * from public.talent_request_parties($1)', [id]);
      return r ? { ...r, pay_min: Number(r.pay_min), pay_max: Number(r.pay_max) } : null;
    });

  async function account(tx: Queryable, email: string): Promise<TalentAccount> {
    const [row] = await tx.query<ProfileRow>(
      `select ${PROFILE_COLUMNS} from public.talent_profiles p left join public.talent_identities i on i.user_id = p.user_id`,
    );
    const [looks] = await tx.query<{ n: string | number }>(
      `select count(distinct employer_id) as n from public.talent_views where day > (now() at time zone 'UTC')::date - 7`,
    );
    const requests = await tx.query<{
      id: string;
      employer: string;
      job_id: string;
      job_title: string;
      job_slug: string | null;
      pay_min: string;
      pay_max: string;
      pay_unit: PayUnit;
      message: string;
      status: ReceivedRequest['status'];
      created_at: string | Date;
      contact_email: string | null;
    }>(
      `select id::text, employer, job_id::text, job_title, job_slug, pay_min, pay_max, pay_unit, message, status, created_at, contact_email
         from public.my_interview_requests()`,
    );
    const blocks = await tx.query<{ kind: 'name' | 'domain'; value: string }>('select kind, value from public.talent_blocks order by created_at, value');
    return {
      email,
      profile: row ? toProfile(row, email) : null,
      looksThisWeek: Number(looks?.n ?? 0),
      requests: requests.map((r) => ({
        id: r.id,
        employer: r.employer,
        jobId: r.job_id,
        jobTitle: r.job_title,
        jobSlug: r.job_slug,
        payMin: Number(r.pay_min),
        payMax: Number(r.pay_max),
        payUnit: r.pay_unit,
        message: r.message,
        status: r.status,
        createdAt: iso(r.created_at),
        contactEmail: r.contact_email,
      })),
      blocks,
    };
  }

  return {
    /** The clinician's own page (their profile is null before they make one). */
    account(claims: Claims): Promise<TalentAccount> {
      return as(claims, (tx) => account(tx, String(claims.email ?? '')));
    },

    /**
     * Creates or replaces the clinician's profile; `at` is where its place was read (null: remote only);
     * `resumePath` the stored resume (null removes it, undefined keeps the one kept).
     */
    save(claims: Claims, p: ProfileInput, at: LatLng | null, resumePath?: string | null): Promise<TalentAccount> {
      return as(claims, async (tx) => {
        const values = [
          p.role,
          arr(p.licenceStates),
          p.compact,
          arr(p.settings),
          arr(p.specialties),
          p.payFloor,
          p.payUnit,
          at ? p.place : null,
          at?.lat ?? null,
          at?.lng ?? null,
          at ? p.radiusMiles : null,
          p.remote,
          p.availableFrom ?? null,
          p.schedule,
          arr(p.mustHaves),
          p.paused,
          p.matchMails,
        ];
        await tx.query(
          `insert into public.talent_profiles (user_id, role, licence_states, compact, settings, specialties, pay_floor, pay_unit, place, lat, lng,
                                               radius_miles, remote, available_from, schedule, must_haves, paused, match_mails)
           values (auth.uid(), $1, $2::text[], $3, $4::text[], $5::text[], $6, $7, $8, $9, $10, $11, $12, $13::date, $14, $15::text[], $16, $17)
           on conflict (user_id) do update set role = excluded.role, licence_states = excluded.licence_states, compact = excluded.compact,
             settings = excluded.settings, specialties = excluded.specialties, pay_floor = excluded.pay_floor, pay_unit = excluded.pay_unit,
             place = excluded.place, lat = excluded.lat, lng = excluded.lng, radius_miles = excluded.radius_miles, remote = excluded.remote,
             available_from = excluded.available_from, schedule = excluded.schedule, must_haves = excluded.must_haves,
             paused = excluded.paused, match_mails = excluded.match_mails`,
          values,
        );
        await tx.query(
          `insert into public.talent_identities (user_id, name, phone, current_employer, resume_path) values (auth.uid(), $1, $2, $3, $5)
           on conflict (user_id) do update set name = excluded.name, phone = excluded.phone, current_employer = excluded.current_employer,
             resume_path = case when $4 then excluded.resume_path else talent_identities.resume_path end`,
          [p.name, p.phone ?? null, p.currentEmployer ?? null, resumePath !== undefined, resumePath ?? null],
        );
        return account(tx, String(claims.email ?? ''));
      });
    },

    /** Pauses or resumes the profile (a paused one is in no search and gets no request or match). */
    pause(claims: Claims, paused: boolean): Promise<boolean> {
      return as(claims, async (tx) => (await tx.query('update public.talent_profiles set paused = $1 returning 1', [paused])).length > 0);
    },

    /** Deletes the profile with everything hanging from it (who they are, blocks, looks, requests). */
    remove(claims: Claims): Promise<boolean> {
      return as(claims, async (tx) => (await tx.query('delete from public.talent_profiles returning 1')).length > 0);
    },

    block(claims: Claims, kind: 'name' | 'domain', value: string): Promise<void> {
      return as(
        claims,
        async (tx) => void (await tx.query('insert into public.talent_blocks (kind, value) values ($1, $2) on conflict do nothing', [kind, value])),
      );
    },

    unblock(claims: Claims, kind: 'name' | 'domain', value: string): Promise<boolean> {
      return as(
        claims,
        async (tx) => (await tx.query('delete from public.talent_blocks where kind = $1 and value = $2 returning 1', [kind, value])).length > 0,
      );
    },

    /** The clinician answers a request: null when it is not theirs. */
    answer(claims: Claims, id: string, answer: 'accepted' | 'declined'): Promise<ReceivedRequest | null> {
      return as(claims, async (tx) => {
        const done = await tx.query('update public.interview_requests set status = $2 where id = $1 returning 1', [id, answer]);
        if (!done.length) return null;
        return (await account(tx, String(claims.email ?? ''))).requests.find((r) => r.id === id) ?? null;
      });
    },

    /** A verified employer's search of the pool (each profile shown is a look the clinician is told of). */
    search(claims: Claims, s: TalentSearch, point: SearchPoint): Promise<PoolProfile[]> {
      return as(claims, async (tx) => {
        const rows = await tx.query<{
          ref: string;
          role: TalentRole;
          licence_states: string[];
          compact: boolean;
          settings: string[];
          specialties: string[];
          pay_floor: string;
          pay_unit: PayUnit;
          place: string | null;
          miles: number | null;
          remote: boolean;
          available_from: string | Date | null;
          schedule: string;
          must_haves: string[];
          asked: (string | number)[];
        }>(
          `select ref::text, role, to_json(licence_states) as licence_states, compact, to_json(settings) as settings, to_json(specialties) as specialties,
                  pay_floor, pay_unit, place, miles, remote, available_from, schedule, to_json(must_haves) as must_haves, to_json(asked::text[]) as asked
             from public.talent_search($1, $2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11)`,
          [
            s.employerId,
            s.role ?? null,
            point.at?.lat ?? null,
            point.at?.lng ?? null,
            s.radiusMiles,
            s.remote,
            s.state ?? null,
            point.compactState,
            arr(s.settings),
            s.pay ?? null,
            s.payUnit,
          ],
        );
        return rows.map((r) => ({
          ref: r.ref,
          role: r.role,
          licenceStates: r.licence_states,
          compact: r.compact,
          settings: r.settings,
          specialties: r.specialties,
          payFloor: Number(r.pay_floor),
          payUnit: r.pay_unit,
          place: r.place,
          miles: r.miles === null ? null : Math.round(Number(r.miles)),
          remote: r.remote,
          availableFrom: day(r.available_from),
          schedule: r.schedule,
          mustHaves: r.must_haves,
          asked: r.asked.map(String),
        }));
      });
    },

    /** Sends a request; a rule's refusal comes back as PolicyRefusal naming it. */
    request(claims: Claims, r: InterviewRequestInput): Promise<string> {
      return as(claims, async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `insert into public.interview_requests (profile_ref, employer_id, job_id, pay_min, pay_max, pay_unit, message)
           values ($1, $2, $3, $4, $5, $6, $7) returning id::text`,
          [r.ref, r.employerId, r.jobId, r.payMin, r.payMax, r.payUnit, r.message],
        );
        return row!.id;
      });
    },

    /** The employer's sent requests, with who the clinician is once they accepted. */
    sent(claims: Claims): Promise<SentRequest[]> {
      return as(claims, async (tx) => {
        const rows = await tx.query<{
          id: string;
          employer_id: string;
          profile_ref: string;
          job_id: string;
          job_title: string;
          pay_min: string;
          pay_max: string;
          pay_unit: PayUnit;
          status: SentRequest['status'];
          created_at: string | Date;
          name: string | null;
          email: string | null;
          phone: string | null;
          resume_path: string | null;
        }>(
          `select id::text, employer_id::text, profile_ref::text, job_id::text, job_title, pay_min, pay_max, pay_unit, status, created_at, name, email, phone,
                  resume_path
             from public.employer_interview_requests()`,
        );
        return rows.map((r) => ({
          id: r.id,
          employerId: r.employer_id,
          ref: r.profile_ref,
          jobId: r.job_id,
          jobTitle: r.job_title,
          payMin: Number(r.pay_min),
          payMax: Number(r.pay_max),
          payUnit: r.pay_unit,
          status: r.status,
          createdAt: iso(r.created_at),
          // The resume as its stored name: the handler turns it into a link of its own.
          contact: r.status === 'accepted' ? { name: r.name, email: r.email, phone: r.phone, resume: r.resume_path } : null,
        }));
      });
    },

    // ----- Service role: mails, staff, erasure -----

    /** What a new request's mail needs: the clinician's address and the request's words (service role). */
    async requestMail(id: string) {
      const r = await parties(id);
      return r
        ? {
            email: r.clinician_email,
            employer: r.employer,
            job_title: r.job_title,
            pay_min: r.pay_min,
            pay_max: r.pay_max,
            pay_unit: r.pay_unit,
            message: r.message,
          }
        : null;
    },

    /** A request answered from its mail's signed link (service role: the link is the clinician's proof). */
    answerByLink(id: string, answer: 'accepted' | 'declined'): Promise<'done' | 'already' | 'missing'> {
      return refused(() =>
        staff(async (tx) => {
          const [r] = await tx.query<{ status: string }>('select status from public.interview_requests where id = $1', [id]);
          if (!r) return 'missing';
          if (r.status !== 'sent') return 'already';
          await tx.query('update public.interview_requests set status = $2 where id = $1', [id, answer]);
          return 'done';
        }),
      );
    },

    /** Both sides' contacts for a request (service role), for the mails that exchange them once it is accepted. */
    contacts(id: string) {
      return parties(id);
    },

    /** The match pass's reading: profiles due a mail (not paused, mails on, none in the last day), and the jobs live since the oldest's last. */
    matchCandidates(now: Date): Promise<{ due: DueProfile[]; jobs: LiveJob[] }> {
      return staff(async (tx) => {
        const due = await tx.query<DueProfile>(
          `select p.user_id::text, p.ref::text, u.email, p.role, to_json(p.licence_states) as licence_states, p.compact, p.pay_floor, p.pay_unit, p.lat, p.lng, p.radius_miles, p.remote,
                  coalesce(p.last_match_mail_at, p.created_at) as since
             from public.talent_profiles p join public.talent_profile_emails() u on u.user_id = p.user_id
            where not p.paused and p.match_mails and (p.last_match_mail_at is null or p.last_match_mail_at <= $1::timestamptz - interval '1 day')`,
          [now.toISOString()],
        );
        if (!due.length) return { due, jobs: [] };
        const oldest = due.reduce((m, d) => Math.min(m, new Date(d.since).getTime()), Infinity);
        const jobs = await tx.query<LiveJob>(
          `select id::text, slug, job_title, employer_name, employer_id::text, city, state, zip_code, role, setting, salary_min, salary_max, pay_unit,
                  accepts_pt_compact, coalesce(live_since, posted_at) as live_since
             from public.jobs where status = 'live' and coalesce(live_since, posted_at) > $1::timestamptz order by coalesce(live_since, posted_at)`,
          [new Date(oldest).toISOString()],
        );
        return { due, jobs };
      });
    },

    /** Whether the clinician blocked the employer (its name, or its people's address domain). */
    blocked(userId: string, employerId: string): Promise<boolean> {
      return staff(async (tx) => !!(await tx.query<{ b: boolean }>('select public.talent_blocked($1::uuid, $2::bigint) as b', [userId, employerId]))[0]?.b);
    },

    /** Queues a day's match mail and marks the day, together. */
    recordMatchMail(userId: string, mail: OutboxMail, now: Date): Promise<void> {
      return staff(async (tx) => {
        await enqueueMails(tx, [mail]);
        await tx.query('update public.talent_profiles set last_match_mail_at = $2 where user_id = $1', [userId, now.toISOString()]);
      });
    },

    /** Turns match mails off for the profile a signed unsubscribe link names. */
    unsubscribe(ref: string): Promise<boolean> {
      return staff(async (tx) => (await tx.query('update public.talent_profiles set match_mails = false where ref = $1 returning 1', [ref])).length > 0);
    },

    /** Staff: the whole pool with who each clinician is (a recruiter's contingency search). */
    staffPool(f: { role?: TalentRole | null; state?: string | null }) {
      return staff((tx) =>
        tx.query<{
          ref: string;
          email: string;
          name: string | null;
          phone: string | null;
          role: string;
          licence_states: string[];
          place: string | null;
          remote: boolean;
          pay_floor: string;
          pay_unit: string;
          paused: boolean;
          updated_at: string | Date;
        }>(
          `select p.ref::text, u.email, i.name, i.phone, p.role, to_json(p.licence_states) as licence_states, p.place, p.remote, p.pay_floor, p.pay_unit, p.paused, p.updated_at
             from public.talent_profiles p join public.talent_profile_emails() u on u.user_id = p.user_id left join public.talent_identities i on i.user_id = p.user_id
            where ($1::text is null or p.role = $1) and ($2::text is null or $2 = any (p.licence_states))
            order by p.updated_at desc limit 200`,
          [f.role ?? null, f.state ?? null],
        ),
      );
    },

    /** Staff: per employer, requests sent, answered and accepted, and the median hours to an answer. */
    staffStats() {
      return staff(async (tx) =>
        (
          await tx.query<{ employer_id: string; employer: string; sent: string; answered: string; accepted: string; median_hours: string | null }>(
            `select e.id::text as employer_id, e.name as employer, count(*) as sent, count(r.answered_at) as answered,
                    count(*) filter (where r.status = 'accepted') as accepted,
                    percentile_cont(0.5) within group (order by extract(epoch from r.answered_at - r.created_at) / 3600.0)
                      filter (where r.answered_at is not null) as median_hours
               from public.interview_requests r join public.employers e on e.id = r.employer_id
              group by e.id, e.name order by count(*) desc, e.name`,
          )
        ).map((r) => ({
          employerId: r.employer_id,
          employer: r.employer,
          sent: Number(r.sent),
          answered: Number(r.answered),
          accepted: Number(r.accepted),
          medianHours: r.median_hours === null ? null : Math.round(Number(r.median_hours) * 10) / 10,
        })),
      );
    },

    /** Erasure (a CCPA delete request): the profile of the account with this address, and all that hangs from it. */
    eraseByEmail(email: string): Promise<number> {
      return staff(
        async (tx) =>
          (
            await tx.query(
              'delete from public.talent_profiles p using public.talent_profile_emails() u where u.user_id = p.user_id and lower(u.email) = lower($1) returning 1',
              [email],
            )
          ).length,
      );
    },
  };
}

export type TalentStore = ReturnType<typeof createTalentStore>;
