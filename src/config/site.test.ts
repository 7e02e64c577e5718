import { describe, expect, it } from 'vitest';
import { publicPath } from './site';

describe('publicPath', () => {
  it('gives the path visitors use for the file the build writes', () => {
    expect(publicPath('/about.html')).toBe('/about');
    expect(publicPath('/jobs/california.html')).toBe('/jobs/california');
    expect(publicPath('/index.html')).toBe('/');
    expect(publicPath('/blog/index.html')).toBe('/blog');
    expect(publicPath('/about/')).toBe('/about');
    expect(publicPath('/')).toBe('/');
    expect(publicPath('/jobs/data.json')).toBe('/jobs/data.json');
  });
});
