/**
 * An ELD provider's webhook (POST /api/integrations/:id/webhook). It reads its raw body itself under the same
 * 64 KB limit, so an oversized delivery is logged in the integration's deliveries too; and it is signed by a
 * server, never sent by a browser, so the same-origin check does not apply.
 */
export const isEldWebhook = (method: string, path: string): boolean =>
  method === 'POST' && /^\/api\/integrations\/[^/]+\/webhook\/?$/.test(path);
