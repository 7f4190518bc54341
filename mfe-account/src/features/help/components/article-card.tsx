import { formatCalendarDay } from '@dwell/core/format';
import { articleBlocks, type HelpArticle, readTime, relatedArticles } from '@dwell/core/help-articles';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { FEEDBACK_KEY } from '../api/get-feedback.ts';
import { sendFeedback } from '../api/send-feedback.ts';

interface Props {
  article: HelpArticle;
  open: boolean;
  vote: boolean | undefined;
  onToggle: (id: string, open: boolean) => void;
}

/** One expandable article: read time, body, 'Was this article helpful?' and up to 3 related articles. */
export function ArticleCard({ article, open, vote, onToggle }: Props) {
  const queryClient = useQueryClient();
  const answer = async (helpful: boolean) => {
    try {
      toast('success', (await sendFeedback(article.id, helpful)).message);
      await queryClient.invalidateQueries({ queryKey: FEEDBACK_KEY });
    } catch (error) {
      toast('error', 'Feedback', error instanceof ApiClientError ? error.message : 'Your answer could not be saved.');
    }
  };
  return (
    <details
      id={`article-${article.id}`}
      className="card article"
      open={open}
      onToggle={(e) => onToggle(article.id, e.currentTarget.open)}
    >
      <summary>
        <strong>{article.title}</strong>
        <span className="small muted"> · {readTime(article)} min read</span>
        <p className="muted small">{article.description}</p>
      </summary>
      <div className="stack article-body">
        {articleBlocks(article.content).map((block, i) =>
          block.kind === 'list' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of an article never reorder
            <ul key={i}>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of an article never reorder
            <p key={i}>{block.text}</p>
          ),
        )}
        <p className="small muted">Last updated {formatCalendarDay(article.lastUpdated)}</p>
        <fieldset className="row feedback">
          <legend>Was this article helpful?</legend>
          <button type="button" className="btn btn-sm" aria-pressed={vote === true} onClick={() => void answer(true)}>
            Yes
          </button>
          <button type="button" className="btn btn-sm" aria-pressed={vote === false} onClick={() => void answer(false)}>
            No
          </button>
        </fieldset>
        <nav aria-label={`Related to ${article.title}`}>
          <h3>Related Articles</h3>
          <ul>
            {relatedArticles(article).map((related) => (
              <li key={related.id}>
                <a href={`#article-${related.id}`} onClick={() => onToggle(related.id, true)}>
                  {related.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </details>
  );
}
