/**
 * The board's files (issue 16), content-hashed and immutable: index-{hash}.json (what filtering, counting
 * and sorting need of every job), cards-{hash}-{k}.json (the text of the cards at positions 20k..20k+19)
 * and search-{hash}.json (what a text query searches, fetched only when one is typed).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getBoardFiles } from '~/features/board/board-files.server';

export const getStaticPaths = (async () => {
  const f = await getBoardFiles();
  return [
    { params: { file: `index-${f.hash}` }, props: { body: f.index } },
    { params: { file: `search-${f.hash}` }, props: { body: f.search } },
    ...f.shards.map((shard, k) => ({ params: { file: `cards-${f.hash}-${k}` }, props: { body: shard } })),
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.body), { headers: { 'content-type': 'application/json' } });
