import { describe, expect, it } from 'vitest';
import type { PublicJob } from '~/domain/job';
import { indeedFeed } from './feeds';
import { HARBOR_JOB } from '../../../tests/support/fixtures';

const job = (over: Partial<PublicJob> = {}): PublicJob =>
  ({
    id: '42',
    slug: 'pt-san-diego',
    job_title: 'Outpatient Physical Therapist',
    ...HARBOR_JOB,
    specialty: null,
    salary_min: 95000,
    salary_max: 110000,
    description: 'Treat a varied caseload.',
    posted_at: '2026-11-20T10:00:00.000Z',
    expires_at: '2026-12-20T10:00:00.000Z',
    ...over,
  }) as PublicJob;

const feed = (jobs: PublicJob[]) =>
  indeedFeed(
    jobs.map((j) => ({ job: j, url: `https://jobs.example.com/jobs/${j.slug}` })),
    { publisher: 'RehabMatch', publisherUrl: 'https://jobs.example.com', now: new Date('2026-11-22T00:00:00Z') },
  );
const el = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}><!\\[CDATA\\[(.*?)\\]\\]></${name}>`, 'g'))].map((m) => m[1]);

describe('the Indeed feed', () => {
  it('carries the elements Indeed documents, with salary in its format', () => {
    const xml = feed([job(), job({ id: '43', slug: 'no-pay', salary_min: null, salary_max: null, experience_level: null, expires_at: null })]);
    expect(el(xml, 'salary')).toEqual(['$95000 - $110000 per year']); // one period, no commas, no k; absent when the page shows none
    expect(el(xml, 'referencenumber')).toEqual(['42', '43']);
    expect(el(xml, 'requisitionid')).toEqual(['42', '43']);
    expect(el(xml, 'sourcename')).toEqual(['Harbor PT', 'Harbor PT']);
    expect(el(xml, 'url')).toEqual(['https://jobs.example.com/jobs/pt-san-diego?source=Indeed', 'https://jobs.example.com/jobs/no-pay?source=Indeed']);
    expect(el(xml, 'expirationdate')).toEqual(['Sun, 20 Dec 2026 10:00:00 GMT']);
    expect(el(xml, 'experience')).toEqual(['Mid level']);
    expect(el(xml, 'state')).toEqual(['CA', 'CA']);
    const hourly = feed([job({ salary_min: 48, salary_max: 55, pay_unit: 'hour' }), job({ id: '44', salary_min: 80, salary_max: 90, pay_unit: 'visit' })]);
    expect(el(hourly, 'salary')).toEqual(['$48 - $55 per hour']); // Indeed has no per-visit period: left out
    for (const s of el(xml, 'salary')) expect(s).toMatch(/^\$\d+( - \$\d+)? per (hour|day|week|month|year)$/);
  });
});

/** Indeed's element rules (../shared/STANDARDS.md): what each <job> must carry, and the salary's one form. */
function indeedProblems(xml: string): string[] {
  const problems: string[] = [];
  const required = [
    'title',
    'date',
    'referencenumber',
    'requisitionid',
    'url',
    'company',
    'sourcename',
    'city',
    'state',
    'country',
    'postalcode',
    'description',
  ];
  const jobs = [...xml.matchAll(/<job>([\s\S]*?)<\/job>/g)].map((m) => m[1]!);
  const refs = new Set<string>();
  jobs.forEach((body, i) => {
    const value = (name: string) => new RegExp(`<${name}><!\\[CDATA\\[([\\s\\S]*?)\\]\\]></${name}>`).exec(body)?.[1];
    for (const name of required) if (!value(name)) problems.push(`job ${i}: ${name}`);
    const count = (name: string) => body.split(`<${name}>`).length - 1;
    for (const name of [...required, 'salary', 'experience', 'expirationdate', 'jobtype']) if (count(name) > 1) problems.push(`job ${i}: two ${name}`);
    if (!/^[A-Z]{2}$/.test(value('state') ?? '')) problems.push(`job ${i}: state is not a postal code`);
    if (!/[?&]source=Indeed(&|$)/.test(value('url') ?? '')) problems.push(`job ${i}: url without source=Indeed`);
    const salary = value('salary');
    if (salary !== undefined && !/^\$\d+(\.\d{2})?( - \$\d+(\.\d{2})?)? per (hour|day|week|month|year)$/.test(salary))
      problems.push(`job ${i}: salary "${salary}"`);
    for (const d of ['date', 'expirationdate']) if (value(d) !== undefined && Number.isNaN(Date.parse(value(d)!))) problems.push(`job ${i}: ${d}`);
    const ref = value('referencenumber') ?? '';
    if (refs.has(ref)) problems.push(`job ${i}: referencenumber repeated`);
    refs.add(ref);
  });
  return problems;
}

describe("the Indeed feed against Indeed's element rules", () => {
  it('every job, in every pay unit, passes; a broken feed does not', () => {
    const xml = feed([
      job(),
      job({ id: '50', slug: 'locum', salary_min: 2130, salary_max: 2190, pay_unit: 'week', job_type: 'contract' }),
      job({ id: '51', slug: 'pta', salary_min: 32.5, salary_max: 38, pay_unit: 'hour', role: 'pta', job_type: 'per-diem' }),
      job({ id: '52', slug: 'visit', salary_min: 75, salary_max: 90, pay_unit: 'visit' }),
      job({ id: '53', slug: 'daily', salary_min: 400, salary_max: null, pay_unit: 'day' }),
      job({ id: '54', slug: 'none', salary_min: null, salary_max: null, expires_at: null, experience_level: null }),
    ]);
    expect(indeedProblems(xml)).toEqual([]);
    expect(el(xml, 'salary')).toEqual(['$95000 - $110000 per year', '$2130 - $2190 per week', '$32.50 - $38 per hour', '$400 per day']);
    const broken = xml
      .replace('$2130 - $2190 per week', '$2,130 - $2,190/wk')
      .replace('<state><![CDATA[CA]]></state>', '<state><![CDATA[California]]></state>');
    expect(indeedProblems(broken)).toEqual(['job 0: state is not a postal code', 'job 1: salary "$2,130 - $2,190/wk"']);
  });
});
