import { describe, expect, it } from 'vitest';
import { parseEnv, PUBLIC_LINK_KEYS } from './env';
import { leavesSite } from '~/lib/links';
import { publicPath, resolveExternalLinks } from './site';
import { EXTERNAL_LINKS_ENV } from '../../tests/support/fixtures';

describe('publicPath', () => {
  it.each([
    ['/about.html', '/about'],
    ['/jobs/california.html', '/jobs/california'],
    ['/index.html', '/'],
    ['/blog/index.html', '/blog'],
    ['/about/', '/about'],
    ['/', '/'],
    ['/jobs/data.json', '/jobs/data.json'],
  ])('turns the built file %s into the path %s visitors use', (file, path) => {
    expect(publicPath(file)).toBe(path);
  });
});

describe('external links', () => {
  it('come from the PUBLIC_* variables', () => {
    const env = parseEnv({
      ...EXTERNAL_LINKS_ENV,
    });
    expect(resolveExternalLinks(env)).toEqual({
      jobPostForm: 'https://forms.example.org/post',
      candidateProfileForm: 'https://forms.example.org/profile',
      employerBrochure: 'https://files.example.org/employers.pdf',
      therapistBrochure: 'https://files.example.org/therapists.pdf',
      schedulingPage: 'https://cal.example.org/us',
      socialProfile: 'https://social.example.org/us',
    });
  });

  it('unset, lead to the page of this site that does the same job (never example.com), or are left out', () => {
    const links = resolveExternalLinks(parseEnv({}));
    expect(Object.keys(links)).toHaveLength(PUBLIC_LINK_KEYS.length);
    expect(links).toEqual({
      candidateProfileForm: '/profile',
      therapistBrochure: '/brochures/therapists.pdf',
      employerBrochure: '/brochures/employers.pdf',
      schedulingPage: '/contact',
      jobPostForm: '/post-a-job',
      socialProfile: null,
    });
    for (const url of Object.values(links)) if (url) expect(leavesSite(url)).toBe(false);
    expect(leavesSite('https://forms.example.org/post')).toBe(true);
  });

  it('refuses a link that is not https, or not a URL, with a message naming the variable', () => {
    expect(() => parseEnv({ PUBLIC_POST_JOB_URL: 'http://forms.example.org/post' })).toThrow('PUBLIC_POST_JOB_URL: must be an https:// URL');
    expect(() => parseEnv({ PUBLIC_SCHEDULING_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_SCHEDULING_URL: must be an https:// URL');
    expect(() => parseEnv({ PUBLIC_SOCIAL_PROFILE_URL: 'not a url' })).toThrow('PUBLIC_SOCIAL_PROFILE_URL');
  });
});
