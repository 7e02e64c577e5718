/**
 * Job feeds: the XML format Indeed documents for job aggregators, and RSS 2.0. Only listed jobs, only
 * anonymous columns. Text goes in CDATA with any ']]>' split so it cannot close the section.
 */
import type { PublicJob } from '~/domain/job';
import { formatSalary } from '~/domain/job-format';
import { formatExperience } from '~/domain/job-page-format';
import { JOB_TYPE_LABELS } from '~/domain/job-options';
import { indeedSalary } from '~/domain/pay';

/** Indeed's URL for a job: the page, marked as reached from Indeed. */
const indeedUrl = (url: string) => `${url}${url.includes('?') ? '&' : '?'}source=Indeed`;

/**
 * Characters XML 1.0 cannot carry at all, escaped or not (C0 controls but tab, CR and LF; U+FFFE/U+FFFF;
 * lone surrogates): one in a title would make the whole feed unreadable, so they are dropped.
 */
// eslint-disable-next-line no-control-regex
const XML_ILLEGAL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const xmlText = (s: string) => s.replace(XML_ILLEGAL, '');
const cdata = (s: string) => `<![CDATA[${xmlText(s).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const esc = (s: string) => xmlText(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface FeedJob {
  job: PublicJob;
  url: string;
}

/** An element only when the page shows the value (Indeed: "when the page shows them"). */
const optional = (name: string, value: string | null) => (value ? [`<${name}>${cdata(value)}</${name}>`] : []);

export function indeedFeed(jobs: FeedJob[], meta: { publisher: string; publisherUrl: string; now: Date }): string {
  const items = jobs
    .map(({ job, url }) =>
      [
        '<job>',
        `<title>${cdata(job.job_title)}</title>`,
        `<date>${cdata(new Date(job.posted_at).toUTCString())}</date>`,
        `<referencenumber>${cdata(job.id)}</referencenumber>`,
        `<requisitionid>${cdata(job.id)}</requisitionid>`,
        `<url>${cdata(indeedUrl(url))}</url>`,
        `<company>${cdata(job.employer_name)}</company>`,
        `<sourcename>${cdata(job.employer_name)}</sourcename>`,
        `<city>${cdata(job.city)}</city>`,
        `<state>${cdata(job.state)}</state>`,
        `<country>${cdata('US')}</country>`,
        `<postalcode>${cdata(job.zip_code ?? '')}</postalcode>`,
        `<description>${cdata(job.description)}</description>`,
        ...optional('salary', indeedSalary(job.salary_min, job.salary_max, job.pay_unit)),
        `<jobtype>${cdata(JOB_TYPE_LABELS[job.job_type].toLowerCase())}</jobtype>`,
        ...optional('experience', formatExperience(job.experience_level)),
        ...optional('expirationdate', job.expires_at ? new Date(job.expires_at).toUTCString() : null),
        '</job>',
      ].join(''),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?>\n<source>\n<publisher>${cdata(meta.publisher)}</publisher>\n<publisherurl>${cdata(meta.publisherUrl)}</publisherurl>\n<lastBuildDate>${cdata(meta.now.toUTCString())}</lastBuildDate>\n${items}\n</source>\n`;
}

export function rssFeed(jobs: FeedJob[], meta: { title: string; link: string; description: string; now: Date }): string {
  const items = jobs
    .map(({ job, url }) =>
      [
        '<item>',
        `<title>${esc(`${job.job_title} - ${job.employer_name} (${job.city}, ${job.state})`)}</title>`,
        `<link>${esc(url)}</link>`,
        `<guid isPermaLink="true">${esc(url)}</guid>`,
        `<pubDate>${new Date(job.posted_at).toUTCString()}</pubDate>`,
        `<description>${cdata(`${formatSalary(job)} · ${JOB_TYPE_LABELS[job.job_type]}. ${job.description}`)}</description>`,
        '</item>',
      ].join(''),
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n<channel>\n<title>${esc(meta.title)}</title>\n<link>${esc(meta.link)}</link>\n<description>${esc(meta.description)}</description>\n<language>en-us</language>\n<lastBuildDate>${meta.now.toUTCString()}</lastBuildDate>\n<atom:link href="${esc(`${meta.link}/rss.xml`)}" rel="self" type="application/rss+xml"/>\n${items}\n</channel>\n</rss>\n`;
}
