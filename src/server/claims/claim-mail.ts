import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ClaimRow, users } from '../db/schema.js';

const STATUS_WORDS: Record<string, string> = {
  submitted: 'submitted',
  processing: 'under review',
  approved: 'approved',
  rejected: 'rejected',
};

/** The claimant: the client it was filed for (Admin New Claim), else the account that submitted it. */
async function claimantAddress(app: FastifyInstance, claim: ClaimRow): Promise<string | null> {
  if (claim.filedForEmail) return claim.filedForEmail;
  if (claim.submittedBy === null) return null;
  const [user] = await app.deps.db.select({ email: users.email }).from(users).where(eq(users.id, claim.submittedBy)).limit(1);
  return user?.email ?? null;
}

function statusLink(app: FastifyInstance, claim: ClaimRow): string {
  const path = `/claim-status/${claim.referenceNumber}`;
  return app.deps.config.PUBLIC_URL ? new URL(path, app.deps.config.PUBLIC_URL).toString() : path;
}

/**
 * E-mails the claimant about their claim when SMTP is configured. Runs after the response is
 * decided and never throws: a mail failure must not undo a stored claim or a status change.
 */
export async function notifyClaimant(
  app: FastifyInstance,
  claim: ClaimRow,
  event: { kind: 'submitted' } | { kind: 'status'; status: string; note: string | null },
): Promise<void> {
  const mailer = app.deps.mailer;
  if (!mailer) return;
  try {
    const to = await claimantAddress(app, claim);
    if (!to) return;
    const firm = app.deps.config.FIRM_NAME;
    const ref = claim.referenceNumber;
    if (event.kind === 'submitted') {
      await mailer.send({
        to,
        subject: `${firm}: claim ${ref} received`,
        text: [
          `Thank you. We received your claim${claim.insuredName ? ` for ${claim.insuredName}` : ''}.`,
          `Reference number: ${ref}`,
          'We will respond within 24 hours.',
          `Track its status: ${statusLink(app, claim)}`,
        ].join('\n\n'),
      });
      return;
    }
    const word = STATUS_WORDS[event.status] ?? event.status;
    await mailer.send({
      to,
      subject: `${firm}: claim ${ref} is ${word}`,
      text: [
        `Your claim ${ref} is now ${word}.`,
        event.note ? `Note from our staff: ${event.note}` : '',
        `Track its status: ${statusLink(app, claim)}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    });
  } catch (err) {
    app.log.warn({ err: (err as Error).message, claimRef: claim.referenceNumber }, 'claim e-mail not sent');
  }
}
