/** /sitemap-jobs-{n}.xml: job URLs beyond the first 50,000 (written only when there are that many). */
import type { APIRoute, GetStaticPaths } from 'astro';
import { jobSitemapFiles } from '~/features/publishing/job-sitemap.server';
import { urlset } from '~/features/publishing/sitemaps';

export const getStaticPaths = (async () =>
  (await jobSitemapFiles()).slice(1).map((file, i) => ({ params: { n: String(i + 2) }, props: { urls: file.urls } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response(urlset((props as { urls: Parameters<typeof urlset>[0] }).urls), { headers: { 'content-type': 'application/xml; charset=utf-8' } });
