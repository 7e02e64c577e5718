/**
 * Feeds as tracking systems send them: Indeed-style XML (CDATA, the XML entities), a JSON feed, pages with
 * JobPosting data; and hostile ones: an entity bomb, an external entity, a DOCTYPE, broken JSON, too many jobs.
 */
import { describe, expect, it } from 'vitest';
import { FeedRefused, MAX_FEED_JOBS, parseFeed } from './feed-parse';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(FeedRefused);
    return (e as FeedRefused).reason;
  }
  throw new Error('not refused');
};

describe('reading a feed', () => {
  it('reads Indeed-style XML: CDATA, entities, one job or many', () => {
    const xml = `<?xml version="1.0" encoding="utf-8"?>
<source><publisher>Clinic ATS</publisher>
<job><title><![CDATA[Outpatient Physical Therapist]]></title><referencenumber>R-1</referencenumber>
<company>Smith &amp; Sons PT</company><city>Boise</city><state>ID</state><postalcode>83702</postalcode>
<description><![CDATA[<p>One patient an hour.</p>]]></description><salary>$90,000 - $110,000 per year</salary><jobtype>fulltime</jobtype>
<url>https://ats.example/jobs/R-1</url><email>hiring@smith.example</email></job>
<job><title>PTA</title><referencenumber>R-2</referencenumber><description>Days.</description></job>
</source>`;
    const jobs = parseFeed(xml, 'application/xml');
    expect(jobs).toHaveLength(2);
    expect(jobs[0]).toMatchObject({
      reference: 'R-1',
      title: 'Outpatient Physical Therapist',
      company: 'Smith & Sons PT',
      city: 'Boise',
      state: 'ID',
      postalCode: '83702',
      description: '<p>One patient an hour.</p>',
      salary: '$90,000 - $110,000 per year',
      jobType: 'fulltime',
      email: 'hiring@smith.example',
    });
    expect(parseFeed('<source><job><title>PT</title><referencenumber>1</referencenumber><description>x</description></job></source>')).toHaveLength(1);
  });

  it('refuses an entity bomb, an external entity and any DOCTYPE, expanding nothing', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]><source><job><title>&lol2;</title><referencenumber>1</referencenumber><description>x</description></job></source>`;
    const external = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><source><job><title>&xxe;</title></job></source>`;
    expect(refusal(() => parseFeed(bomb))).toBe('entities');
    expect(refusal(() => parseFeed(external))).toBe('entities');
    expect(refusal(() => parseFeed('<!doctype source><source/>', 'application/xml'))).toBe('entities');
  });

  it('reads a JSON feed with the API’s field names, and refuses one that is not', () => {
    const jobs = parseFeed(
      JSON.stringify({
        jobs: [
          {
            reference: 'J-1',
            job_title: 'Home Health PT',
            description: 'Visits.',
            city: 'Reno',
            state: 'NV',
            salary_min: 95000,
            salary_max: 115000,
            pay_unit: 'year',
          },
        ],
      }),
      'application/json',
    );
    expect(jobs[0]).toMatchObject({ reference: 'J-1', title: 'Home Health PT', city: 'Reno', salaryMin: 95000, salaryMax: 115000, salaryUnit: 'year' });
    expect(refusal(() => parseFeed('{"jobs": [', 'application/json'))).toBe('format');
    expect(refusal(() => parseFeed('{"items": []}'))).toBe('format');
    expect(refusal(() => parseFeed('plain words'))).toBe('format');
  });

  it('reads JobPosting data from pages: one, a list or a graph', () => {
    const page = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"JobPosting","title":"Pediatric PT","identifier":{"@type":"PropertyValue","value":"P-9"},
"description":"Clinic and school visits.","hiringOrganization":{"name":"Kids PT"},"jobLocation":{"address":{"addressLocality":"Austin","addressRegion":"TX","postalCode":"78701"}},
"baseSalary":{"value":{"minValue":45,"maxValue":55,"unitText":"HOUR"}},"employmentType":["PART_TIME"]}</script>
<script type="application/ld+json">{"@graph":[{"@type":"Organization"},{"@type":"JobPosting","title":"OT","identifier":"O-1","description":"Hand therapy."}]}</script>
<script type="application/ld+json">{ broken</script></head><body></body></html>`;
    const jobs = parseFeed(page, 'text/html');
    expect(jobs.map((j) => j.reference)).toEqual(['P-9', 'O-1']);
    expect(jobs[0]).toMatchObject({ company: 'Kids PT', city: 'Austin', state: 'TX', salaryMin: 45, salaryMax: 55, salaryUnit: 'HOUR', jobType: 'PART_TIME' });
  });

  it(`reads at most ${MAX_FEED_JOBS} jobs, and none without a reference or title`, () => {
    const many = `<source>${'<job><title>PT</title><referencenumber>R</referencenumber><description>x</description></job>'.repeat(MAX_FEED_JOBS + 10)}</source>`;
    expect(parseFeed(many)).toHaveLength(MAX_FEED_JOBS);
    expect(parseFeed('<source><job><title>PT</title><description>x</description></job></source>')).toEqual([]);
  });
});
