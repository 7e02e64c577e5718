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

export const collections = { blog };
