import { RELATED_ARTICLES_MAX } from './constants.ts';
import { HELP_ARTICLE_TEXTS } from './help-article-texts.ts';

/** Sidebar categories of docs/product.md#help-centre; 'all' lists every article. */
export const HELP_CATEGORIES = [
  { id: 'all', label: 'All Documentation' },
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'features', label: 'Features' },
  { id: 'billing', label: 'Billing' },
  { id: 'video-tutorials', label: 'Video Tutorials' },
] as const;
export type HelpCategory = Exclude<(typeof HELP_CATEGORIES)[number]['id'], 'all'>;

/**
 * A help article (docs/product.md#data Documentation article). The body is plain text: paragraphs are separated by a
 * blank line and lines starting with '- ' are list items, so the screens never render stored HTML.
 */
export interface HelpArticle {
  id: string;
  title: string;
  description: string;
  category: HelpCategory;
  content: string;
  /** ISO date of the last edit. */
  lastUpdated: string;
}

export const HELP_ARTICLES: readonly HelpArticle[] = HELP_ARTICLE_TEXTS;

const WORDS_PER_MINUTE = 200;

/** Reading time in whole minutes, rounded up, at 200 words a minute. */
export function readTime(article: Pick<HelpArticle, 'content'>): number {
  const words = article.content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export function findArticle(id: string): HelpArticle | undefined {
  return HELP_ARTICLES.find((article) => article.id === id);
}

/**
 * Articles of a category ('all' for every one) matching a search: a case-insensitive substring of the
 * title, description or content (docs/product.md#validation Help search). A blank search matches everything.
 */
export function searchArticles(query: string, category: HelpCategory | 'all' = 'all'): HelpArticle[] {
  const needle = query.trim().toLowerCase();
  return HELP_ARTICLES.filter(
    (a) =>
      (category === 'all' || a.category === category) &&
      (needle === '' ||
        a.title.toLowerCase().includes(needle) ||
        a.description.toLowerCase().includes(needle) ||
        a.content.toLowerCase().includes(needle)),
  );
}

/** Up to 3 other articles of the same category (docs/product.md#help-centre Related Articles). */
export function relatedArticles(article: HelpArticle): HelpArticle[] {
  return HELP_ARTICLES.filter((a) => a.category === article.category && a.id !== article.id).slice(
    0,
    RELATED_ARTICLES_MAX,
  );
}

export type HelpBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/** Splits an article body into paragraphs and lists for display. */
export function articleBlocks(content: string): HelpBlock[] {
  return content
    .trim()
    .split(/\n\s*\n/)
    .map((chunk) => {
      const lines = chunk.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list' as const, items: lines.map((line) => line.slice(2)) };
      }
      return { kind: 'paragraph' as const, text: lines.join(' ') };
    });
}
