import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/** Blog articles: one MDX file each in content/blog/. Adding an article is adding a file. */
const blog = defineCollection({
  loader: glob({ base: './content/blog', pattern: '**/*.mdx' }),
  schema: z.object({
    id: z.number().int().positive(),
    title: z.string().min(10).max(120),
    excerpt: z.string().min(40).max(300),
    author: z.string().min(2),
    date: z.coerce.date(),
    readTime: z.number().int().min(6).max(10),
    category: z.enum(['Job Search', 'Career Development', 'Job Market']),
    image: z.string().startsWith('/'),
    metaTitle: z.string().max(70).optional(),
    metaDescription: z.string().max(170).optional(),
  }),
});

/** The ten state pages. */
const states = defineCollection({
  loader: glob({ base: './content/states', pattern: '*.json' }),
  schema: z.object({
    slug: z.string().regex(/^[a-z-]+$/),
    name: z.string(),
    abbreviation: z.string().length(2),
    majorCities: z.array(z.string()).min(2),
    description: z.string().min(80),
    marketInfo: z.string().min(80),
    avgSalary: z.string().regex(/^\$\d{2,3},\d{3}-\$\d{2,3},\d{3}$/),
    showcase: z.object({ growth: z.string().regex(/^\+\d+%$/), topCities: z.array(z.string()).length(3) }).optional(),
  }),
});

/** The twelve city pages. */
const cities = defineCollection({
  loader: glob({ base: './content/cities', pattern: '*.json' }),
  schema: z.object({
    slug: z.string().regex(/^[a-z-]+$/),
    name: z.string(),
    state: z.string(),
    stateAbbr: z.string().length(2),
    centralZip: z.string().regex(/^\d{5}$/),
    averageSalary: z.string().regex(/^\$\d{2,3},\d{3}-\$\d{2,3},\d{3}$/),
    majorNeighborhoods: z.array(z.string()).min(3),
    description: z.string().min(80),
    marketInfo: z.string().min(60),
  }),
});

/** The brochures (built into PDFs: src/features/marketing/brochure.server.ts); figures are `{names}` of the business facts. */
const brochures = defineCollection({
  loader: glob({ base: './content/brochures', pattern: '*.md' }),
  schema: z.object({ title: z.string().min(10).max(90), lead: z.string().max(240) }),
});

export const collections = { blog, states, cities, brochures };
