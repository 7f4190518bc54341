import { formatCalendarDay, formatMoney } from '@dwell/core/format';
import { newId } from '@dwell/core/ids';
import type { ClaimStatus } from '@dwell/core/schemas/claims';
import { DISPUTE_REASON_LABELS, PAYER_MESSAGES, type PayerAnswer } from '@dwell/core/schemas/payer';
import { and, eq } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { hubFor } from '../../lib/events/live.ts';
import { alertRecipients, emailAlert } from '../../lib/events/notify.ts';
import { ApiError } from '../../lib/errors.ts';
import { insertIf } from '../../lib/insert-if.ts';
import { alerts, claims, eventLog } from '../../lib/schema.ts';
import type { ClaimRow } from '../claims/queries.ts';
import { stillIn } from '../claims/status.ts';
import { ANSWERABLE } from './page.ts';

const STATUS_AFTER: Record<PayerAnswer['answer'], ClaimStatus> = {
  approve: 'approved',
  dispute: 'disputed',
  question: 'question',
};

/** The alert the carrier gets: what the payer answered on which claim. */
function answerAlert(row: ClaimRow, answer: PayerAnswer) {
  const who = row.customerName ?? 'The payer';
  switch (answer.answer) {
    case 'approve':
      return {
        title: `Claim ${row.number} approved by ${who}`,
        message: `${who} approved claim ${row.number}${answer.poNumber ? ` (PO ${answer.poNumber})` : ''}${answer.expectedPayDate ? `, expecting to pay on ${formatCalendarDay(answer.expectedPayDate)}` : ''}.`,
      };
    case 'dispute':
      return {
        title: `Claim ${row.number} disputed by ${who}`,
        message: `${who} disputes claim ${row.number}: ${DISPUTE_REASON_LABELS[answer.reason]}${typeof answer.counterAmountCents === 'number' ? `, offering ${formatMoney(answer.counterAmountCents)}` : ''}. “${answer.comment}”`,
      };
    case 'question':
      return {
        title: `Question from ${who} on claim ${row.number}`,
        message: `${who} asks about claim ${row.number}: “${answer.comment}”`,
      };
  }
}

/**
 * Records the payer's answer: a history entry and the claim's new status (approved, disputed or question) in one
 * batch guarded by the status it was read in, so a second answer (or two at once) is refused. A counter-amount
 * must be below the amount claimed. The carrier's screens are told live, and its dispatchers by email and alert.
 */
export async function recordAnswer(env: Env, db: Db, row: ClaimRow, answer: PayerAnswer, origin: string | null) {
  const status = row.status as ClaimStatus;
  if (status === 'paid' || status === 'waived') throw new ApiError(409, 'claim_closed', PAYER_MESSAGES.closed);
  if (!ANSWERABLE.includes(status)) throw new ApiError(409, 'already_answered', PAYER_MESSAGES.alreadyAnswered);
  if (answer.answer === 'dispute' && typeof answer.counterAmountCents === 'number') {
    if (answer.counterAmountCents >= row.amountCents)
      throw new ApiError(422, 'counter_too_large', PAYER_MESSAGES.counterTooLarge);
  }
  const now = new Date();
  const logId = newId('log');
  const { answer: kind, ...fields } = answer;
  const [logged] = await db.batch([
    insertIf(
      db,
      eventLog,
      {
        id: logId,
        companyId: row.companyId,
        eventId: row.eventId,
        actorUserId: null,
        action: 'payer_answer',
        details: JSON.stringify({ number: row.number, answer: kind, from: status, ...fields }),
        createdAt: now,
      },
      stillIn(row),
    ),
    db
      .update(claims)
      .set({ status: STATUS_AFTER[kind], updatedAt: now })
      .where(and(eq(claims.id, row.id), eq(claims.status, row.status))),
  ]);
  if (logged.meta.changes !== 1) throw new ApiError(409, 'already_answered', PAYER_MESSAGES.alreadyAnswered);

  const { title, message } = answerAlert(row, answer);
  await db
    .insert(alerts)
    .values({
      id: newId('alr'),
      companyId: row.companyId,
      kind: 'payer_answered',
      eventId: row.eventId,
      claimId: row.id,
      title,
      message,
      dedupeKey: `payer_answer:${logId}`,
      createdAt: now,
    })
    .onConflictDoNothing();
  await hubFor(env, row.companyId).publish([
    { topic: 'alerts' },
    { topic: 'claims' },
    { topic: 'events', eventId: row.eventId },
  ]);
  const recipients = await alertRecipients(db, row.companyId, 'claimReminders');
  await emailAlert(env, recipients, { title, message, path: `/events/claims?claim=${row.id}`, kind: 'alert' }, origin);
}
