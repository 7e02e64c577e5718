/**
 * The route segments pages own come from the content collections: a state or city JSON file is what
 * makes /jobs/{state} and /jobs/city/{city} exist. The domain keeps them as constants (it may not read
 * files, and the functions bundle needs them too); this test keeps the two identical, so adding a
 * state's file without reserving its slug (or the other way round) fails CI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { CITY_SLUGS, STATE_SLUGS } from '~/domain/reserved-slugs';

const slugsOf = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => (JSON.parse(readFileSync(`${dir}/${f}`, 'utf8')) as { slug: string }).slug)
    .sort();

it('reserves exactly the state and city slugs the content collections define', () => {
  expect([...STATE_SLUGS].sort()).toEqual(slugsOf('content/states'));
  expect([...CITY_SLUGS].sort()).toEqual(slugsOf('content/cities'));
});
