/** /jobs/data.json: every listed job in the board's compact form, fetched by the board after first paint. */
import type { APIRoute } from 'astro';
import { getBoardData } from '~/features/jobs/board.server';

export const GET: APIRoute = async () => new Response(JSON.stringify(await getBoardData()), { headers: { 'content-type': 'application/json' } });
