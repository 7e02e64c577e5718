/**
 * /jobs/board.json: where this build's board files are (their names change with every build). A page opened
 * before a rebuild asks for its own build's files, which the new deployment no longer has; on a 404 the board
 * reads this file, never cached without asking, and carries on with the current build's (board-controller.ts).
 */
import type { APIRoute } from 'astro';
import { getBoardFiles } from '~/features/board/board-files.server';

export const GET: APIRoute = async () => new Response(JSON.stringify((await getBoardFiles()).urls), { headers: { 'content-type': 'application/json' } });
