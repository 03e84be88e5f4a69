import type { Db } from '../db/client.js';
import type { ClaimRow } from '../db/schema.js';
import type { Mailer } from '../mail.js';
import { findUserEmail } from './claim-reads.queries.js';

const STATUS_WORDS: Record<string, string> = {
  submitted: 'submitted',
  processing: 'under review',
  approved: 'approved',
  rejected: 'rejected',
};

export type ClaimEvent = { kind: 'submitted' } | { kind: 'status'; status: string; note: string | null };

export type ClaimMailDeps = {
  db: Db;
  mailer: Mailer | null;
  config: { PUBLIC_URL?: string };
  /** The firm's name from the content module (server/content.ts). */
  firmName: string;
};

/** The claimant: the client it was filed for (Admin New Claim), else the account that submitted it. */
async function claimantAddress(db: Db, claim: ClaimRow): Promise<string | null> {
  if (claim.filedForEmail) return claim.filedForEmail;
  if (claim.submittedBy === null) return null;
  return findUserEmail(db, claim.submittedBy);
}

function statusLink(publicUrl: string | undefined, claim: ClaimRow): string {
  const path = `/claim-status/${claim.referenceNumber}`;
  return publicUrl ? new URL(path, publicUrl).toString() : path;
}

/** The e-mail for one event of a claim. */
export function claimEmail(firm: string, publicUrl: string | undefined, claim: ClaimRow, event: ClaimEvent): { subject: string; text: string } {
  const ref = claim.referenceNumber;
  if (event.kind === 'submitted') {
    return {
      subject: `${firm}: claim ${ref} received`,
      text: [
        `Thank you. We received your claim${claim.insuredName ? ` for ${claim.insuredName}` : ''}.`,
        `Reference number: ${ref}`,
        'We will respond within 24 hours.',
        `Track its status: ${statusLink(publicUrl, claim)}`,
      ].join('\n\n'),
    };
  }
  const word = STATUS_WORDS[event.status] ?? event.status;
  return {
    subject: `${firm}: claim ${ref} is ${word}`,
    text: [`Your claim ${ref} is now ${word}.`, event.note ? `Note from our staff: ${event.note}` : '', `Track its status: ${statusLink(publicUrl, claim)}`]
      .filter(Boolean)
      .join('\n\n'),
  };
}

/**
 * E-mails the claimant about their claim when SMTP is configured. Run by the 'claim.notify' job
 * (claim-jobs.ts) after the commit, so a mail failure never undoes a stored claim or a status
 * change; it throws when the mail was not sent, and the job tries again.
 */
export async function notifyClaimant(deps: ClaimMailDeps, claim: ClaimRow, event: ClaimEvent): Promise<'sent' | 'skipped'> {
  const { mailer } = deps;
  if (!mailer) return 'skipped';
  const to = await claimantAddress(deps.db, claim);
  if (!to) return 'skipped';
  const sent = await mailer.send({ to, ...claimEmail(deps.firmName, deps.config.PUBLIC_URL, claim, event) });
  if (!sent) throw new Error('the claim e-mail was not accepted by the mail server');
  return 'sent';
}
