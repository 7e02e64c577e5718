/**
 * The board's files, content-hashed and immutable: index-{hash}.json (what filtering,
 * counting and sorting need of every job), confirmed-{hash}.json (the "Recently confirmed" sort's column,
 * fetched when that sort is chosen), cards-{hash}-{k}.json (the text of the cards at positions
 * 20k..20k+19), terms-{hash}.json, w-{hash}-{k}.json and v-{hash}-{entry}.json (the term index: what a
 * keyword query fetches).
 */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getBoardFiles } from '~/features/board/board-files.server';

export const getStaticPaths = (async () => {
  const f = await getBoardFiles();
  const at = (url: string) => url.slice('/jobs/board/'.length).replace(/\.json$/, '');
  return [
    { params: { file: at(f.urls.index) }, props: { body: f.index } },
    { params: { file: at(f.urls.confirmed) }, props: { body: f.confirmed } },
    { params: { file: at(f.urls.terms) }, props: { body: f.terms } },
    ...f.shards.map((shard, k) => ({ params: { file: `${at(f.urls.cards)}${k}` }, props: { body: shard } })),
    ...f.words.map((leaf, k) => ({ params: { file: `${at(f.urls.words)}${k}` }, props: { body: leaf } })),
    ...[...f.entries].map(([slug, leaf]) => ({ params: { file: `${at(f.urls.entries)}${slug}` }, props: { body: leaf } })),
  ];
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => new Response(JSON.stringify(props.body), { headers: { 'content-type': 'application/json' } });
