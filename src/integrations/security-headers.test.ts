import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SHELL } from '../lib/page-shell';
import { buildRoutes } from './security-headers';

describe('_routes.json from the tree', () => {
  it('routes each folder of functions/ that holds a route and each top-level route file, with the page shell; not the middleware', () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-'));
    for (const folder of ['api', 'job', 'scratch', 'empty']) mkdirSync(join(dir, folder));
    mkdirSync(join(dir, 'job', '[id]'));
    writeFileSync(join(dir, 'api', 'x.ts'), '');
    writeFileSync(join(dir, 'job', '[id]', 'y.ts'), '');
    writeFileSync(join(dir, 'scratch', 'index.ts'), '');
    writeFileSync(join(dir, '_middleware.ts'), '');
    writeFileSync(join(dir, 'ping.ts'), '');
    expect(JSON.parse(buildRoutes(dir))).toEqual({ version: 1, include: ['/api/*', '/job/*', '/ping', '/scratch/*', `${PAGE_SHELL.path}*`], exclude: [] });
  });

  it("today's functions/ gives the routes the site had listed by hand, /jobs, which serves a shared search, and /talent/*, a request's answer page", () => {
    const include = (JSON.parse(buildRoutes('functions')) as { include: string[] }).include;
    expect(include).toEqual(['/alerts/*', '/api/*', '/applications/*', '/employer/*', '/job/*', '/jobs', '/reports/*', '/talent/*', `${PAGE_SHELL.path}*`]);
  });
});
