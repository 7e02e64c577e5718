/**
 * A capability's own pages: `src/features/<name>/pages/` is routed as `src/pages/` is (a file's path is
 * its URL; `index` is its folder; `[param]` and `[...rest]` as Astro names them), so a capability that
 * brings a page adds it in its folder and nowhere else. A path `src/pages/` already routes is an error at
 * build, not a silent second page.
 */
import type { AstroIntegration } from 'astro';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const PAGE = /\.(astro|md|mdx|ts)$/;

export interface FeaturePage {
  pattern: string;
  /** The file, from the project's root (`./src/features/…`). */
  entrypoint: string;
}

/** The pages each capability under `root/src/features` brings, in path order. */
export function featurePages(root: string): FeaturePage[] {
  const features = join(root, 'src/features');
  const out: FeaturePage[] = [];
  const walk = (dir: string, pagesDir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name);
      if (name.startsWith('_') || name.startsWith('.')) continue;
      if (statSync(full).isDirectory()) walk(full, pagesDir);
      else if (PAGE.test(name) && !/\.(test|spec)\.ts$/.test(name)) {
        const path = relative(pagesDir, full).split(sep).join('/').replace(PAGE, '');
        out.push({ pattern: `/${path.replace(/(^|\/)index$/, '')}`, entrypoint: `./${relative(root, full).split(sep).join('/')}` });
      }
    }
  };
  if (!existsSync(features)) return out;
  for (const feature of readdirSync(features).sort()) {
    const pagesDir = join(features, feature, 'pages');
    if (existsSync(pagesDir) && statSync(pagesDir).isDirectory()) walk(pagesDir, pagesDir);
  }
  return out;
}

/** The URL paths `src/pages/` routes, as patterns comparable with featurePages' (params as written). */
function corePatterns(root: string): Set<string> {
  const pagesDir = join(root, 'src/pages');
  const out = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (PAGE.test(name))
        out.add(
          `/${relative(pagesDir, full)
            .split(sep)
            .join('/')
            .replace(PAGE, '')
            .replace(/(^|\/)index$/, '')}`,
        );
    }
  };
  if (existsSync(pagesDir)) walk(pagesDir);
  return out;
}

export default function featurePagesIntegration(): AstroIntegration {
  return {
    name: 'feature-pages',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        const root = fileURLToPath(config.root);
        const core = corePatterns(root);
        for (const page of featurePages(root)) {
          if (core.has(page.pattern)) throw new Error(`${page.entrypoint} routes ${page.pattern}, which src/pages already routes`);
          injectRoute({ pattern: page.pattern, entrypoint: page.entrypoint });
        }
      },
    },
  };
}
