import { findArticle } from '@dwell/core/help-articles';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { feedbackTotals, myFeedback, saveFeedback } from './queries.ts';

const signedIn = guard({ access: 'authenticated' });

export const feedbackSchema = z.object({ helpful: z.boolean({ error: 'Answer Yes or No.' }) });

/** 'Was this article helpful?' (docs/product.md#help-centre): the articles themselves ship with the app (core/help-articles). */
export const helpRoutes = new Hono<AppEnv>()
  .get('/feedback', signedIn, async (c) => {
    const { db, auth } = c.var;
    return c.json({ mine: await myFeedback(db, auth.userId), totals: await feedbackTotals(db) });
  })
  .post('/articles/:id/feedback', signedIn, validate('json', feedbackSchema), async (c) => {
    const article = findArticle(c.req.param('id'));
    if (!article) throw notFound('No such article.');
    const { helpful } = c.req.valid('json');
    await saveFeedback(c.var.db, c.var.auth.userId, article.id, helpful);
    return c.json({ articleId: article.id, helpful, message: 'Thank you for your feedback.' });
  });
