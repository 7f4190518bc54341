import { describe, expect, it } from 'vitest';
import {
  articleBlocks,
  findArticle,
  HELP_ARTICLES,
  HELP_CATEGORIES,
  readTime,
  relatedArticles,
  searchArticles,
} from './help-articles.ts';

describe('help articles', () => {
  it('have unique ids and belong to a sidebar category', () => {
    const ids = HELP_ARTICLES.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    const categories = HELP_CATEGORIES.map((c) => c.id);
    for (const article of HELP_ARTICLES) expect(categories).toContain(article.category);
  });

  it('cover getting started, logging detention, policies, claims, documents and billing', () => {
    for (const topic of [/getting started/i, /logging a detention/i, /policies/i, /claims/i, /documents/i, /plan/i]) {
      expect(HELP_ARTICLES.some((a) => topic.test(a.title))).toBe(true);
    }
  });

  it('searches title, description and content case-insensitively (docs/product.md#validation)', () => {
    expect(searchArticles('FREE TIME').map((a) => a.id)).toContain('detention-policies');
    expect(searchArticles('money-back').map((a) => a.id)).toEqual(['plans-and-billing']);
    expect(searchArticles('  ')).toHaveLength(HELP_ARTICLES.length);
    expect(searchArticles('no such words anywhere')).toEqual([]);
    expect(searchArticles('', 'billing').every((a) => a.category === 'billing')).toBe(true);
  });

  it('relates up to 3 other articles of the same category', () => {
    const article = findArticle('logging-detention');
    if (!article) throw new Error('missing article');
    const related = relatedArticles(article);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    expect(related.every((a) => a.category === 'features' && a.id !== article.id)).toBe(true);
  });

  it('reads at 200 words a minute, at least 1 minute', () => {
    expect(readTime({ content: 'word '.repeat(1000) })).toBe(5);
    expect(readTime({ content: 'short' })).toBe(1);
  });

  it('splits a body into paragraphs and lists', () => {
    expect(articleBlocks('One\ntwo.\n\n- a\n- b')).toEqual([
      { kind: 'paragraph', text: 'One two.' },
      { kind: 'list', items: ['a', 'b'] },
    ]);
  });
});
