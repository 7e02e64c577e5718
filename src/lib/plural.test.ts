import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'job', undefined, '0 jobs'],
    [1, 'job', undefined, '1 job'],
    [2, 'job', undefined, '2 jobs'],
    [1, 'view', undefined, '1 view'],
    [2, 'resume download', undefined, '2 resume downloads'],
    [1, 'job you saved is', 'jobs you saved are', '1 job you saved is'],
    [2, 'job you saved is', 'jobs you saved are', '2 jobs you saved are'],
    [10000, 'job', undefined, '10000 jobs'],
  ])('%i %s', (n, one, many, said) => expect(plural(n, one, many)).toBe(said));
});
