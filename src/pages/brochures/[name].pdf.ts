/** /brochures/employers.pdf and /brochures/therapists.pdf: the brochures, built from content/brochures. */
import type { APIRoute } from 'astro';
import { BROCHURES, brochurePdf, type Brochure } from '~/features/marketing/brochure.server';

export const getStaticPaths = () => BROCHURES.map((name) => ({ params: { name } }));

export const GET: APIRoute = async ({ params }) => new Response(await brochurePdf(params.name as Brochure), { headers: { 'content-type': 'application/pdf' } });
