/**
 * Open to offers through its functions, on both drivers: a profile made and read back (bad input named
 * at each field, nothing stored); a verified practice's search and request (a request under the floor
 * named at its field; the clinician's mail with no address of theirs); the answer from the mail's page
 * (GET answers nothing; the button's POST does, once) with both sides' contacts mailed; the one-click
 * unsubscribe; an unverified practice refused.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { callWithToken, practicePerson, signedInPerson } from '../../../tests/support/signed-in';
import type { PagesFunction } from '~/server/http/types';
import { onRequestGet as accountGet } from '../../../functions/api/talent/account';
import { onRequestPut as profilePut, onRequestDelete as profileDelete } from '../../../functions/api/talent/profile';
import { onRequestPost as search } from '../../../functions/api/employer/talent/search';
import { onRequestGet as sentGet, onRequestPost as requestPost } from '../../../functions/api/employer/talent/requests';
import { onRequestGet as answerPage, onRequestPost as answerPost } from '../../../functions/talent/answer';
import { onRequestPost as unsubscribe } from '../../../functions/api/talent/unsubscribe';
import { matchesUnsubscribeToken } from './talent-links';
import { resumeToken } from '~/domain/resume-link';

const SIGNING = 'talent-api-tests-signing-secret-0123456789';

const PROFILE = {
  name: 'Riley Chen',
  phone: '559 555 0102',
  currentEmployer: 'Kings River Therapy',
  role: 'pt',
  licenceStates: ['CA'],
  compact: false,
  settings: ['outpatient'],
  specialties: [],
  payFloor: 95000,
  payUnit: 'year',
  place: 'Fresno, CA',
  radiusMiles: 25,
  remote: false,
  availableFrom: '',
  schedule: 'full-time',
  mustHaves: ['paid-documentation'],
  paused: false,
  matchMails: true,
};

describeEachDriver('open to offers through its functions', (driver) => {
  const suite = suiteDb(driver, 'none');
  const env = () => ({ ...suite().env, SIGNING_SECRET: SIGNING });
  const sql = () => suite().sql;
  const call = <B>(fn: PagesFunction, method: string, token: string | null, body?: unknown) =>
    callWithToken<B & { error: string; fields: Record<string, string> }>(env(), fn, method, token, body);
  const outbox = async (to: string) =>
    sql().query<{ kind: string; subject: string; body_text: string; headers: Record<string, string> }>(
      'select kind, subject, body_text, headers from public.mail_outbox where to_address = $1 order by id',
      [to],
    );
  let n = 0;
  const clinician = () => signedInPerson(sql(), SIGNING, `riley${++n}-${driver}@mail.example`);
  async function practice(name: string, verified = true) {
    const p = await practicePerson(sql(), SIGNING, name, { verified });
    if (!verified) return { ...p, jobId: '0' };
    const [j] = await sql().query<{ id: string }>(
      `insert into public.jobs (employer_id, employer_name, job_title, role, setting, job_type, city, state, description, salary_min, salary_max)
       values ($1, $2, 'Outpatient Physical Therapist', 'pt', 'outpatient', 'full-time', 'Clovis', 'CA', 'Outpatient care.', 100000, 115000) returning id::text`,
      [p.employerId, name],
    );
    await sql().query(`update public.jobs set status = 'live' where id = $1`, [j!.id]);
    return { ...p, jobId: j!.id };
  }

  it('a profile: bad input named at each field and nothing stored; then saved, read back with its place as the gazetteer names it', async () => {
    const riley = await clinician();
    const bad = await call(profilePut, 'PUT', riley.token, { ...PROFILE, name: ' ', licenceStates: [], payFloor: 'lots', place: 'Atlantis' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['licenceStates', 'name', 'payFloor']);
    const nowhere = await call(profilePut, 'PUT', riley.token, { ...PROFILE, place: 'Qqqzzz, CA' });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.fields.place).toMatch(/We do not know that place/);
    expect(await call(profilePut, 'PUT', riley.token, { ...PROFILE, place: null, remote: false })).toMatchObject({ status: 400 });
    expect((await call<{ profile: unknown }>(accountGet, 'GET', riley.token)).body.profile).toBeNull();
    const saved = await call<{ profile: { place: string; name: string; payFloor: number } }>(profilePut, 'PUT', riley.token, { ...PROFILE, place: '93721' });
    expect(saved.status).toBe(200);
    expect(saved.body.profile).toMatchObject({ place: 'ZIP 93721', name: 'Riley Chen', payFloor: 95000 });
    // Too large a body is refused before it is read; no token is a 401.
    expect((await call(profilePut, 'PUT', riley.token, { ...PROFILE, name: 'x'.repeat(20_000) })).status).toBe(413);
    expect((await call(accountGet, 'GET', null)).status).toBe(401);
  });

  it('a verified practice finds it and asks; the clinician accepts from the mail; each side gets the other’s contact', async () => {
    const riley = await clinician();
    // A resume comes as its upload's link token: a forged one is named at its field; the site's is kept.
    expect((await call(profilePut, 'PUT', riley.token, { ...PROFILE, resume: 'abc-123.pdf.forged' })).body.fields.resume).toMatch(/choose the file again/);
    const upload = await resumeToken(SIGNING, { path: 'abc-123.pdf', jobId: null, expires: Math.floor(Date.now() / 1000) + 3600 });
    expect((await call<{ profile: { hasResume: boolean } }>(profilePut, 'PUT', riley.token, { ...PROFILE, resume: upload })).body.profile.hasResume).toBe(true);
    const clinic = await practice('Clovis Sports PT');
    const found = await call<{ profiles: { ref: string; payFloor: number }[] }>(search, 'POST', clinic.token, {
      employerId: clinic.employerId,
      role: 'pt',
      place: 'Clovis, CA',
      radiusMiles: 25,
      pay: 110000,
      payUnit: 'year',
    });
    expect(found.status).toBe(200);
    const ref = (await call<{ profile: { ref: string } }>(accountGet, 'GET', riley.token)).body.profile.ref;
    expect(found.body.profiles.map((p) => p.ref)).toContain(ref);
    expect(JSON.stringify(found.body)).not.toMatch(/Riley|Kings River|mail\.example|555/);
    const ask = (over: Record<string, unknown> = {}) =>
      call<{ id: string }>(requestPost, 'POST', clinic.token, {
        employerId: clinic.employerId,
        ref,
        jobId: clinic.jobId,
        payMin: 100000,
        payMax: 115000,
        payUnit: 'year',
        message: 'Two treatment rooms, a mentor, paid documentation time.',
        ...over,
      });
    const low = await ask({ payMin: 80000, payMax: 90000 });
    expect(low).toMatchObject({ status: 409, body: { fields: { payMax: 'This pay is below the least this clinician takes' } } });
    expect((await ask({ message: '' })).body.fields.message).toMatch(/short message/);
    const sent = await ask();
    expect(sent.status).toBe(201);
    expect((await ask()).body.fields.jobId).toBe('You have already asked this clinician about this job');
    // The clinician's mail: the practice, the job, the pay, the message and a link; no address of the clinic.
    const [mail] = await outbox(riley.email);
    expect(mail).toMatchObject({ kind: 'interview-request', subject: 'Clovis Sports PT would like to interview you: Outpatient Physical Therapist' });
    expect(mail!.body_text).toContain('$100,000 - $115,000');
    expect(mail!.body_text).not.toContain(clinic.email);
    const link = new URL(/https?:\/\/\S+\/talent\/answer\?token=\S+/.exec(mail!.body_text)![0]);
    const at = `http://localhost:4321${link.pathname}${link.search}`;
    // Opening the link answers nothing (a mail scanner may open it).
    const page = await answerPage(fnContext(new Request(at), env()).context);
    expect(await page.text()).toContain('Accept and share my contact');
    expect((await call<{ requests: { status: string; contact: unknown }[] }>(sentGet, 'GET', clinic.token)).body.requests[0]).toMatchObject({
      status: 'sent',
      contact: null,
    });
    const form = (answer: string) => fnContext(new Request(at, { method: 'POST', headers: { origin: 'null' }, body: new URLSearchParams({ answer }) }), env());
    const accepted = form('accepted');
    const res = await answerPost(accepted.context as never);
    await accepted.settle();
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(clinic.email);
    expect((await call<{ requests: { contact: unknown }[] }>(sentGet, 'GET', clinic.token)).body.requests[0]!.contact).toEqual({
      name: 'Riley Chen',
      email: riley.email,
      phone: '559 555 0102',
      resume: expect.stringMatching(/\/api\/resumes\/open\/\S+$/),
    });
    expect((await outbox(clinic.email)).map((m) => m.subject)).toEqual(['Riley Chen accepted your request: Outpatient Physical Therapist']);
    expect((await outbox(riley.email)).map((m) => m.kind)).toEqual(['interview-request', 'interview-answer']);
    // A second press changes nothing and says so.
    expect(await (await answerPost(form('declined').context as never)).text()).toContain('already answered');
  });

  it('an unverified practice cannot search; the one-click unsubscribe turns match mails off; deleting the profile ends it', async () => {
    const riley = await clinician();
    await call(profilePut, 'PUT', riley.token, PROFILE);
    const fresh = await practice('Brand New PT', false);
    const refused = await call(search, 'POST', fresh.token, { employerId: fresh.employerId });
    expect(refused).toMatchObject({ status: 409, body: { error: 'Only a verified employer can search clinicians open to offers' } });
    const ref = (await call<{ profile: { ref: string } }>(accountGet, 'GET', riley.token)).body.profile.ref;
    const token = await matchesUnsubscribeToken(SIGNING, ref);
    const res = await unsubscribe(
      fnContext(
        new Request(`http://localhost:4321/api/talent/unsubscribe?token=${encodeURIComponent(token)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'List-Unsubscribe=One-Click',
        }),
        env(),
      ).context,
    );
    expect(res.status).toBe(200);
    expect((await call<{ profile: { matchMails: boolean } }>(accountGet, 'GET', riley.token)).body.profile.matchMails).toBe(false);
    expect((await call(profileDelete, 'DELETE', riley.token)).status).toBe(200);
    expect((await call<{ profile: unknown }>(accountGet, 'GET', riley.token)).body.profile).toBeNull();
  });
});
