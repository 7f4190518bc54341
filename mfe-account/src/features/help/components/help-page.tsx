import { DATA } from '@dwell/core/messages';
import { HELP_CATEGORIES, type HelpCategory, searchArticles } from '@dwell/core/help-articles';
import { EmptyState } from '@dwell/ui/components/feedback.tsx';
import { navigate, usePathname, useQuery as useAddressQuery } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FEEDBACK_KEY, fetchFeedback } from '../api/get-feedback.ts';
import { ArticleCard } from './article-card.tsx';

const SEARCH_DELAY_MS = 250;

/** /documentation and /help (docs/product.md#help-centre): search (query parameter q), categories, expandable articles. */
export function HelpPage() {
  const pathname = usePathname();
  const q = useAddressQuery().get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const [category, setCategory] = useState<HelpCategory | 'all'>('all');
  const [open, setOpen] = useState<Set<string>>(new Set());
  const feedback = useQuery({ queryKey: FEEDBACK_KEY, queryFn: fetchFeedback });
  useEffect(() => {
    if (typed === q) return;
    const timer = setTimeout(
      () => navigate(typed ? `${pathname}?q=${encodeURIComponent(typed)}` : pathname, { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [typed, q, pathname]);
  const articles = searchArticles(q, category);
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Help &amp; Documentation</h1>
          <p className="muted">How to track detention, bill it and get paid with Dwell.</p>
        </div>
      </header>
      <input
        className="input"
        type="search"
        aria-label="Search documentation"
        placeholder="Search documentation..."
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div className="help-layout">
        <nav aria-label="Documentation categories" className="stack">
          {HELP_CATEGORIES.map((c) => (
            <button
              key={c.id}
              type="button"
              className="btn btn-ghost help-category"
              aria-pressed={category === c.id}
              onClick={() => setCategory(c.id)}
            >
              {c.label}
            </button>
          ))}
        </nav>
        <div className="stack">
          {articles.length === 0 ? (
            <EmptyState
              title={DATA.noArticles}
              hint={
                category === 'video-tutorials' && !q
                  ? 'Video tutorials are not available yet; the written guides cover every step.'
                  : 'Try other words or another category.'
              }
            />
          ) : (
            articles.map((article) => (
              <ArticleCard
                key={article.id}
                article={article}
                open={open.has(article.id)}
                vote={feedback.data?.mine[article.id]}
                onToggle={toggle}
              />
            ))
          )}
        </div>
      </div>
    </div>
  );
}
