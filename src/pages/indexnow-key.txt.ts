import type { APIRoute } from 'astro';
import { parseEnv } from '~/config/env';

/** IndexNow's key file: the engines fetch it to check a notice came from this site. */
export const GET: APIRoute = () => new Response(`${parseEnv(process.env).INDEXNOW_KEY ?? ''}\n`, { headers: { 'content-type': 'text/plain; charset=utf-8' } });
