import { describe, expect, it } from 'vitest';
import type { PublicJob } from '~/domain/job';
import { indeedFeed } from './feeds';

const job = (over: Partial<PublicJob> = {}): PublicJob =>
  ({
    id: '42',
    slug: 'pt-san-diego',
    job_title: 'Outpatient Physical Therapist',
    employer_name: 'Harbor PT',
    city: 'San Diego',
    state: 'CA',
    zip_code: '92101',
    job_type: 'full-time',
    setting: 'outpatient',
    specialty: null,
    experience_level: 'mid',
    salary_min: 95000,
    salary_max: 110000,
    pay_unit: 'year',
    role: 'pt',
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
