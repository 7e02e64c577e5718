/** Blog data for the routes: articles sorted newest first, and BlogPosting structured data. */
import { getCollection, type CollectionEntry } from 'astro:content';
import { absoluteUrl, site } from '~/config/site';

export type Article = CollectionEntry<'blog'>;

export async function getArticles(): Promise<Article[]> {
  return (await getCollection('blog')).sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

export function blogPostingLd(article: Article): Record<string, unknown> {
  const d = article.data;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: d.title,
    description: d.excerpt,
    datePublished: d.date.toISOString(),
    author: { '@type': 'Person', name: d.author },
    publisher: { '@type': 'Organization', name: site.name },
    image: absoluteUrl(d.image),
    mainEntityOfPage: absoluteUrl(`/blog/${d.id}`),
  };
}
