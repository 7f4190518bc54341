import { formatDate } from '@dwell/core/format';
import { eq } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import type { billTo } from '../../lib/customers.ts';
import { type EmailAttachment, type OutgoingEmail, sendEmail } from '../../lib/email.ts';
import { companies } from '../../lib/schema.ts';
import { createLink, dropLink, payerPageUrl, type Sender } from './links.ts';

/** What emailing a payer needs: where links point, the provider, the company's database and who acts. */
export interface PayerMailer {
  env: Env;
  db: Db;
  origin: string;
  actor: Sender;
}

export type Payer = NonNullable<Awaited<ReturnType<typeof billTo>>>;

/** The facts every payer email is written from. */
export interface PayerEmailFacts {
  contactName: string;
  companyName: string;
  url: string;
  /** The last day the link works, in the company's zone. */
  expires: string;
  /** A calendar day in the company's zone. */
  day: (ms: number) => string;
}

/**
 * Emails every billing contact of the payer, each email carrying a new link to the claim's page (one link for
 * this round of emails, expiring and revocable). When no email went out the link is removed again. Answers the
 * link and who got the email, and who did not and why.
 */
export async function emailPayer(
  m: PayerMailer,
  claimId: string,
  payer: Payer,
  kind: OutgoingEmail['kind'],
  compose: (facts: PayerEmailFacts) => { subject: string; text: string },
  attachments: EmailAttachment[] = [],
) {
  const now = Date.now();
  const [company] = await m.db.select().from(companies).where(eq(companies.id, m.actor.companyId));
  const day = (ms: number) => formatDate(ms, company?.timezone);
  const link = await createLink(m.db, m.actor, claimId, now);
  const delivered: string[] = [];
  const failed: { to: string; error: string }[] = [];
  try {
    for (const contact of payer.contacts) {
      const email = compose({
        contactName: contact.name,
        companyName: company?.name ?? 'Your carrier',
        url: payerPageUrl(m.origin, link.token),
        expires: day(link.expiresAt.getTime()),
        day,
      });
      const result = await sendEmail(m.env, { to: contact.email, kind, ...email, attachments, claimId });
      if (result.error === null) delivered.push(contact.email);
      else failed.push({ to: contact.email, error: result.error });
    }
  } finally {
    if (delivered.length === 0) await dropLink(m.db, link.id);
  }
  return { linkId: delivered.length > 0 ? link.id : null, delivered, failed };
}

/** The closing lines of every payer email: the link and how long it works. */
export function linkLines(facts: PayerEmailFacts): string[] {
  return [
    'See the stop’s times, the detention policy and every piece of evidence (checked unchanged since upload), and approve, dispute or ask a question; no account needed:',
    facts.url,
    '',
    `This link is for your company only and works until ${facts.expires}.`,
  ];
}
