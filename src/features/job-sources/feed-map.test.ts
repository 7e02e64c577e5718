/** A feed's jobs as postings: each mapped job passes the jobs API's own schema, its facts read from the feed's words and numbers. */
import { describe, expect, it } from 'vitest';
import { apiJobSchema } from '~/domain/job-lifecycle';
import { feedPosting, plainText, readPay } from './feed-map';
import { parseFeed } from './feed-parse';

describe('a feed job as a posting', () => {
  it('reads setting, type, pay and unit, and the state by name, then passes the API schema', () => {
    const [job] = parseFeed(`<source><job><title>Home Health Physical Therapist (PRN)</title><referencenumber>H-1</referencenumber>
<city>Spokane</city><state>Washington</state><postalcode>99201</postalcode><jobtype>Per Diem</jobtype>
<description><![CDATA[<p>Visits in Spokane County.</p><ul><li>Paid mileage</li><li>Tablet</li></ul>]]></description>
<salary>$75 - $90 per visit</salary></job></source>`);
    const posting = feedPosting(job!, 'hiring@spokane.example');
    expect(posting).toMatchObject({
      job_title: 'Home Health Physical Therapist (PRN)',
      city: 'Spokane',
      state: 'WA',
      zip_code: '99201',
      setting: 'home-health',
      job_type: 'per-diem',
      salary_min: 75,
      salary_max: 90,
      pay_unit: 'visit',
      contact_email: 'hiring@spokane.example',
    });
    expect(posting.description).toBe('Visits in Spokane County.\n• Paid mileage\n• Tablet');
    const parsed = apiJobSchema.safeParse(posting);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(parsed.data?.role).toBe('pt');
  });

  it('reads pay from its words or numbers', () => {
    expect(readPay('$90,000 - $110,000 per year', null, null, null)).toEqual({ salary_min: 90000, salary_max: 110000, pay_unit: 'year' });
    expect(readPay('$45-55/hr', null, null, null)).toEqual({ salary_min: 45, salary_max: 55, pay_unit: 'hour' });
    expect(readPay('95k', null, null, null)).toEqual({ salary_min: 95000, salary_max: 95000, pay_unit: 'year' });
    expect(readPay(null, 8000, 9000, 'MONTH')).toEqual({ salary_min: 96000, salary_max: 108000, pay_unit: 'year' });
    expect(readPay(null, 45, 55, 'HOUR')).toEqual({ salary_min: 45, salary_max: 55, pay_unit: 'hour' });
    expect(readPay(null, null, null, null)).toEqual({ salary_min: null, salary_max: null, pay_unit: 'year' });
  });

  it('keeps a JSON feed’s own fields over what it reads, and a job the schema refuses says which field', () => {
    const [job] = parseFeed(
      JSON.stringify({
        jobs: [{ reference: 'J', job_title: 'Outpatient PT', description: 'x', city: 'Reno', state: 'NV', setting: 'acute-care', job_type: 'contract' }],
      }),
    );
    expect(feedPosting(job!, 'a@b.example')).toMatchObject({ setting: 'acute-care', job_type: 'contract' });
    const [placeless] = parseFeed('<source><job><title>PT</title><referencenumber>1</referencenumber><description>x</description></job></source>');
    const refused = apiJobSchema.safeParse(feedPosting(placeless!, 'a@b.example'));
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path[0])).toEqual(expect.arrayContaining(['city', 'state']));
  });

  it('turns an HTML description into text', () => {
    expect(plainText('<p>A &amp; B</p><p>C&nbsp;D</p>')).toBe('A & B\nC D');
  });
});
