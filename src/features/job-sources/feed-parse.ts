/**
 * A feed's jobs, read from what it sent: Indeed-style XML (`<source><job>…`), a JSON feed (`{ "jobs": [...] }`
 * with the jobs API's field names and a `reference`), or pages carrying schema.org JobPosting (JSON-LD).
 * Each job as the feed named its facts; mapping them to a posting is the pass's. XML with a DOCTYPE or an
 * entity declaration is refused whole (no entity is ever expanded, no external reference followed); at
 * most 5,000 jobs are read.
 */
import { XMLParser } from 'fast-xml-parser';

export const MAX_FEED_JOBS = 5000;

/** One job as a feed gives it: text as sent, or the JSON feed's own values. */
export interface FeedJob {
  reference: string;
  title: string;
  company: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  description: string;
  url: string | null;
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string | null;
  jobType: string | null;
  email: string | null;
  /** The JSON feed's other fields, named as the jobs API names them. */
  fields: Record<string, unknown>;
}

export class FeedRefused extends Error {
  constructor(
    message: string,
    readonly reason: 'entities' | 'format' | 'empty',
  ) {
    super(message);
  }
}

const text = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = (typeof v === 'object' ? '' : String(v)).trim();
  return s === '' ? null : s;
};
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
const blank = (reference: string, title: string, description: string): FeedJob => ({
  reference,
  title,
  company: null,
  city: null,
  state: null,
  postalCode: null,
  description,
  url: null,
  salary: null,
  salaryMin: null,
  salaryMax: null,
  salaryUnit: null,
  jobType: null,
  email: null,
  fields: {},
});

function fromXml(body: string): FeedJob[] {
  // A document type may declare entities (a billion laughs, an external file): none is read.
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST/i.test(body)) throw new FeedRefused('The feed declares a document type or entities: not read', 'entities');
  const parsed = new XMLParser({ ignoreAttributes: true, processEntities: true, htmlEntities: false, parseTagValue: false, trimValues: true }).parse(
    body,
  ) as Record<string, unknown>;
  const source = (parsed.source ?? parsed.jobs ?? parsed.feed) as Record<string, unknown> | undefined;
  const raw = source?.job;
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []) as Record<string, unknown>[];
  return list.slice(0, MAX_FEED_JOBS).map((j) => ({
    ...blank(text(j.referencenumber) ?? text(j.url) ?? '', text(j.title) ?? '', text(j.description) ?? ''),
    company: text(j.company),
    city: text(j.city),
    state: text(j.state),
    postalCode: text(j.postalcode),
    url: text(j.url),
    salary: text(j.salary),
    jobType: text(j.jobtype),
    email: text(j.email),
  }));
}

function fromJson(value: unknown): FeedJob[] {
  const list = (value as { jobs?: unknown })?.jobs;
  if (!Array.isArray(list)) throw new FeedRefused('A JSON feed is an object with a "jobs" list', 'format');
  return list.slice(0, MAX_FEED_JOBS).map((j: Record<string, unknown>) => {
    const { reference, job_title, description, ...fields } = j ?? {};
    return {
      ...blank(text(reference) ?? '', text(job_title) ?? '', text(description) ?? ''),
      city: text(fields.city),
      state: text(fields.state),
      salaryMin: num(fields.salary_min),
      salaryMax: num(fields.salary_max),
      salaryUnit: text(fields.pay_unit),
      email: text(fields.contact_email),
      fields,
    };
  });
}

/** A value inside parsed JSON by its keys, or undefined. */
const at = (o: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>((v, k) => (v !== null && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), o);

/** The JobPostings in a page's JSON-LD blocks (a block may hold one, a list, or an @graph). */
function fromJsonLd(body: string): FeedJob[] {
  const out: FeedJob[] = [];
  for (const m of body.matchAll(/<script[^>]*type=["']application\/ld\+json["'][^>]*>([\s\S]*?)<\/script>/gi)) {
    let data: unknown;
    try {
      data = JSON.parse(m[1]!);
    } catch {
      continue;
    }
    const nodes = (Array.isArray(data) ? data : [data]).flatMap((d: unknown) => {
      const graph = at(d, '@graph');
      return Array.isArray(graph) ? (graph as unknown[]) : [d];
    });
    for (const n of nodes) {
      if (at(n, '@type') !== 'JobPosting' || out.length >= MAX_FEED_JOBS) continue;
      const location = at(n, 'jobLocation');
      const place = at(Array.isArray(location) ? location[0] : location, 'address');
      const pay = at(n, 'baseSalary', 'value');
      const id = at(n, 'identifier');
      const type = at(n, 'employmentType');
      out.push({
        ...blank(text(typeof id === 'object' ? at(id, 'value') : id) ?? text(at(n, 'url')) ?? '', text(at(n, 'title')) ?? '', text(at(n, 'description')) ?? ''),
        company: text(at(n, 'hiringOrganization', 'name')),
        city: text(at(place, 'addressLocality')),
        state: text(at(place, 'addressRegion')),
        postalCode: text(at(place, 'postalCode')),
        url: text(at(n, 'url')),
        salaryMin: num(at(pay, 'minValue') ?? at(pay, 'value')),
        salaryMax: num(at(pay, 'maxValue') ?? at(pay, 'value')),
        salaryUnit: text(at(pay, 'unitText')),
        jobType: text(Array.isArray(type) ? type[0] : type),
      });
    }
  }
  return out;
}

/** The feed's jobs, by what its body is; a refusal says why none could be read. */
export function parseFeed(body: string, contentType = ''): FeedJob[] {
  const start = body.trimStart();
  let jobs: FeedJob[];
  if (/json/i.test(contentType) || start.startsWith('{')) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch {
      throw new FeedRefused('The feed is not valid JSON', 'format');
    }
    jobs = fromJson(value);
  } else if (/html/i.test(contentType) || /^<!doctype html|^<html/i.test(start)) jobs = fromJsonLd(body);
  else if (start.startsWith('<')) jobs = fromXml(body);
  else throw new FeedRefused('The feed is neither XML, JSON nor a page with JobPosting data', 'format');
  return jobs.filter((j) => j.reference && j.title);
}
