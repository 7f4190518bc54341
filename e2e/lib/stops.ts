import type { Page } from 'playwright-core';

/**
 * Logs a stop from the signed-in page (same origin, its session cookie), as the New event form's request does.
 * Answers the API's status and the new stop's id (empty when refused).
 */
export function logStop(page: Page, stop: Record<string, unknown>): Promise<{ status: number; id: string }> {
  return page.evaluate(async (body) => {
    const res = await fetch('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { event?: { id: string } };
    return { status: res.status, id: answer.event?.id ?? '' };
  }, stop);
}
