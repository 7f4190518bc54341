import type { ReactNode } from 'react';

/**
 * The frame of every state of the payer's page (loading, a bad link, the claim). The link is the payer's only
 * credential: the page asks search engines not to index or follow it and browsers not to pass it on in a
 * Referer (React hoists these tags into the head; the server sends the same as headers).
 */
export function PayerFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <main className="payer-page">{children}</main>
    </>
  );
}

/** A link that opens nothing: one message and nothing about any claim. */
export function LinkProblem({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <PayerFrame title={title}>
      <section className="card stack payer-problem" aria-labelledby="payer-problem-title">
        <h1 id="payer-problem-title">{title}</h1>
        <p>{message}</p>
        {action}
      </section>
    </PayerFrame>
  );
}
